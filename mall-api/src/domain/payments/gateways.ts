import type { ChannelPublicKeys, PayChannelCode, PaymentProvider } from '@mall/shared/contract';
import type { PaymentGateway } from './gateway';
import { adyenGateway, type AdyenGateway } from './providers/adyen';
import { affirmGateway, type AffirmGateway } from './providers/affirm';
import { klarnaGateway, type KlarnaGateway } from './providers/klarna';
import { mockPayGateway } from './providers/mockpay';
import { paypalGateway, type PayPalGateway } from './providers/paypal';
import { stripeGateway, type StripeGateway } from './providers/stripe';

/** Which provider serves each channel of the spec. */
export const CHANNEL_PROVIDER: Record<PayChannelCode, PaymentProvider> = {
  MOCKPAY: 'MOCKPAY',
  STRIPE_PAY_PC: 'STRIPE',
  STRIPE_PAY_QUICK: 'STRIPE',
  ADYEN_PC: 'ADYEN',
  ADYEN_LINK: 'ADYEN',
  KLARNA: 'KLARNA',
  PAYPAL_PAY_PC: 'PAYPAL',
  AFFIRM_PC: 'AFFIRM',
  BRAINTREE: 'BRAINTREE',
};

export interface Gateways {
  MOCKPAY: PaymentGateway;
  STRIPE: StripeGateway;
  ADYEN: AdyenGateway;
  KLARNA: KlarnaGateway;
  PAYPAL: PayPalGateway;
  AFFIRM: AffirmGateway;
  /** No Braintree integration in this reference server: always not configured. */
  BRAINTREE: PaymentGateway;
  /** Absolute origin the providers send buyers back to (MALL_PUBLIC_URL). */
  publicUrl: string;
  /** Browser-safe keys per configured provider (payChannel answers them); never a secret. */
  publicKeys: Partial<Record<PaymentProvider, ChannelPublicKeys>>;
}

/** Only the keys that are set (the contract's fields are optional strings, not empty ones). */
const present = (keys: ChannelPublicKeys): ChannelPublicKeys =>
  Object.fromEntries(Object.entries(keys).filter(([, value]) => typeof value === 'string' && value !== '')) as ChannelPublicKeys;

/**
 * The public keys of each provider whose gateway is configured, from the environment only
 * (mall-api/README.md lists the variables). Secrets (API keys, client secrets, private keys)
 * never appear here.
 */
export function publicKeysOf(env: NodeJS.ProcessEnv, configured: (provider: PaymentProvider) => boolean): Gateways['publicKeys'] {
  const merchantName = env.MALL_MERCHANT_NAME;
  const all: Partial<Record<PaymentProvider, ChannelPublicKeys>> = {
    STRIPE: { publishableKey: env.STRIPE_PUBLISHABLE_KEY },
    ADYEN: {
      clientKey: env.ADYEN_CLIENT_KEY,
      environment: env.ADYEN_ENVIRONMENT === 'live' ? 'live' : 'test',
      merchantAccount: env.ADYEN_MERCHANT_ACCOUNT,
      merchantName,
      applePayMerchantId: env.ADYEN_APPLE_PAY_MERCHANT_ID,
      googlePayMerchantId: env.ADYEN_GOOGLE_PAY_MERCHANT_ID,
    },
    PAYPAL: { clientId: env.PAYPAL_CLIENT_ID, environment: /sandbox/.test(env.PAYPAL_API_URL || 'sandbox') ? 'test' : 'live' },
    AFFIRM: { publicApiKey: env.AFFIRM_PUBLIC_KEY, environment: /sandbox/.test(env.AFFIRM_API_URL || 'sandbox') ? 'sandbox' : 'live' },
  };
  return Object.fromEntries(
    Object.entries(all)
      .filter(([provider]) => configured(provider as PaymentProvider))
      .map(([provider, keys]) => [provider, present(keys)] as const)
      .filter(([, keys]) => Object.keys(keys).length > 0),
  ) as Gateways['publicKeys'];
}

/** The gateways, configured from the environment (mall-api/README.md lists the variables). */
export function createGateways(env: NodeJS.ProcessEnv = process.env, fetchImpl: typeof fetch = fetch): Gateways {
  const gateways: Omit<Gateways, 'publicKeys'> = {
    MOCKPAY: mockPayGateway(),
    STRIPE: stripeGateway({ secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY }, fetchImpl),
    ADYEN: adyenGateway(
      {
        apiKey: env.ADYEN_API_KEY,
        merchantAccount: env.ADYEN_MERCHANT_ACCOUNT,
        clientKey: env.ADYEN_CLIENT_KEY,
        environment: env.ADYEN_ENVIRONMENT === 'live' ? 'live' : 'test',
        livePrefix: env.ADYEN_LIVE_URL_PREFIX,
      },
      fetchImpl,
    ),
    KLARNA: klarnaGateway(
      { username: env.KLARNA_USERNAME, password: env.KLARNA_PASSWORD, apiUrl: env.KLARNA_API_URL || 'https://api.playground.klarna.com' },
      fetchImpl,
    ),
    PAYPAL: paypalGateway(
      { clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, apiUrl: env.PAYPAL_API_URL || 'https://api-m.sandbox.paypal.com' },
      fetchImpl,
    ),
    AFFIRM: affirmGateway(
      { publicKey: env.AFFIRM_PUBLIC_KEY, privateKey: env.AFFIRM_PRIVATE_KEY, apiUrl: env.AFFIRM_API_URL || 'https://sandbox.affirm.com/api/v1' },
      fetchImpl,
    ),
    BRAINTREE: {
      provider: 'BRAINTREE',
      configured: false,
      start: () => Promise.reject(new Error('Braintree is not integrated')),
    },
    publicUrl: (env.MALL_PUBLIC_URL || 'http://localhost:8080').replace(/\/$/, ''),
  };
  return { ...gateways, publicKeys: publicKeysOf(env, (provider) => gateways[provider].configured) };
}

/** The same gateways with MOCKPAY switched off (the app's mockPay setting is off). */
export const withoutMockPay = (gateways: Gateways): Gateways => ({ ...gateways, MOCKPAY: { ...gateways.MOCKPAY, configured: false } });

export const gatewayFor = (gateways: Gateways, channel: PayChannelCode): PaymentGateway => gateways[CHANNEL_PROVIDER[channel]];
