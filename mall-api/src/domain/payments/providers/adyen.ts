import { adyenShopperFields } from '../authorityContent';
import { ProviderError, callProvider, type GatewayResult, type PayAttempt, type PaymentGateway, type StatusCheck, toMinorUnits } from '../gateway';

export interface AdyenEnv {
  apiKey: string | undefined;
  merchantAccount: string | undefined;
  clientKey: string | undefined;
  /** 'test' (default) or 'live'. */
  environment: string;
  /** Live endpoint prefix from the Customer Area (live only). */
  livePrefix: string | undefined;
}

interface AdyenPaymentResponse {
  resultCode?: string;
  pspReference?: string;
  action?: Record<string, unknown>;
  refusalReason?: string;
}

/** Adyen's resultCode as the record's status and the storefront's next step. */
export function fromAdyenResult(res: AdyenPaymentResponse): GatewayResult {
  const base = { merchantSerialNo: res.pspReference ?? null, redirectInfo: { resultCode: res.resultCode ?? null, action: res.action ?? null } };
  switch (res.resultCode) {
    case 'Authorised':
      return { ...base, nextStep: 'SUCCESS', status: 'PAY_SUCCESS' };
    case 'Pending':
    case 'Received':
      return { ...base, nextStep: res.action ? 'ACTION' : 'PENDING', status: 'PAY_PENDING' };
    case 'RedirectShopper':
    case 'IdentifyShopper':
    case 'ChallengeShopper':
    case 'PresentToShopper':
      return { ...base, nextStep: 'ACTION', status: 'PAY_PENDING' };
    default:
      return { ...base, nextStep: 'PENDING', status: 'PAY_FAILED', failedReason: res.refusalReason ?? res.resultCode ?? 'refused' };
  }
}

export interface AdyenGateway extends PaymentGateway {
  readonly clientKey: string | undefined;
  readonly environment: string;
  createSession(attempt: PayAttempt): Promise<{ id: string; sessionData: string }>;
  details(attempt: PayAttempt, details: Record<string, unknown>, paymentData?: string): Promise<GatewayResult>;
}

/** Adyen Checkout API v71 (sessions, payments, payments/details, paymentLinks); ADYEN_API_KEY + ADYEN_MERCHANT_ACCOUNT enable it. */
export function adyenGateway(env: AdyenEnv, fetchImpl: typeof fetch = fetch): AdyenGateway {
  const base =
    env.environment === 'live'
      ? `https://${env.livePrefix ?? ''}-checkout-live.adyenpayments.com/checkout/v71`
      : 'https://checkout-test.adyen.com/v71';
  const post = <T>(path: string, body: unknown, idempotencyKey?: string) =>
    callProvider<T>(
      'ADYEN',
      `${base}${path}`,
      {
        headers: {
          'X-API-Key': env.apiKey ?? '',
          'Content-Type': 'application/json',
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: JSON.stringify(body),
      },
      fetchImpl,
    );
  const common = (attempt: PayAttempt) => ({
    merchantAccount: env.merchantAccount,
    amount: { currency: attempt.currency, value: toMinorUnits(attempt.amountCents, attempt.currency) },
    reference: `PR-${attempt.recordId}`,
    returnUrl: attempt.returnUrl,
    countryCode: attempt.countryCode,
    shopperEmail: attempt.shopperEmail ?? undefined,
    shopperReference: `buyer-${attempt.buyerId}`,
    lineItems: attempt.lines.map((l) => ({
      description: l.name,
      id: String(l.skuId),
      quantity: l.quantity,
      amountIncludingTax: toMinorUnits(l.unitCents, attempt.currency),
      taxAmount: toMinorUnits(Math.round(l.taxCents / l.quantity), attempt.currency),
      taxPercentage: attempt.taxRate * 100,
    })),
    // Afterpay, Clearpay, Zip: the shopper details the authority call's content brought.
    ...adyenShopperFields(attempt.providerData.content),
  });

  return {
    provider: 'ADYEN',
    configured: Boolean(env.apiKey && env.merchantAccount),
    clientKey: env.clientKey,
    environment: env.environment,
    async start(attempt: PayAttempt): Promise<GatewayResult> {
      if (attempt.channel === 'ADYEN_LINK') {
        const link = await post<{ id: string; url: string }>('/paymentLinks', common(attempt), attempt.idempotencyKey);
        return { nextStep: 'REDIRECT', status: 'PAY_PENDING', redirectUrl: link.url, merchantSerialNo: link.id, providerData: { paymentLinkId: link.id } };
      }
      let state: { paymentMethod?: unknown; browserInfo?: unknown; billingAddress?: unknown } = {};
      try {
        state = attempt.paymentExtraKey ? (JSON.parse(attempt.paymentExtraKey) as typeof state) : {};
      } catch {
        throw new ProviderError('ADYEN', 'paymentExtraKey is not JSON');
      }
      if (!state.paymentMethod) throw new ProviderError('ADYEN', 'the component state (paymentMethod) is missing');
      const res = await post<AdyenPaymentResponse>(
        '/payments',
        { ...common(attempt), paymentMethod: state.paymentMethod, browserInfo: state.browserInfo, ...(state.billingAddress ? { billingAddress: state.billingAddress } : {}), channel: 'Web' },
        attempt.idempotencyKey,
      );
      const result = fromAdyenResult(res);
      return { ...result, providerData: { pspReference: res.pspReference ?? null } };
    },
    async createSession(attempt: PayAttempt) {
      return post<{ id: string; sessionData: string }>('/sessions', common(attempt), attempt.idempotencyKey);
    },
    async details(_attempt: PayAttempt, details: Record<string, unknown>, paymentData?: string) {
      return fromAdyenResult(await post<AdyenPaymentResponse>('/payments/details', { details, ...(paymentData ? { paymentData } : {}) }));
    },
    async check(attempt: PayAttempt, payload: Record<string, string>): Promise<StatusCheck> {
      if (payload.redirectResult) {
        const r = fromAdyenResult(await post<AdyenPaymentResponse>('/payments/details', { details: { redirectResult: payload.redirectResult } }));
        return { status: r.status, failedReason: r.failedReason ?? null, merchantSerialNo: r.merchantSerialNo ?? null };
      }
      const sessionId = attempt.providerData.sessionId;
      if (typeof sessionId === 'string' && payload.sessionResult) {
        const s = await callProvider<{ status: string }>(
          'ADYEN',
          `${base}/sessions/${encodeURIComponent(sessionId)}?sessionResult=${encodeURIComponent(payload.sessionResult)}`,
          { method: 'GET', headers: { 'X-API-Key': env.apiKey ?? '' } },
          fetchImpl,
        );
        if (s.status === 'completed') return { status: 'PAY_SUCCESS' };
        if (s.status === 'active' || s.status === 'paymentPending') return { status: 'PAY_PENDING' };
        return { status: 'PAY_FAILED', failedReason: s.status };
      }
      // Otherwise the result arrives by Adyen's webhook (not wired in this reference server).
      return { status: 'PAY_PENDING' };
    },
    async cancel(attempt: PayAttempt) {
      const psp = attempt.providerData.pspReference;
      if (typeof psp === 'string') await post(`/payments/${encodeURIComponent(psp)}/cancels`, { merchantAccount: env.merchantAccount, reference: `PR-${attempt.recordId}-cancel` });
    },
  };
}
