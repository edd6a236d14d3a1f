import type { FirstPayStep, PaymentProvider, PaymentRecordStatus, RedirectInfo } from '@mall/shared/contract';

/** What a gateway needs to know about the attempt: the record, the contract and the buyer's extras. */
export interface PayAttempt {
  recordId: number;
  contractId: number;
  buyerId: number;
  channel: string;
  paymentMethod: string | null;
  /** Cents of the currency (the database's unit). */
  amountCents: number;
  currency: string;
  /** Absolute URL the provider sends the buyer back to (the record's return path on MALL_PUBLIC_URL). */
  returnUrl: string;
  /** The market (shipping region) and the buyer's e-mail, for providers that want them. */
  countryCode: string;
  shopperEmail: string | null;
  lines: PayLine[];
  shippingCents: number;
  taxCents: number;
  taxRate: number;
  /** Channel extras from firstPay. */
  paymentExtraKey: string | null;
  token: string | null;
  bindToken: string | null;
  /** Data an earlier step stored (authority session, Klarna session ...). */
  providerData: Record<string, unknown>;
  idempotencyKey: string;
}

export interface PayLine {
  name: string;
  skuId: number;
  quantity: number;
  unitCents: number;
  totalCents: number;
  taxCents: number;
  imageUrl: string;
}

/** A gateway's answer to a start or a check. */
export interface GatewayResult {
  nextStep: FirstPayStep;
  status: PaymentRecordStatus;
  redirectUrl?: string | null;
  redirectInfo?: Partial<RedirectInfo> | null;
  channelToken?: string | null;
  merchantSerialNo?: string | null;
  failedReason?: string | null;
  /** Merged into the record's provider_data. */
  providerData?: Record<string, unknown>;
}

export interface StatusCheck {
  status: PaymentRecordStatus;
  failedReason?: string | null;
  merchantSerialNo?: string | null;
  providerData?: Record<string, unknown>;
  action?: Record<string, unknown> | null;
  resultCode?: string | null;
}

/**
 * One payment provider on the server side. MOCKPAY runs locally; the others call their provider's
 * REST API with keys from the environment and are `configured` only when those keys are set.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  readonly configured: boolean;
  /** firstPay: start (or continue) the payment of the attempt. */
  start(attempt: PayAttempt): Promise<GatewayResult>;
  /** Ask the provider where the payment stands (polling, payResult); payload = what the return brought. */
  check?(attempt: PayAttempt, payload: Record<string, string>): Promise<StatusCheck>;
  /** Cancel a payment that has not completed (closing a record before paying again). */
  cancel?(attempt: PayAttempt): Promise<void>;
}

/** The provider answered with an error, or could not be reached. */
export class ProviderError extends Error {
  constructor(
    readonly provider: PaymentProvider,
    message: string,
  ) {
    super(message);
  }
}

/** Spec §9: amounts to providers are in minor units (x100), except zero-decimal currencies (x1). */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'HUF', 'CLP', 'ISK', 'VND']);
export function toMinorUnits(cents: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(cents / 100) : cents;
}

/** fetch with a timeout; JSON in and out; the provider's error text on failure. */
export async function callProvider<T>(
  provider: PaymentProvider,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number },
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: init.method ?? 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs ?? 20_000),
    });
  } catch (error) {
    throw new ProviderError(provider, `${provider} unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!res.ok) {
    const detail = typeof body === 'object' && body !== null ? JSON.stringify(body).slice(0, 300) : String(body).slice(0, 300);
    throw new ProviderError(provider, `${provider} answered ${res.status}: ${detail}`);
  }
  return body as T;
}

export const basicAuth = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
