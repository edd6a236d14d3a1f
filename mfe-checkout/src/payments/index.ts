/**
 * Payment providers behind one interface (see types.ts for the contract and how the pay flow uses it).
 * Only this file and types.ts are in the checkout page's chunk; each provider module and its SDK
 * are separate chunks, loaded by loadPaymentAdapter when the buyer chooses that channel.
 */
import type { PaymentAdapter, PaymentOutcome, PaymentProvider, ProviderReturnQuery } from './types';

export * from './types';
export { toProviderAmount, toCents, klarnaOrderLines } from './amounts';
export { isApplePayAvailable } from './wallets';

const loaders: Record<PaymentProvider, () => Promise<{ adapter: PaymentAdapter }>> = {
  stripe: () => import(/* webpackChunkName: "pay-stripe" */ './stripe/adapter'),
  adyen: () => import(/* webpackChunkName: "pay-adyen" */ './adyen/adapter'),
  klarna: () => import(/* webpackChunkName: "pay-klarna" */ './klarna/adapter'),
  paypal: () => import(/* webpackChunkName: "pay-paypal" */ './paypal/adapter'),
  affirm: () => import(/* webpackChunkName: "pay-affirm" */ './affirm/adapter'),
  mockpay: () => import(/* webpackChunkName: "pay-mockpay" */ './mockpay/adapter'),
};

/** The provider's adapter, its code fetched on first use (the provider's SDK loads later still, on mount/pay). */
export async function loadPaymentAdapter(provider: PaymentProvider): Promise<PaymentAdapter> {
  return (await loaders[provider]()).adapter;
}

/**
 * Which provider serves a pay channel (spec §9 channel codes). BRAINTREE has none: this storefront
 * has no Braintree adapter and mall-api no Braintree gateway, so it is never offered.
 */
const CHANNEL_PROVIDER: Record<string, PaymentProvider> = {
  ADYEN_PC: 'adyen',
  ADYEN_LINK: 'adyen',
  STRIPE_PAY_PC: 'stripe',
  STRIPE_PAY_QUICK: 'stripe',
  KLARNA: 'klarna',
  AFFIRM_PC: 'affirm',
  MOCKPAY: 'mockpay',
  PAYPAL_PAY_PC: 'paypal',
};

/** undefined for a channel this storefront has no adapter for (the pay flow should not offer it). */
export function providerOfChannel(channel: string): PaymentProvider | undefined {
  return CHANNEL_PROVIDER[channel.toUpperCase()];
}

/** Which provider's return a pay-result query is, when the storefront has to finish it there. */
export function returningProvider(query: ProviderReturnQuery): PaymentProvider | undefined {
  // PayPal sends the buyer back with its order id (token) and the payer once approved; a buyer who
  // cancels on PayPal's page comes back by the cancel URL mall-api gave (status=failed) with the token only.
  if (query.token && (query.PayerID || query.status?.toLowerCase() === 'failed')) return 'paypal';
  return undefined;
}

/**
 * For the pay-result page, before it polls: finishes a provider's return that needs the storefront
 * (PayPal's capture after the approval page, or closing the attempt the buyer cancelled there). Loads that provider's adapter only for such a return;
 * answers null for every other entry (MOCKPAY, Adyen, Stripe returns are settled server-side).
 * Never rejects: a failed finish is a `failed` outcome and the record still tells the truth.
 */
export async function completeProviderReturn(query: ProviderReturnQuery): Promise<PaymentOutcome | null> {
  const provider = returningProvider(query);
  if (!provider) return null;
  try {
    const adapter = await loadPaymentAdapter(provider);
    return (await adapter.completeReturn?.(query)) ?? null;
  } catch (error) {
    return { status: 'failed', reason: error instanceof Error ? error.message : 'payment failed', code: 'PROVIDER_ERROR' };
  }
}
