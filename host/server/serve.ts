// The host in production: its built files, the run-time config (also inlined into index.html, so
// no extra round trip), and the mall API served same-origin through a proxy.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiTargets as readApiTargets, createApiProxy } from './apiProxy';
import { configFromEnv } from './config';
import { firstScreenHints } from './firstScreenHints';
import { configuredPaymentSources } from './paymentOrigins';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { API_PREFIXES } = require('@mall/shared/webpack') as { API_PREFIXES: string[] };

// HOST_DIST serves another build of the shell (the bench's no-federation baseline).
const root = resolve(process.env.HOST_DIST ?? join(__dirname, '..', 'dist'));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const apiTargets = readApiTargets(process.env.MALL_API_URL);
const config = configFromEnv();

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json',
};

interface Asset { body: Buffer; gzip: Buffer | null; type: string; immutable: boolean }
const assets = new Map<string, Asset>();

function asset(path: string, body: Buffer): Asset {
  const ext = extname(path);
  const compressible = ['.js', '.css', '.json', '.html', '.svg', '.map', '.txt'].includes(ext) && body.length > 512;
  return { body, gzip: compressible ? gzipSync(body, { level: 9 }) : null, type: types[ext] ?? 'application/octet-stream', immutable: /\.[0-9a-f]{10}\./.test(path) };
}

function loadAsset(urlPath: string): Asset | null {
  const cached = assets.get(urlPath);
  if (cached) return cached;
  const file = normalize(join(root, urlPath));
  if (!file.startsWith(root)) return null;
  try {
    if (!statSync(file).isFile()) return null;
  } catch {
    return null;
  }
  const loaded = asset(file, readFileSync(file));
  assets.set(urlPath, loaded);
  return loaded;
}

// JSON inside a script: escape '<' so a value can never close the tag.
const inlineConfig = `window.__STOREFRONT_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')}`;

const indexTemplate = readFileSync(join(root, 'index.html'), 'utf8');
const hints = firstScreenHints(config.remotes);
// index.html per route with first-screen hints, built once per version of the remotes' manifests.
const pages = new Map<string, { version: number; asset: Asset }>();
function indexHtml(path: string): Asset {
  const key = hints.linksFor(path).length ? path : '*';
  const cached = pages.get(key);
  if (cached && cached.version === hints.version()) return cached.asset;
  // The hints come after the host's own script tag (asked for first) and load in parallel with it.
  const links = key === '*' ? '' : hints.linksFor(path).join('');
  const html = indexTemplate.replace('</head>', `${links}<script>${inlineConfig}</script></head>`);
  const built = asset('index.html', Buffer.from(html));
  pages.set(key, { version: hints.version(), asset: built });
  return built;
}

// Built once from the run-time config: the policy changes only when the host restarts with another environment.
const security = securityHeaders(
  contentSecurityPolicy({ remotes: Object.values(config.remotes), apiBase: config.apiBase, payments: configuredPaymentSources(), inlineScripts: [inlineConfig] }),
);

function send(req: IncomingMessage, res: ServerResponse, a: Asset, cache: string): void {
  const gzip = a.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    ...security,
    'content-type': a.type,
    'cache-control': cache,
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : gzip ? a.gzip : a.body);
}

const proxy = createApiProxy(apiTargets, security);

createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://host').pathname;
  if (API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return proxy(req, res);
  if (path === '/storefront-config.json') {
    res.writeHead(200, { ...security, 'content-type': 'application/json', 'cache-control': 'no-cache' });
    res.end(JSON.stringify(config));
    return;
  }
  const file = path !== '/' && loadAsset(path);
  if (file) return send(req, res, file, file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  // Every other path is a storefront route: the app decides (including its own not-found page).
  return send(req, res, indexHtml(path), 'no-cache');
}).listen(port, host, () => {
  console.log(`[host] storefront on http://localhost:${port} (API ${apiTargets.map((t) => t.origin).join(', ')}; remotes ${Object.values(config.remotes).join(', ')})`);
});
