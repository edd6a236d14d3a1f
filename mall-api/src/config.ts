import { resolve } from 'node:path';
import { addressCalls } from '@mall/shared/contract';
import { DEFAULT_TRUSTED_PROXIES } from './http/clientAddress';
import { DEFAULT_AUTH_LIMITS, DEFAULT_CODE_LIMITS, type AuthLimits, type CodeLimits } from './http/rateLimit';

/** mall-api/ itself, so default paths do not depend on the working directory. */
export const PACKAGE_DIR = resolve(__dirname, '..');
export const DEFAULT_SNAPSHOT = resolve(PACKAGE_DIR, '.snapshot/seed.tar.gz');

export interface AppConfig {
  /** Fills {product} in the contract's paths. */
  product: string;
  pointsEnabled: boolean;
  /** The market's country (MALL_MARKET_COUNTRY, default DE): the site's default country and the pay-channel lookup's. */
  marketCountry: string;
  backOfficeUrl: string;
  cardProviderPublishableKey: string;
  /** Adds Secure to the session cookie always; without it, only when the request came over https. */
  secureCookies: boolean;
  /** Login and signup limits, counted in the database. */
  authLimits: AuthLimits;
  /** Limits on sending e-mail and SMS codes, counted in the database. */
  codeLimits: CodeLimits;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges). */
  trustedProxies: string[];
  /** Origins besides the API's own whose pages may send state-changing calls (e.g. the storefront's origin with STOREFRONT_API_BASE). */
  allowedOrigins: string[];
  /** Check every answer against the call's response schema (a 500 instead of a contract drift). */
  checkAnswers: boolean;
  /** How long a session read from the database is trusted without reading it again (0: never cached; the default on PostgreSQL). */
  sessionCacheMs: number;
  /** The disk media store's folder: the bytes of uploaded files (tax-code PDFs). */
  mediaDir: string;
  /** Tax-code PDFs of this many bytes or more are refused (the spec: under 100 MB); tests set a small one. */
  taxFileMaxBytes: number;
  /** Test switch (MALL_TEST_CAPTCHA): every link-order captcha issued has this text, so journeys can type it. */
  testCaptcha?: string;
  /**
   * MOCKPAY, the local test channel whose hosted page pays for free: on by default, off with
   * NODE_ENV=production unless MALL_MOCKPAY=on names it (main.ts then warns at start).
   */
  mockPay: boolean;
  /** Test switch (MALL_TEST_OUTBOX=1): GET /__test/outbox?recipient= reads what the outbox sent there. Never in production. */
  testOutbox: boolean;
}

export type DbChoice =
  | { kind: 'postgres'; url: string }
  | { kind: 'memory' }
  | { kind: 'snapshot'; file: string }
  | { kind: 'dir'; dataDir: string };

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

const milliseconds = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value === undefined || value.trim() === '' || !Number.isFinite(n) || n < 0 ? fallback : n;
};

/** A comma-separated list, or undefined when unset. */
const list = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.split(',').map((part) => part.trim()).filter(Boolean);

const originOf = (url: string | undefined): string[] => {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    product: env.MALL_PRODUCT || 'mall',
    pointsEnabled: flag(env.MALL_POINTS_ENABLED, true),
    marketCountry: /^[A-Za-z]{2}$/.test(env.MALL_MARKET_COUNTRY ?? '') ? env.MALL_MARKET_COUNTRY!.toUpperCase() : 'DE',
    backOfficeUrl: env.MALL_BACKOFFICE_URL || 'https://seller.furniture-mall.example/backoffice',
    // Only with Stripe configured (else cards are set up with MOCKPAY and a key would ask the browser for Stripe).
    cardProviderPublishableKey: env.STRIPE_SECRET_KEY ? env.MALL_CARD_PROVIDER_KEY || env.STRIPE_PUBLISHABLE_KEY || '' : '',
    secureCookies: flag(env.MALL_COOKIE_SECURE, false),
    authLimits: DEFAULT_AUTH_LIMITS,
    codeLimits: DEFAULT_CODE_LIMITS,
    trustedProxies: list(env.MALL_TRUSTED_PROXIES) ?? DEFAULT_TRUSTED_PROXIES,
    // The storefront's public origin (where providers send buyers back) is allowed too.
    allowedOrigins: [...(list(env.MALL_ALLOWED_ORIGINS) ?? []).flatMap(originOf), ...originOf(env.MALL_PUBLIC_URL)],
    checkAnswers: flag(env.MALL_CHECK_ANSWERS, env.NODE_ENV !== 'production'),
    // On PostgreSQL several processes may serve one database: a session ended by one (logout,
    // account closed) must not act through another's cache, and a pooled lookup is cheap. PGlite
    // (one process, one backend) keeps the 5 s cache.
    sessionCacheMs: milliseconds(env.MALL_SESSION_CACHE_MS, env.DATABASE_URL ? 0 : 5_000),
    mediaDir: resolve(env.MALL_MEDIA_DIR || resolve(PACKAGE_DIR, '.data/media')),
    taxFileMaxBytes: addressCalls.TAX_FILE_MAX_BYTES,
    ...(env.MALL_TEST_CAPTCHA ? { testCaptcha: env.MALL_TEST_CAPTCHA } : {}),
    testOutbox: flag(env.MALL_TEST_OUTBOX, false) && env.NODE_ENV !== 'production',
    mockPay: flag(env.MALL_MOCKPAY, env.NODE_ENV !== 'production'),
  };
}

/** What a start must shout about: a free payment channel switched on in production. */
export function startWarnings(config: Pick<AppConfig, 'mockPay'>, env: NodeJS.ProcessEnv = process.env): string[] {
  return config.mockPay && env.NODE_ENV === 'production'
    ? ['WARNING: MOCKPAY is ON with NODE_ENV=production (MALL_MOCKPAY). Its test page marks orders paid without any money: never run a real shop like this.']
    : [];
}

export function readDbChoice(env: NodeJS.ProcessEnv = process.env): DbChoice {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  if (env.MALL_DB_SNAPSHOT) return { kind: 'snapshot', file: resolve(env.MALL_DB_SNAPSHOT) };
  if (env.MALL_DB === 'memory') return { kind: 'memory' };
  return { kind: 'dir', dataDir: resolve(env.MALL_DATA_DIR || resolve(PACKAGE_DIR, '.data/pglite')) };
}
