import { createHash } from 'node:crypto';
import type { Directive, ProviderSources } from './paymentOrigins';

export interface PolicyInput {
  /** Each remote's manifest URL (its chunks, styles and images load from the same origin). */
  remotes: readonly string[];
  /** '' = the API is reached through this origin's proxy; else the API's own origin. */
  apiBase: string;
  /** The configured payment providers' sources (paymentOrigins.ts). */
  payments: ReadonlyArray<{ sources: ProviderSources }>;
  /** The text of every inline <script> the host's server writes into the page (the run-time config). */
  inlineScripts: readonly string[];
}

const originOf = (url: string): string | null => {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** A CSP hash source for an inline script's exact text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The storefront's Content-Security-Policy, from the run-time config: this origin, the remotes'
 * origins (federated chunks, their CSS and images), the API's origin when it is not proxied, and
 * each configured payment provider's sources only. Inline script runs only by hash (the config the
 * server inlines); no 'unsafe-inline' or 'unsafe-eval' for scripts. Styles come as files
 * (mini-css-extract) and React sets style properties through the CSSOM, but the dialogs' scroll lock
 * (Radix, react-remove-scroll) injects a <style> element whose text holds the measured scrollbar
 * width, so no fixed hash can allow it: style-src takes 'unsafe-inline' (styles cannot run code).
 */
export function contentSecurityPolicy({ remotes, apiBase, payments, inlineScripts }: PolicyInput): string {
  const remoteOrigins = remotes.map(originOf).filter((o): o is string => o !== null);
  const api = apiBase ? originOf(apiBase) : null;
  const extra = (directive: Directive) => payments.flatMap((p) => p.sources[directive] ?? []);
  const list = (...sources: Array<string | null>) => [...new Set(sources.filter((s): s is string => Boolean(s)))].join(' ');

  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", ...remoteOrigins, ...inlineScripts.map(scriptHash), ...extra('script-src'))],
    ['style-src', list("'self'", "'unsafe-inline'", ...remoteOrigins, ...extra('style-src'))],
    ['img-src', list("'self'", 'data:', ...remoteOrigins, api, ...extra('img-src'))],
    ['font-src', list("'self'", 'data:', ...remoteOrigins)],
    // The remotes' origins (a chunk's texts or pictures may be fetched); the API client calls the API.
    ['connect-src', list("'self'", ...remoteOrigins, api, ...extra('connect-src'))],
    ['frame-src', list(...extra('frame-src')) || "'none'"],
    ['form-action', list("'self'", api, ...extra('form-action'))],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The headers every document the host answers with carries: pages, JSON, pictures, anything a browser may open by itself. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // frame-ancestors' counterpart for browsers that predate it.
    'x-frame-options': 'DENY',
  };
}

/** Scripts and stylesheets: what the page loads, never a document of its own (the host serves no worker script). */
export const isSubresource = (contentType: string) => /^text\/(?:javascript|css)\b/.test(contentType);

/**
 * What a script or a stylesheet carries of them. A policy and frame options act only on a document
 * (and a worker), so on a script they are bytes and nothing else: about 1 KB a response over
 * HTTP/1.1, where headers are not compressed (issue 16: `/`'s scripts as Lighthouse counts them went
 * from 195 to 186.9 KB). nosniff still makes the browser refuse a script or a style sent as another type, and the
 * referrer policy still covers the requests a stylesheet makes (its fonts and pictures).
 */
export function subresourceHeaders(headers: Record<string, string>): Record<string, string> {
  const { 'content-security-policy': _policy, 'x-frame-options': _frames, ...rest } = headers;
  return rest;
}
