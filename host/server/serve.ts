// The host in production: its built files, the run-time config (also inlined into index.html, so
// no extra round trip), the first screen of `/` and the product page rendered into the HTML, and
// the mall API served same-origin through a proxy.
import './firstScreen/nodeSetup';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtFiles } from '@mall/shared/server/builtFiles';
import { gzipSync } from 'node:zlib';
import { apiTargets as readApiTargets, createApiProxy, forwardedHeaders } from './apiProxy';
import { createApiClient, FALLBACK_LANGUAGE, type FrameData, type Language, type RemoteBundle, type VisitorData } from '@mall/shared';
import { configFromEnv } from './config';
import { createFirstScreenRenderer, FIRST_SCREEN_TIMEOUT_MS } from './firstScreen';
import { firstScreenPage, withFrameData, withVisitorData } from './firstScreen/page';
import { hostStylesheets, remoteStylesheets } from './firstScreen/styles';
import { createVisitorReader } from './firstScreen/visitor';
import { visitorLanguage } from './firstScreen/language';
import { buildIdOf, firstScreenHints, manifestUrlFor } from './firstScreenHints';
import { createRemoteRenderer } from './remoteRenderers';
import { configuredPaymentSources } from './paymentOrigins';
import { createShopPaths, publicOrigin, robotsTxt, sitemapXml } from './sitemap';
import { contentSecurityPolicy, securityHeaders, subresourceHeaders } from './securityHeaders';
import { EARLY_TAPS_SCRIPT } from './earlyTaps';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { API_PREFIXES } = require('@mall/shared/webpack') as { API_PREFIXES: string[] };

// HOST_DIST serves another build of the shell (the bench's no-federation baseline).
const root = resolve(process.env.HOST_DIST ?? join(__dirname, '..', 'dist'));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const apiTargets = readApiTargets(process.env.MALL_API_URL);
const config = configFromEnv();

/**
 * A page as sent. Its gzip is made on the first request that needs it (then kept); pages have no
 * brotli copy (made per request or per set of hints).
 */
interface Asset { body: Buffer; gzipLevel: number | null; gzip?: Buffer; brotli: Buffer | null; type: string }
const HTML = 'text/html; charset=utf-8';
const textAsset = (body: Buffer, type = HTML): Asset => ({ body, gzipLevel: 9, brotli: null, type });
const htmlAsset = (body: Buffer): Asset => textAsset(body);

/** The asset's gzip, made once (null: not worth compressing). */
function gzipOf(a: Asset): Buffer | null {
  if (a.gzipLevel === null) return null;
  a.gzip ??= gzipSync(a.body, { level: a.gzipLevel });
  return a.gzip;
}

// JSON inside a script: escape '<' so a value can never close the tag.
const inlineConfig = `window.__STOREFRONT_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')}`;

const indexTemplate = readFileSync(join(root, 'index.html'), 'utf8');
const hints = firstScreenHints(config.remotes);
// index.html per set of first-screen hints (a few: one per remote and the home), with the frame's
// data, built again when a remote's manifest or the frame's data changes. Keyed by the hints, not
// the path: every order's page has the same.
const pages = new Map<string, { version: number; frameAt: number | null; asset: Asset }>();
function indexHtml(path: string, frame: FrameData | null, builds: Record<string, string> = {}, language: Language = FALLBACK_LANGUAGE): Asset {
  // The hints come after the host's own script tag (asked for first) and load in parallel with it.
  const links = hints.linksFor(path, builds, remoteAway).join('');
  const frameAt = frame?.answeredAt ?? null;
  // The frame's footer is in the visitor's language: one page per language too.
  const key = `${language} ${links}`;
  const cached = pages.get(key);
  if (cached && cached.version === hints.version() && cached.frameAt === frameAt) return cached.asset;
  const html = withFrameData(indexTemplate.replace('</head>', `${links}<script>${inlineConfig}</script><script>${EARLY_TAPS_SCRIPT}</script></head>`), frame);
  const built = htmlAsset(Buffer.from(html));
  pages.set(key, { version: hints.version(), frameAt, asset: built });
  return built;
}

