import type { Context } from 'hono';

/** The languages the storefront speaks (shared/src/i18n SUPPORTED_LANGUAGES). */
export const BUYER_LANGUAGES = ['en', 'de', 'zh-CN'] as const;
export type BuyerLanguage = (typeof BUYER_LANGUAGES)[number];

/** The storefront keeps the chosen language in this cookie (shared/src/i18n LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'mall.language';

const isBuyerLanguage = (value: unknown): value is BuyerLanguage => BUYER_LANGUAGES.includes(value as BuyerLanguage);

/** The storefront's chosen language, else the browser's first supported one, else English. */
export function buyerLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): BuyerLanguage {
  const chosen = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  let decoded: string | undefined;
  try {
    decoded = chosen ? decodeURIComponent(chosen) : undefined;
  } catch {
    decoded = undefined;
  }
  if (isBuyerLanguage(decoded)) return decoded;
  for (const range of (acceptLanguage ?? '').split(',')) {
    const tag = range.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('de')) return 'de';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

/** The language of a request (the cookie, then Accept-Language). */
export const requestLanguage = (c: Context): BuyerLanguage => buyerLanguage(c.req.header('cookie'), c.req.header('accept-language'));
