import { callProvider, type GatewayResult, type PayAttempt, type PaymentGateway, type StatusCheck, toMinorUnits } from '../gateway';

const API = 'https://api.stripe.com/v1';

export interface StripeEnv {
  secretKey: string | undefined;
  publishableKey: string | undefined;
}

interface PaymentIntent {
  id: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';
  client_secret: string;
  next_action?: { type: string; redirect_to_url?: { url: string } } | null;
  last_payment_error?: { message?: string } | null;
  cancellation_reason?: string | null;
}

interface SetupIntent {
  id: string;
  status: string;
  client_secret: string;
  payment_method: string | null;
  last_setup_error?: { message?: string } | null;
}

interface PaymentMethod {
  id: string;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number };
}

/** Stripe's form encoding: nested keys as a[b][c]. */
export function formEncode(params: Record<string, unknown>, prefix = ''): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (typeof value === 'object') parts.push(formEncode(value as Record<string, unknown>, name));
    else parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return parts.filter(Boolean).join('&');
}

/** A PaymentIntent's state as the storefront's next step. */
export function fromPaymentIntent(pi: PaymentIntent): GatewayResult {
  const base = { merchantSerialNo: pi.id, providerData: { paymentIntentId: pi.id } };
  switch (pi.status) {
    case 'succeeded':
      return { ...base, nextStep: 'SUCCESS', status: 'PAY_SUCCESS' };
    case 'requires_capture':
      return { ...base, nextStep: 'SUCCESS', status: 'PRE_AUTH_SUCCESS' };
    case 'processing':
      return { ...base, nextStep: 'PENDING', status: 'PAY_PENDING' };
    case 'requires_action': {
      const url = pi.next_action?.redirect_to_url?.url;
      if (pi.next_action?.type === 'redirect_to_url' && url) return { ...base, nextStep: 'REDIRECT', status: 'PAY_PENDING', redirectUrl: url };
      return { ...base, nextStep: 'CONFIRM', status: 'PAY_PENDING', redirectInfo: { clientSecret: pi.client_secret } };
    }
    case 'requires_confirmation':
      return { ...base, nextStep: 'CONFIRM', status: 'PAY_PENDING', redirectInfo: { clientSecret: pi.client_secret } };
    case 'requires_payment_method':
      // Created without a payment method (card form confirms it), or the last one was declined.
      if (pi.last_payment_error) {
        return { ...base, nextStep: 'PENDING', status: 'PAY_FAILED', failedReason: pi.last_payment_error.message ?? 'card declined' };
      }
      return { ...base, nextStep: 'CONFIRM', status: 'PAY_PENDING', redirectInfo: { clientSecret: pi.client_secret } };
    case 'canceled':
    default:
      return { ...base, nextStep: 'PENDING', status: 'PAY_FAILED', failedReason: pi.cancellation_reason ?? 'payment cancelled' };
  }
}

export interface StripeGateway extends PaymentGateway {
  /** Card setup: a customer for the buyer (once) and a SetupIntent for a new card. */
  createSetupIntent(input: { customerId: string | null; email: string; name: string; cardId: number; idempotencyKey: string }): Promise<{ customerId: string; setupIntent: SetupIntent }>;
  /** The setup's outcome; with the card's details once it succeeded. */
  readSetup(setupIntentId: string): Promise<{ status: string; paymentMethod: PaymentMethod | null; error: string | null }>;
}

/** Stripe PaymentIntents (cards, saved cards) over its REST API; STRIPE_SECRET_KEY enables it. */
export function stripeGateway(env: StripeEnv, fetchImpl: typeof fetch = fetch): StripeGateway {
  const headers = (idempotencyKey?: string): Record<string, string> => ({
    Authorization: `Bearer ${env.secretKey ?? ''}`,
    'Content-Type': 'application/x-www-form-urlencoded',
    ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
  });
  const post = <T>(path: string, params: Record<string, unknown>, idempotencyKey?: string) =>
    callProvider<T>('STRIPE', `${API}${path}`, { headers: headers(idempotencyKey), body: formEncode(params) }, fetchImpl);
  const get = <T>(path: string) => callProvider<T>('STRIPE', `${API}${path}`, { method: 'GET', headers: headers() }, fetchImpl);

  return {
    provider: 'STRIPE',
    configured: Boolean(env.secretKey),
    async start(attempt: PayAttempt): Promise<GatewayResult> {
      const paymentMethod = attempt.bindToken ?? attempt.token;
      const customer = typeof attempt.providerData.stripeCustomerId === 'string' ? attempt.providerData.stripeCustomerId : undefined;
      const pi = await post<PaymentIntent>(
        '/payment_intents',
        {
          amount: toMinorUnits(attempt.amountCents, attempt.currency),
          currency: attempt.currency.toLowerCase(),
          payment_method: paymentMethod ?? undefined,
          customer,
          // With a payment method: confirm now (3DS may follow); without: the card form confirms with the client secret.
          confirm: paymentMethod ? 'true' : undefined,
          return_url: paymentMethod ? attempt.returnUrl : undefined,
          automatic_payment_methods: paymentMethod ? undefined : { enabled: 'true' },
          payment_method_types: paymentMethod ? { 0: 'card' } : undefined,
          receipt_email: attempt.shopperEmail ?? undefined,
          metadata: { contract_id: attempt.contractId, payment_record_id: attempt.recordId },
        },
        attempt.idempotencyKey,
      );
      return fromPaymentIntent(pi);
    },
    async check(attempt: PayAttempt): Promise<StatusCheck> {
      const id = attempt.providerData.paymentIntentId;
      if (typeof id !== 'string') return { status: 'PAY_PENDING' };
      const result = fromPaymentIntent(await get<PaymentIntent>(`/payment_intents/${encodeURIComponent(id)}`));
      return { status: result.status, failedReason: result.failedReason ?? null };
    },
    async cancel(attempt: PayAttempt) {
      const id = attempt.providerData.paymentIntentId;
      if (typeof id === 'string') await post(`/payment_intents/${encodeURIComponent(id)}/cancel`, {});
    },
    async createSetupIntent({ customerId, email, name, cardId, idempotencyKey }) {
      const customer = customerId ?? (await post<{ id: string }>('/customers', { email, name }, `${idempotencyKey}-customer`)).id;
      const setupIntent = await post<SetupIntent>(
        '/setup_intents',
        { customer, usage: 'off_session', payment_method_types: { 0: 'card' }, metadata: { card_id: cardId } },
        idempotencyKey,
      );
      return { customerId: customer, setupIntent };
    },
    async readSetup(setupIntentId: string) {
      const si = await get<SetupIntent>(`/setup_intents/${encodeURIComponent(setupIntentId)}`);
      if (si.status !== 'succeeded' || !si.payment_method) {
        return { status: si.status, paymentMethod: null, error: si.last_setup_error?.message ?? null };
      }
      const paymentMethod = await get<PaymentMethod>(`/payment_methods/${encodeURIComponent(si.payment_method)}`);
      return { status: si.status, paymentMethod, error: null };
    },
  };
}
