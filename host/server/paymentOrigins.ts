/**
 * What each payment provider's browser code needs from the storefront's Content-Security-Policy,
 * and when the provider counts as configured. The storefront learns its providers at run time
 * from mall-api's pay channels (`configured`, `publicKeys`), which mall-api derives from its
 * environment (mall-api/README.md); the host reads the same variables, only their public halves
 * (publishable keys, client ids, API URLs: never a secret), so one environment configures both.
 * A provider not configured adds nothing to the policy. MOCKPAY needs nothing: its hosted page is
 * a top-level navigation to mall-api.
 *
 * Sources from the providers' CSP guides (Stripe "Security at Stripe", Adyen "Manage script
 * security", Klarna Payments, PayPal JS SDK "Best practices", Affirm).
 */
export type Directive = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src' | 'form-action';

export type ProviderSources = Partial<Record<Directive, string[]>>;

interface ProviderRow {
  provider: 'stripe' | 'adyen' | 'klarna' | 'paypal' | 'affirm';
  configured(env: NodeJS.ProcessEnv): boolean;
  sources(env: NodeJS.ProcessEnv): ProviderSources;
}

const sandbox = (url: string | undefined) => /sandbox|playground/.test(url || 'sandbox');

export const PAYMENT_PROVIDERS: readonly ProviderRow[] = [
  {
    // Stripe.js from js.stripe.com (never bundled); card fields and 3-D Secure in its frames.
    provider: 'stripe',
    configured: (env) => Boolean(env.STRIPE_PUBLISHABLE_KEY),
    sources: () => ({
      'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ['https://api.stripe.com'],
      'img-src': ['https://*.stripe.com'],
    }),
  },
  {
    // Adyen Web is bundled in checkout's own chunk; its secured card fields and assets come from
    // checkoutshopper. A 3-D Secure 2 challenge posts to the card issuer's own server in a frame,
    // and issuers are not a list anyone can keep: frames and form posts to any https origin
    // (Adyen's guidance; frames cannot run script in this page).
    provider: 'adyen',
    configured: (env) => Boolean(env.ADYEN_CLIENT_KEY),
    sources: (env) => {
      const shopper = env.ADYEN_ENVIRONMENT === 'live' ? 'https://*.adyen.com' : 'https://checkoutshopper-test.adyen.com';
      return {
        'style-src': [shopper],
        'img-src': [shopper],
        'connect-src': [shopper],
        'frame-src': ['https:'],
        'form-action': ['https:'],
      };
    },
  },
  {
    // Klarna Payments' SDK and its widget frames.
    provider: 'klarna',
    configured: (env) => Boolean(env.KLARNA_USERNAME),
    sources: () => ({
      'script-src': ['https://x.klarnacdn.net'],
      'frame-src': ['https://*.klarna.com', 'https://*.klarnacdn.net'],
      'connect-src': ['https://*.klarna.com', 'https://*.klarnacdn.net'],
      'img-src': ['https://x.klarnacdn.net', 'https://*.klarna.com'],
    }),
  },
  {
    // PayPal's JS SDK (buttons) only with a client id; without one the buyer is sent to PayPal's page.
    provider: 'paypal',
    configured: (env) => Boolean(env.PAYPAL_CLIENT_ID),
    sources: () => ({
      'script-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
      'style-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
      'frame-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
      'connect-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
      'img-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
    }),
  },
  {
    // affirm.js from Affirm's CDN (sandbox or live, as mall-api's AFFIRM_API_URL) and its checkout frame.
    provider: 'affirm',
    configured: (env) => Boolean(env.AFFIRM_PUBLIC_KEY),
    sources: (env) => {
      const cdn = sandbox(env.AFFIRM_API_URL) ? 'https://cdn1-sandbox.affirm.com' : 'https://cdn1.affirm.com';
      return {
        'script-src': [cdn],
        'frame-src': ['https://*.affirm.com'],
        'connect-src': ['https://*.affirm.com'],
        'img-src': ['https://*.affirm.com'],
      };
    },
  },
];

/** The configured providers and their sources. */
export function configuredPaymentSources(env: NodeJS.ProcessEnv = process.env): Array<{ provider: ProviderRow['provider']; sources: ProviderSources }> {
  return PAYMENT_PROVIDERS.filter((row) => row.configured(env)).map((row) => ({ provider: row.provider, sources: row.sources(env) }));
}
