import { basicAuth, callProvider, type GatewayResult, type PayAttempt, type PaymentGateway, toMinorUnits } from '../gateway';

export interface KlarnaEnv {
  username: string | undefined;
  password: string | undefined;
  /** Default: the playground (test) API for Europe. */
  apiUrl: string;
}

export interface KlarnaLine {
  type: 'physical' | 'shipping_fee' | 'sales_tax';
  name: string;
  quantity: number;
  unit_price: number;
  total_amount: number;
  tax_rate: number;
  total_tax_amount: number;
}

export interface KlarnaOrder {
  purchase_country: string;
  purchase_currency: string;
  locale: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: KlarnaLine[];
  merchant_reference1: string;
}

/**
 * Spec §9: Klarna lines are physical goods, a shipping_fee and a sales_tax line. Goods and
 * shipping go net of VAT and the VAT is the sales_tax line (Klarna's sales-tax model), so
 * order_tax_amount is that line and every amount adds up to order_amount exactly.
 */
export function klarnaOrder(attempt: PayAttempt, locale = 'en-DE'): KlarnaOrder {
  const minor = (cents: number) => toMinorUnits(cents, attempt.currency);
  const lines: KlarnaLine[] = attempt.lines.map((l) => {
    const net = l.totalCents - l.taxCents;
    const unit = Math.round(net / l.quantity);
    return { type: 'physical', name: l.name, quantity: l.quantity, unit_price: minor(unit), total_amount: minor(unit * l.quantity), tax_rate: 0, total_tax_amount: 0 };
  });
  if (attempt.shippingCents > 0) {
    const shippingTax = Math.round((attempt.shippingCents * attempt.taxRate) / (100 + attempt.taxRate));
    const net = minor(attempt.shippingCents - shippingTax);
    lines.push({ type: 'shipping_fee', name: 'Shipping', quantity: 1, unit_price: net, total_amount: net, tax_rate: 0, total_tax_amount: 0 });
  }
  const orderAmount = minor(attempt.amountCents);
  const tax = orderAmount - lines.reduce((sum, l) => sum + l.total_amount, 0);
  lines.push({ type: 'sales_tax', name: 'VAT', quantity: 1, unit_price: tax, total_amount: tax, tax_rate: 0, total_tax_amount: 0 });
  return {
    purchase_country: attempt.countryCode === 'UK' ? 'GB' : attempt.countryCode,
    purchase_currency: attempt.currency,
    locale,
    order_amount: orderAmount,
    order_tax_amount: tax,
    order_lines: lines,
    merchant_reference1: `PR-${attempt.recordId}`,
  };
}

export interface KlarnaGateway extends PaymentGateway {
  createSession(attempt: PayAttempt, locale?: string): Promise<{ session_id: string; client_token: string; payment_method_categories?: Array<{ identifier: string; name: string }>; order: KlarnaOrder }>;
}

/** Klarna Payments API (sessions, authorizations → order); KLARNA_USERNAME + KLARNA_PASSWORD enable it. */
export function klarnaGateway(env: KlarnaEnv, fetchImpl: typeof fetch = fetch): KlarnaGateway {
  const headers = () => ({ Authorization: basicAuth(env.username ?? '', env.password ?? ''), 'Content-Type': 'application/json' });
  return {
    provider: 'KLARNA',
    configured: Boolean(env.username && env.password),
    async createSession(attempt, locale) {
      const order = klarnaOrder(attempt, locale);
      const res = await callProvider<{ session_id: string; client_token: string; payment_method_categories?: Array<{ identifier: string; name: string }> }>(
        'KLARNA',
        `${env.apiUrl}/payments/v1/sessions`,
        { headers: headers(), body: JSON.stringify({ ...order, intent: 'buy' }) },
        fetchImpl,
      );
      return { ...res, order };
    },
    async start(attempt: PayAttempt): Promise<GatewayResult> {
      if (!attempt.token) return { nextStep: 'ACTION', status: 'PAY_PENDING', redirectInfo: { action: { type: 'klarna', needsAuthorization: true } } };
      const order = klarnaOrder(attempt);
      const res = await callProvider<{ order_id: string; fraud_status: string; redirect_url?: string }>(
        'KLARNA',
        `${env.apiUrl}/payments/v1/authorizations/${encodeURIComponent(attempt.token)}/order`,
        { headers: { ...headers(), 'Klarna-Idempotency-Key': attempt.idempotencyKey }, body: JSON.stringify({ ...order, merchant_urls: { confirmation: attempt.returnUrl } }) },
        fetchImpl,
      );
      const providerData = { klarnaOrderId: res.order_id, authorizationToken: attempt.token };
      if (res.fraud_status === 'ACCEPTED') return { nextStep: 'SUCCESS', status: 'PAY_SUCCESS', merchantSerialNo: res.order_id, providerData };
      if (res.fraud_status === 'PENDING') return { nextStep: 'PENDING', status: 'PAY_PENDING', merchantSerialNo: res.order_id, providerData };
      return { nextStep: 'PENDING', status: 'PAY_FAILED', failedReason: `Klarna: ${res.fraud_status}`, merchantSerialNo: res.order_id, providerData };
    },
    async cancel(attempt: PayAttempt) {
      const token = attempt.providerData.authorizationToken;
      if (typeof token === 'string') {
        await callProvider('KLARNA', `${env.apiUrl}/payments/v1/authorizations/${encodeURIComponent(token)}`, { method: 'DELETE', headers: headers() }, fetchImpl);
      }
    },
  };
}