// The first screen in the HTML (issue 16): the home's product grid and the product page's picture,
// name and price paint from the first response instead of after two federation runtimes and a
// remote's chunks. Not with FIRST_SCREEN=off, nor by default for another build of the shell
// (HOST_DIST: the bench's baseline has no remotes); FIRST_SCREEN=on keeps it for another build of
// this shell (the bench's compare.mts).
const firstScreenOn = process.env.FIRST_SCREEN === 'on' || (process.env.FIRST_SCREEN !== 'off' && !process.env.HOST_DIST);
const apiBase = (apiTargets[0] as URL).href.replace(/\/$/, '');
// How long a page waits for mall-api (FIRST_SCREEN_WAIT_MS: the journeys wait longer, not to depend on a busy machine's timing).
const waitMs = Number(process.env.FIRST_SCREEN_WAIT_MS) > 0 ? Number(process.env.FIRST_SCREEN_WAIT_MS) : FIRST_SCREEN_TIMEOUT_MS;
// Each team's server renderer, loaded at run time from the remote's own origin (issue 29), followed
// when the remote redeploys (its server manifest read every few seconds).
const remoteRenderers = firstScreenOn
  ? {
      checkout: createRemoteRenderer({ name: 'mfe_checkout', manifestUrl: config.remotes.checkout, budgetMs: waitMs }),
      orders: createRemoteRenderer({ name: 'mfe_orders', manifestUrl: config.remotes.orders, budgetMs: waitMs }),
    }
  : {};
for (const renderer of Object.values(remoteRenderers)) renderer.watch();
const renderFirstScreen = createFirstScreenRenderer({ apiBase, product: config.product, timeoutMs: waitMs, remotes: remoteRenderers });
const readVisitor = createVisitorReader({ apiBase, product: config.product, timeoutMs: waitMs });
if (firstScreenOn) void renderFirstScreen.warm();
const hostCss = hostStylesheets(root);
// Checkout's components are in it (and orders' on the order list), styled by their CSS files, read from their manifests.
const checkoutCss = remoteStylesheets({ prefix: 'checkout-' });
// Orders' classes: orders-* and order-detail*.
const ordersCss = remoteStylesheets({ prefix: 'order' });

/** A remote whose server manifest could not be read lately: its files are not hinted (firstScreenHints). */
const remoteAway = (bundle: RemoteBundle): boolean => (remoteRenderers as Partial<Record<RemoteBundle, { available(): boolean }>>)[bundle]?.available() === false;

/** The visitor's data for a page (none for another build of the shell or with FIRST_SCREEN=off). */
const visitorFor = (req: IncomingMessage): Promise<VisitorData | null> => (firstScreenOn ? readVisitor(req) : Promise.resolve(null));

/** A page as sent to one visitor: with their data it is theirs alone. */
interface Page { asset: Asset; personal: boolean }
function personalPage(html: string, visitor: VisitorData | null): Page {
  // Made per response: compressed at a cheaper level.
  const body = Buffer.from(withVisitorData(html, visitor));
  return { asset: { body, gzipLevel: 6, brotli: null, type: HTML }, personal: visitor !== null };
}

/** The page with its first screen rendered, or null (mall-api slow or down, styles not known yet: the ordinary shell). */
async function firstScreenHtml(req: IncomingMessage, path: string, search: string, visitor: Promise<VisitorData | null>): Promise<Page | null> {
  if (!firstScreenOn || !renderFirstScreen.draws(path)) return null;
  // Right after a start (or a remote's redeploy) its manifest and stylesheets are read first, within the same time limit.
  // Each build's stylesheets from its versioned path (one version per page: the page names the build, issue 29).
  const cssOf = (bundle: RemoteBundle) => {
    const manifest = hints.manifest(bundle);
    return manifest && manifestUrlFor(config.remotes[bundle], manifest, buildIdOf(manifest));
  };
  const styles = hints.ready.then(() =>
    Promise.all([checkoutCss.update(cssOf('checkout') ?? '', hints.manifest('checkout')), ordersCss.update(cssOf('orders') ?? '', hints.manifest('orders'))]),
  );
  const [screen] = await Promise.all([
    renderFirstScreen(path, req.headers, search, visitor, forwardedHeaders(req)),
    Promise.race([styles, new Promise((resolve) => setTimeout(resolve, waitMs))]),
  ]);
  // A region drawn by a build other than the one whose manifest (styles, hints) was read: that manifest
  // is behind (or ahead of) the renderer for a moment; the ordinary shell, not mismatched styles.
  if (screen && Object.entries(screen.builds).some(([bundle, id]) => buildIdOf(hints.manifest(bundle as RemoteBundle)) !== id)) {
    void hints.refresh();
    return null;
  }
  const remoteCss = screen && [checkoutCss.forMarkup(screen.html), ordersCss.forMarkup(screen.html)];
  if (!screen || !remoteCss?.every((files) => files !== null)) return null;
  return personalPage(withFrameData(firstScreenPage(indexHtml(path, null, screen.builds).body.toString('utf8'), screen, [...hostCss, ...remoteCss.flat()], publicOrigin(req.headers)), screen.frame), screen.visitor);
}

// Built once from the run-time config: the policy changes only when the host restarts with another environment.
const security = securityHeaders(
  contentSecurityPolicy({ remotes: Object.values(config.remotes), apiBase: config.apiBase, payments: configuredPaymentSources(), inlineScripts: [inlineConfig, EARLY_TAPS_SCRIPT] }),
);
const subresourceSecurity = subresourceHeaders(security);

