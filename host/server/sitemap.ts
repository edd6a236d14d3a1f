// Issue 32: /robots.txt and /sitemap.xml for crawlers, the sitemap from mall-api's category tree and listings.
import type { IncomingHttpHeaders } from 'node:http';
import { paths, type ApiClient } from '@mall/shared';
import { catalogueCalls } from '@mall/shared/contract';

const { MAX_PAGE, MAX_PAGE_SIZE } = catalogueCalls;
type CategoryNode = catalogueCalls.CategoryNode;

/** The buyer's own pages and the order flow: nothing there for a search engine, and personal. */
export const DISALLOWED = ['/buyer/', '/checkout', '/cart'] as const;
/** How long a sitemap is served before mall-api is asked again (the catalogue changes slowly). */
export const SITEMAP_TTL_MS = 60 * 60_000;

export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const sitemapXml = (origin: string, pagePaths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pagePaths
    .map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

/** Every category of the tree, rooms first. */
const categoryPaths = (nodes: CategoryNode[]): string[] => nodes.flatMap((node) => [node.path, ...categoryPaths(node.children)]);

/** The shop's pages: home, each category, each product (listed room by room, each product once). */
export async function shopPaths(api: ApiClient): Promise<string[]> {
  const tree = await api.call(catalogueCalls.categoryTree, {});
  const products = new Set<string>();
  for (const room of tree) {
    for (let page = 1; page <= MAX_PAGE; page++) {
      const listing = await api.call(catalogueCalls.listCategory, { path: room.path, page, pageSize: MAX_PAGE_SIZE });
      for (const item of listing.items) products.add(paths.product(item.urlKey));
      if (page * MAX_PAGE_SIZE >= listing.total) break;
    }
  }
  return ['/', ...categoryPaths(tree).map(paths.category), ...products];
}

/** The shop's pages, kept SITEMAP_TTL_MS; a failed ask is not kept (the next request asks again). */
export function createShopPaths(api: ApiClient, ttlMs = SITEMAP_TTL_MS, now = Date.now) {
  let kept: { at: number; paths: Promise<string[]> } | null = null;
  return () => {
    if (kept && now() - kept.at < ttlMs) return kept.paths;
    const asked = { at: now(), paths: shopPaths(api) };
    asked.paths.catch(() => {
      if (kept === asked) kept = null;
    });
    kept = asked;
    return asked.paths;
  };
}

const HOST_HEADER = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin the crawler reached: STOREFRONT_PUBLIC_URL when set (production), else the request's
 * Host, only when it is a plain host name (no markup can get into the files through it).
 */
export function publicOrigin(headers: IncomingHttpHeaders, configured = process.env.STOREFRONT_PUBLIC_URL): string {
  if (configured) return new URL(configured).origin;
  const host = String(headers.host ?? '');
  const proto = headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${proto}://${HOST_HEADER.test(host) ? host : 'localhost'}`;
}
