import type { PayChannelCode, PaymentProvider } from '@mall/shared/contract';
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
}

/** The gateways, configured from the environment (mall-api/README.md lists the variables). */
export function createGateways(env: NodeJS.ProcessEnv = process.env, fetchImpl: typeof fetch = fetch): Gateways {
  return {
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
}

export const gatewayFor = (gateways: Gateways, channel: PayChannelCode): PaymentGateway => gateways[CHANNEL_PROVIDER[channel]];
