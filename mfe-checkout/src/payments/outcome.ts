import { ProviderLoadError, type PaymentOutcome } from './types';

/** Turns whatever a provider threw into a `failed` outcome (adapters never reject for a payment). */
export function failedFrom(error: unknown): PaymentOutcome {
  if (error instanceof ProviderLoadError) return { status: 'failed', reason: error.message, code: 'LOAD_ERROR' };
  const reason = error instanceof Error ? error.message : typeof error === 'string' ? error : 'payment failed';
  return { status: 'failed', reason, code: 'PROVIDER_ERROR' };
}

export function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
