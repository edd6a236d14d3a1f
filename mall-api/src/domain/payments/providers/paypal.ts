import { basicAuth, callProvider, ProviderError, type GatewayResult, type PayAttempt, type PaymentGateway, type StatusCheck } from '../gateway';

export interface PayPalEnv {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Default: the sandbox. */
  apiUrl: string;
}

interface PayPalOrder {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  links?: Array<{ rel: string; href: string }>;
}

/** PayPal amounts are decimal strings in major units. */
const decimal = (cents: number) => (cents / 100).toFixed(2);

export function fromPayPalStatus(status: string): StatusCheck {
  if (status === 'COMPLETED') return { status: 'PAY_SUCCESS' };
  if (status === 'VOIDED') return { status: 'PAY_FAILED', failedReason: 'PayPal order voided' };
  return { status: 'PAY_PENDING' };
}

export interface PayPalGateway extends PaymentGateway {
  details(orderId: string): Promise<{ status: string; approveUrl: string | null }>;
  capture(orderId: string, idempotencyKey: string): Promise<StatusCheck>;
}

/** PayPal Orders v2 (create, approve by redirect, capture); PAYPAL_CLIENT_ID + PAYPAL_CLIENT_SECRET enable it. */
export function paypalGateway(env: PayPalEnv, fetchImpl: typeof fetch = fetch): PayPalGateway {
  let cached: { token: string; until: number } | null = null;
  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const res = await callProvider<{ access_token: string; expires_in: number }>(
      'PAYPAL',
      `${env.apiUrl}/v1/oauth2/token`,
      { headers: { Authorization: basicAuth(env.clientId ?? '', env.clientSecret ?? ''), 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' },
      fetchImpl,
    );
    cached = { token: res.access_token, until: Date.now() + (res.expires_in - 60) * 1000 };
    return res.access_token;
  }
  const call = async <T>(method: string, path: string, body?: unknown, requestId?: string) =>
    callProvider<T>(
      'PAYPAL',
      `${env.apiUrl}${path}`,
      {
        method,
        headers: {
          Authorization: `Bearer ${await accessToken()}`,
          'Content-Type': 'application/json',
          ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      fetchImpl,
    );
  const approveLink = (order: PayPalOrder) => order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href ?? null;

  return {
    provider: 'PAYPAL',
    configured: Boolean(env.clientId && env.clientSecret),
    async start(attempt: PayAttempt): Promise<GatewayResult> {
      const order = await call<PayPalOrder>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [{ reference_id: `PR-${attempt.recordId}`, amount: { currency_code: attempt.currency, value: decimal(attempt.amountCents) } }],
          payment_source: { paypal: { experience_context: { return_url: attempt.returnUrl, cancel_url: `${attempt.returnUrl}${attempt.returnUrl.includes('?') ? '&' : '?'}status=failed` } } },
        },
        attempt.idempotencyKey,
      );
      const approveUrl = approveLink(order);
      if (!approveUrl) throw new ProviderError('PAYPAL', 'PayPal gave no approval link');
      return {
        nextStep: 'REDIRECT',
        status: 'PAY_PENDING',
        redirectUrl: approveUrl,
        redirectInfo: { approveUrl, merchantSerialNo: order.id },
        merchantSerialNo: order.id,
        providerData: { paypalOrderId: order.id },
      };
    },
    async details(orderId: string) {
      const order = await call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
      return { status: order.status, approveUrl: approveLink(order) };
    },
    async capture(orderId: string, idempotencyKey: string) {
      const order = await call<PayPalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, `${idempotencyKey}-capture`);
      return { ...fromPayPalStatus(order.status), merchantSerialNo: order.id };
    },
    async check(attempt: PayAttempt): Promise<StatusCheck> {
      const id = attempt.providerData.paypalOrderId;
      if (typeof id !== 'string') return { status: 'PAY_PENDING' };
      const order = await call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
      return fromPayPalStatus(order.status);
    },
  };
}
