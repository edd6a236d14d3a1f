/**
 * The cookie the buyer's time zone is kept in, for the host's server: it writes the dates of the pages
 * it draws for them (an order's times) in it, as the browser would (issue 29: the same markup on both
 * sides, hydrated, not drawn again).
 */
export const TIME_ZONE_COOKIE = 'mall.timeZone';

/** The zone a visitor's dates are written in before their browser has said its own: the mall's, Central European Time. */
export const MALL_TIME_ZONE = 'Europe/Berlin';

/**
 * Keeps the browser's time zone in the cookie for the next page the server draws. Reading it builds an
 * Intl formatter (a phone's first costs 40-170 ms), so call it when the browser is idle, and only for
 * a visitor with pages of dates (a session).
 */
export function rememberTimeZone(doc: Document = globalThis.document): void {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const kept = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`;
  if (!zone || doc.cookie.split('; ').includes(kept)) return;
  doc.cookie = `${kept}; path=/; max-age=31536000; samesite=lax`;
}

