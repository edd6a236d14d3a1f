import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Context, MiddlewareHandler } from 'hono';
import { ErrorCode } from '@mall/shared/contract';
import type { AppConfig } from '../config';

/**
 * A request header, from Node's own header object under @hono/node-server (`c.req.header` would
 * build a WHATWG Headers copy of every header on each call), else from the Request.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming?.headers) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The first value of a header a chain of proxies may have appended to ("https, http"). */
const first = (value: string | undefined) => value?.split(',')[0]?.trim().toLowerCase() || undefined;

/**
 * Whether the browser reached us over TLS: our own socket, or a proxy in front that says so
 * (X-Forwarded-Proto: the host's proxy passes on what the TLS terminator in front of it said).
 * Believing any sender is safe for what it is used for: a client claiming https only gets a
 * Secure cookie back, which its own plain-http requests then lack.
 */
export function cameOverTls(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if ((incoming?.socket as TLSSocket | undefined)?.encrypted) return true;
  if (first(requestHeader(c, 'x-forwarded-proto')) === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

/**
 * The origins the browser may have seen this API under: through a proxy (X-Forwarded-Host and
 * -Proto, as the host's proxy sets them) and directly (Host). A page of another site cannot set
 * these headers on a browser's request (a custom header needs a CORS preflight nobody answers),
 * so they cannot be used to pass a foreign Origin off as ours.
 */
function ownOrigins(c: Context): string[] {
  const scheme = cameOverTls(c) ? 'https' : 'http';
  const origins: string[] = [];
  const forwardedHost = first(requestHeader(c, 'x-forwarded-host'));
  if (forwardedHost) origins.push(`${first(requestHeader(c, 'x-forwarded-proto')) ?? scheme}://${forwardedHost}`);
  const host = requestHeader(c, 'host')?.toLowerCase();
  if (host) origins.push(`${scheme}://${host}`);
  return origins;
}

const originOfUrl = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type OriginVerdict = 'allowed' | 'foreignOrigin' | 'crossSite' | 'foreignReferer';

/**
 * Whether a state-changing request may come from where it says. In order:
 * 1. an Origin header (every current browser sends one on a POST, PUT or DELETE) must be ours or
 *    a configured one; "null" (a sandboxed frame, a redirect chain through another site, a
 *    no-referrer page) says nothing, so the next rule decides;
 * 2. Sec-Fetch-Site, set by the browser itself: same-origin or none (typed in, bookmark) pass,
 *    same-site and cross-site do not (a sibling subdomain is another party, and SameSite=Lax
 *    cookies would still ride along);
 * 3. otherwise a Referer must be of an allowed origin;
 * 4. none of these: not a browser page (server-to-server calls, provider webhooks, tests): passes.
 *
 * Why rule 4 is safe (issue 28, decided): CSRF is a browser sending the victim's cookie on a page
 * of another site's making, and every browser current enough to matter sends Origin on a
 * cross-origin POST and Sec-Fetch-Site on every request; a client that sends neither holds its
 * own cookie, which no other site can make it use. For an older browser that sends none: the
 * session cookie is SameSite=Lax (not sent on another site's POST), and what a form of another
 * site can send (form-urlencoded, multipart, text/plain) is refused by every JSON call with 415
 * before any handler (route.ts); uploads take only the caller's own session's files.
 */
export function judgeOrigin(c: Context, allowedOrigins: readonly string[]): OriginVerdict {
  if (SAFE_METHODS.has(c.req.method)) return 'allowed';
  const allowed = (origin: string) => allowedOrigins.includes(origin) || ownOrigins(c).includes(origin);
  const origin = requestHeader(c, 'origin')?.trim().toLowerCase();
  if (origin && origin !== 'null') return allowed(origin) ? 'allowed' : 'foreignOrigin';
  const site = requestHeader(c, 'sec-fetch-site')?.trim().toLowerCase();
  if (site) return site === 'same-origin' || site === 'none' ? 'allowed' : 'crossSite';
  const referer = requestHeader(c, 'referer');
  if (referer) {
    const refererOrigin = originOfUrl(referer);
    return refererOrigin && allowed(refererOrigin) ? 'allowed' : 'foreignReferer';
  }
  return 'allowed';
}

/** Refuses (403 CROSS_ORIGIN) a state-changing call a page of another origin sent. */
export function refuseCrossOrigin(config: Pick<AppConfig, 'allowedOrigins'>): MiddlewareHandler {
  const allowedOrigins = config.allowedOrigins.map((o) => o.toLowerCase());
  return async (c, next) => {
    const verdict = judgeOrigin(c, allowedOrigins);
    if (verdict === 'allowed') return next();
    return c.json({ success: false, error: { code: ErrorCode.crossOrigin, message: `request.${verdict}` } }, 403);
  };
}
