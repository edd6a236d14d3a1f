import { basicAuth, callProvider, type GatewayResult, type PayAttempt, type PaymentGateway, type StatusCheck, toMinorUnits } from '../gateway';

export interface AffirmEnv {
  publicKey: string | undefined;
  privateKey: string | undefined;
  /** Default: the sandbox. */
  apiUrl: string;
}

/**
 * The checkout object affirm.checkout() takes (amounts in cents, spec §9), built by the server so
 * the storefront cannot change what is financed.
 */
export function affirmCheckout(attempt: PayAttempt, publicKey: string): Record<string, unknown> {
  const cents = (c: number) => toMinorUnits(c, attempt.currency);
  return {
    merchant: {
      public_api_key: publicKey,
      user_confirmation_url: attempt.returnUrl,
      user_cancel_url: `${attempt.returnUrl}${attempt.returnUrl.includes('?') ? '&' : '?'}status=failed`,
      user_confirmation_url_action: 'GET',
    },
    items: attempt.lines.map((l) => ({ display_name: l.name, sku: String(l.skuId), unit_price: cents(l.unitCents), qty: l.quantity, item_image_url: l.imageUrl })),
    currency: attempt.currency,
    shipping_amount: cents(attempt.shippingCents),
    tax_amount: cents(attempt.taxCents),
    total: cents(attempt.amountCents),
    order_id: `PR-${attempt.recordId}`,
    metadata: { mode: 'modal' },
  };
}

export interface AffirmGateway extends PaymentGateway {
  authorize(attempt: PayAttempt, checkoutToken: string): Promise<StatusCheck>;
}

/** Affirm (checkout object → checkout_token → transaction authorized); AFFIRM_PUBLIC_KEY + AFFIRM_PRIVATE_KEY enable it. */
export function affirmGateway(env: AffirmEnv, fetchImpl: typeof fetch = fetch): AffirmGateway {
  return {
    provider: 'AFFIRM',
    configured: Boolean(env.publicKey && env.privateKey),
    async start(attempt: PayAttempt): Promise<GatewayResult> {
      return { nextStep: 'ACTION', status: 'PAY_PENDING', redirectInfo: { action: affirmCheckout(attempt, env.publicKey ?? '') } };
    },
    async authorize(attempt: PayAttempt, checkoutToken: string): Promise<StatusCheck> {
      const tx = await callProvider<{ id: string; status: string; amount: number }>(
        'AFFIRM',
        `${env.apiUrl}/transactions`,
        {
          headers: { Authorization: basicAuth(env.publicKey ?? '', env.privateKey ?? ''), 'Content-Type': 'application/json', 'Idempotency-Key': `${attempt.idempotencyKey}-authorize` },
          body: JSON.stringify({ transaction_id: checkoutToken, order_id: `PR-${attempt.recordId}` }),
        },
        fetchImpl,
      );
      if (tx.amount !== toMinorUnits(attempt.amountCents, attempt.currency)) {
        return { status: 'PAY_FAILED', failedReason: 'Affirm authorized another amount', merchantSerialNo: tx.id };
      }
      // Authorized, captured when the goods ship.
      if (tx.status === 'authorized') return { status: 'PRE_AUTH_SUCCESS', merchantSerialNo: tx.id, providerData: { affirmTransactionId: tx.id } };
      return { status: 'PAY_FAILED', failedReason: `Affirm: ${tx.status}`, merchantSerialNo: tx.id };
    },
  };
}