/** A page, with the headers of a document. */
function send(req: IncomingMessage, res: ServerResponse, a: Asset, cache: string, vary = 'accept-encoding'): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const brotli = /\bbr\b/.test(accepts) ? a.brotli : null;
  const gzip = !brotli && /\bgzip\b/.test(accepts) ? gzipOf(a) : null;
  const [encoding, body] = brotli ? ['br', brotli] : gzip ? ['gzip', gzip] : [null, a.body];
  res.writeHead(200, {
    ...security,
    'content-type': a.type,
    'cache-control': cache,
    vary,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const proxy = createApiProxy(apiTargets, security);

// The build's files (shared/server/builtFiles: sirv and compression, issue 29 item 8), looked up once
// at start: the build does not change under a running host. A script or stylesheet carries only the
// headers that act on it.
const files = builtFiles(root, { headers: (pathname) => (/\.(?:js|css)$/.test(pathname) ? subresourceSecurity : security) });

/** The frame's data for a page (none for another build of the shell or with FIRST_SCREEN=off). */
const frameFor = (language: Language): Promise<FrameData | null> => (firstScreenOn ? renderFirstScreen.frame(language) : Promise.resolve(null));
/** Sends a page: one with the visitor's data is private (no shared cache keeps it) and varies with the cookie. */
function sendPage(req: IncomingMessage, res: ServerResponse, page: Page, vary: string): void {
  send(req, res, page.asset, page.personal ? 'private, no-cache' : 'no-cache', page.personal && !vary.includes('cookie') ? `${vary}, cookie` : vary);
}

/** The app's page for a route, without a first screen, with the frame's data and the visitor's (if asked for already, that answer). */
function shell(req: IncomingMessage, res: ServerResponse, path: string, visitorData = visitorFor(req)): void {
  const language = visitorLanguage({ cookie: req.headers.cookie, 'accept-language': req.headers['accept-language'] });
  void Promise.all([frameFor(language), visitorData]).then(([frame, visitor]) => {
    const page = indexHtml(path, frame, {}, language);
    sendPage(req, res, visitor ? personalPage(page.body.toString('utf8'), visitor) : { asset: page, personal: false }, 'accept-encoding, accept-language, cookie');
  });
}

// The sitemap's pages, asked of mall-api without any visitor's cookie, kept for an hour.
const shopPaths = createShopPaths(createApiClient({ baseUrl: apiBase, product: config.product, readRetries: 0 }));

/** /robots.txt and /sitemap.xml (issue 32); the sitemap answers 503 while mall-api does not (a crawler comes back). */
function crawlerFile(req: IncomingMessage, res: ServerResponse, path: '/robots.txt' | '/sitemap.xml'): void {
  const origin = publicOrigin(req.headers);
  const ready = path === '/robots.txt' ? Promise.resolve(robotsTxt(origin)) : shopPaths().then((pages) => sitemapXml(origin, pages));
  const type = path === '/robots.txt' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8';
  ready.then(
    (text) => send(req, res, textAsset(Buffer.from(text), type), 'public, max-age=3600', 'accept-encoding, host'),
    () => {
      res.writeHead(503, { ...security, 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' });
      res.end();
    },
  );
}

const server = createServer((req, res) => {
  const { pathname: path, search } = new URL(req.url ?? '/', 'http://host');
  if (API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return proxy(req, res);
  if (path === '/storefront-config.json') {
    res.writeHead(200, { ...security, 'content-type': 'application/json', 'cache-control': 'no-cache' });
    res.end(JSON.stringify(config));
    return;
  }
  if (path === '/robots.txt' || path === '/sitemap.xml') return crawlerFile(req, res, path);
  // A built file, or else a storefront route: the app decides (including its own not-found page).
  if (path !== '/' && path !== '/index.html') return files(req, res, () => route(req, res, path, search));
  route(req, res, path, search);
});

function route(req: IncomingMessage, res: ServerResponse, path: string, search: string): void {
  if (!renderFirstScreen.draws(path) || req.method !== 'GET') return shell(req, res, path);
  const visitor = visitorFor(req);
  void firstScreenHtml(req, path, search, visitor).then(
    // The first screen follows the visitor's language, session and device.
    (page) => (page ? sendPage(req, res, page, 'accept-encoding, accept-language, cookie, user-agent') : shell(req, res, path, visitor)),
    () => shell(req, res, path, visitor),
  );
}
// Idle keep-alive connections outlive the gaps between a buyer's calls (Node's 5 s did not: a call sent
// as the server closed its connection died with ECONNRESET). As mall-api (src/http/server.ts).
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.log(`[host] storefront on http://localhost:${port} (API ${apiTargets.map((t) => t.origin).join(', ')}; remotes ${Object.values(config.remotes).join(', ')})`);
});
