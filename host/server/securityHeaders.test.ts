/** @jest-environment node */
import { createHash } from 'node:crypto';
import { configuredPaymentSources } from './paymentOrigins';
import { contentSecurityPolicy, isSubresource, securityHeaders, subresourceHeaders } from './securityHeaders';

const remotes = ['https://cdn.example/checkout/mf-manifest.json', 'https://cdn.example/orders/mf-manifest.json', 'http://localhost:8083/mf-manifest.json'];
const inlineConfig = 'window.__STOREFRONT_CONFIG__={"apiBase":""}';

/** The policy as directive -> sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((part) => { const [name = '', ...sources] = part.split(' '); return [name, sources]; }));
}

const policyFor = (env: NodeJS.ProcessEnv, apiBase = '') =>
  parse(contentSecurityPolicy({ remotes, apiBase, payments: configuredPaymentSources(env), inlineScripts: [inlineConfig] }));

describe('the Content-Security-Policy', () => {
  it('allows this origin and each remote origin once, and no inline script but the config by its hash', () => {
    const policy = policyFor({});
    const hash = `'sha256-${createHash('sha256').update(inlineConfig).digest('base64')}'`;
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example', 'http://localhost:8083', hash]);
    // Inline <style> only (the dialogs' scroll lock writes the scrollbar width into one).
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.example', 'http://localhost:8083']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example', 'http://localhost:8083']);
    expect(Object.entries(policy).filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([name]) => name)).toEqual(['style-src']);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });

  it('locks plugins, the base URL and framing', () => {
    const policy = policyFor({});
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('adds the API origin for calls and images only when the API is not proxied', () => {
    expect(policyFor({}, 'https://api.shop.example/')['connect-src']).toContain('https://api.shop.example');
    expect(policyFor({}, 'https://api.shop.example/')['img-src']).toContain('https://api.shop.example');
    expect(policyFor({}, 'https://api.shop.example/')['script-src']).not.toContain('https://api.shop.example');
  });

  it('allows no payment provider, and no frame, when none is configured (MOCKPAY only)', () => {
    const policy = policyFor({ STRIPE_SECRET_KEY: 'sk_test_x', PAYPAL_CLIENT_SECRET: 'secret' });
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(Object.values(policy).flat().filter((source) => source.startsWith('https://') && !source.startsWith('https://cdn.example'))).toEqual([]);
  });

  const configuredAlone: Array<[string, NodeJS.ProcessEnv, string]> = [
    ['stripe', { STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }, 'https://js.stripe.com'],
    ['adyen', { ADYEN_CLIENT_KEY: 'test_x' }, 'https://checkoutshopper-test.adyen.com'],
    ['klarna', { KLARNA_USERNAME: 'PK123' }, 'https://x.klarnacdn.net'],
    ['paypal', { PAYPAL_CLIENT_ID: 'client' }, 'https://*.paypal.com'],
    ['affirm', { AFFIRM_PUBLIC_KEY: 'public' }, 'https://cdn1-sandbox.affirm.com'],
  ];
  it.each(configuredAlone)('adds %s sources only when %s is configured, and no other provider', (provider, env, source) => {
    const policy = policyFor(env);
    expect(Object.values(policy).flat()).toContain(source);
    for (const [other, , otherSource] of configuredAlone) {
      if (other !== provider) expect(Object.values(policy).flat()).not.toContain(otherSource);
    }
    expect(configuredPaymentSources(env).map((p) => p.provider)).toEqual([provider]);
  });

  it('follows the live environments of Adyen and Affirm', () => {
    expect(policyFor({ ADYEN_CLIENT_KEY: 'live_x', ADYEN_ENVIRONMENT: 'live' })['connect-src']).toContain('https://*.adyen.com');
    expect(policyFor({ AFFIRM_PUBLIC_KEY: 'k', AFFIRM_API_URL: 'https://api.affirm.com/api/v1' })['script-src']).toContain('https://cdn1.affirm.com');
  });
});

describe('the headers on every answer', () => {
  it('leave the policy and frame options off scripts and stylesheets only, which are never documents', () => {
    const headers = securityHeaders("default-src 'self'");
    expect(subresourceHeaders(headers)).toEqual({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
    expect(['text/javascript; charset=utf-8', 'text/css; charset=utf-8'].map(isSubresource)).toEqual([true, true]);
    // A page, JSON, an SVG (a document when opened by itself) keep the whole set.
    expect(['text/html; charset=utf-8', 'application/json; charset=utf-8', 'image/svg+xml', 'application/octet-stream'].map(isSubresource)).toEqual([false, false, false, false]);
  });

  it('carry the policy, nosniff and a referrer policy that keeps paths on this origin', () => {
    expect(securityHeaders("default-src 'self'")).toEqual({
      'content-security-policy': "default-src 'self'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
  });
});
