/**
 * Payment providers behind one interface (see types.ts for the contract and how the pay flow uses it).
 * Only this file and types.ts are in the checkout page's chunk; each provider module and its SDK
 * are separate chunks, loaded by loadPaymentAdapter when the buyer chooses that channel.
 */
import type { PaymentAdapter, PaymentProvider } from './types';

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

/** Which provider serves a pay channel (spec §9 channel codes). BRAINTREE is PayPal's processor. */
const CHANNEL_PROVIDER: Record<string, PaymentProvider> = {
  ADYEN_PC: 'adyen',
  ADYEN_LINK: 'adyen',
  STRIPE_PAY_PC: 'stripe',
  STRIPE_PAY_QUICK: 'stripe',
  KLARNA: 'klarna',
  BRAINTREE: 'paypal',
  AFFIRM_PC: 'affirm',
  MOCKPAY: 'mockpay',
  PAYPAL_PAY_PC: 'paypal',
};

/** undefined for a channel this storefront has no adapter for (the pay flow should not offer it). */
export function providerOfChannel(channel: string): PaymentProvider | undefined {
  return CHANNEL_PROVIDER[channel.toUpperCase()];
}
