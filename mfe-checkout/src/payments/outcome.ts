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

/** A payment record's status as an outcome (the providers mall-api settles: Affirm, PayPal, Adyen). */
export function recordOutcome(record: { recordStatus: string; failedReason: string | null }): PaymentOutcome {
  if (record.recordStatus === 'PAY_SUCCESS' || record.recordStatus === 'PRE_AUTH_SUCCESS') return { status: 'success' };
  if (record.recordStatus === 'PAY_PENDING') return { status: 'pending' };
  return { status: 'failed', reason: record.failedReason ?? record.recordStatus, code: 'DECLINED' };
}
