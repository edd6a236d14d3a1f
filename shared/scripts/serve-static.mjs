#!/usr/bin/env node
// Serves a remote's built folder on its own origin, as a CDN would: CORS open (the host fetches the
// manifest cross-origin), hashed assets cached for a year, the rest revalidated. Each build is also
// kept under /builds/<buildId>/ (immutable: issue 29, one version per page), beside the current pointer
// at /: `--builds <dir>` keeps every build served from it (a later release's server still serves it).
import { createServer } from 'node:http';
import { createReadStream, mkdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

const args = process.argv.slice(2);
const root = resolve(args[0] ?? 'dist');
const portFlag = args.indexOf('--port');
const port = Number(portFlag >= 0 ? args[portFlag + 1] : process.env.PORT ?? 8081);
const host = process.env.HOST ?? '127.0.0.1';
const types = {
  '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.woff2': 'font/woff2', '.map': 'application/json',
};
const buildsFlag = args.indexOf('--builds');
const keptBuilds = buildsFlag >= 0 ? resolve(args[buildsFlag + 1]) : null;

/** The build id both manifests carry (shared/webpack: MF_BUILD_VERSION), or null for a folder without one. */
function buildIdOf(dir) {
  try {
    const id = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')).metaData?.buildInfo?.buildVersion;
    return typeof id === 'string' && /^[\w-][\w.+-]*$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
const currentBuild = buildIdOf(root);
// Kept where the next release's server finds it: an upload never overwrites an older build's files.
if (keptBuilds && currentBuild) {
  mkdirSync(keptBuilds, { recursive: true });
  rmSync(join(keptBuilds, currentBuild), { force: true, recursive: true });
  symlinkSync(root, join(keptBuilds, currentBuild), 'dir');
}

/** The folder and path a request names: /builds/<id>/<path> is that build's (this one, or one kept), the rest the current build's. */
function located(pathname) {
  const versioned = /^\/builds\/([\w-][\w.+-]*)(\/.*)$/.exec(pathname);
  if (!versioned) return { dir: root, path: pathname, immutable: false };
  const [, id, path] = versioned;
  if (id === currentBuild) return { dir: root, path, immutable: true };
  return keptBuilds ? { dir: join(keptBuilds, id), path, immutable: true } : null;
}
const compressible = new Set(['.js', '.mjs', '.css', '.json', '.html', '.svg', '.map']);

const statOrNull = (path) => {
  try {
    return statSync(path);
  } catch {
    return null;
  }
};

const server = createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  // A script or style is only ever run as the type it is served with.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const url = new URL(req.url ?? '/', 'http://x');
  const at = located(decodeURIComponent(url.pathname));
  if (!at) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
  const file = normalize(join(at.dir, at.path));
  if (!file.startsWith(at.dir)) { res.writeHead(403).end(); return; }
  const stat = statOrNull(file);
  if (!stat) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
  if (!stat.isFile()) { res.writeHead(404).end(); return; }
  const ext = extname(file);
  const hashed = /\.[0-9a-f]{8,}\./.test(file);
  res.setHeader('content-type', types[ext] ?? 'application/octet-stream');
  // A versioned path never changes (its manifest included); the current pointer's manifest does.
  res.setHeader('cache-control', hashed || at.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  // The build's brotli copy (shared/webpack: CompressionPlugin), when the browser takes br.
  const brotli = compressible.has(ext) && /\bbr\b/.test(accepts) ? statOrNull(`${file}.br`) : null;
  if (brotli?.isFile()) {
    res.setHeader('vary', 'accept-encoding');
    res.writeHead(200, { 'content-encoding': 'br', 'content-length': brotli.size });
    createReadStream(`${file}.br`).pipe(res);
    return;
  }
  if (compressible.has(ext) && /\bgzip\b/.test(accepts)) {
    res.setHeader('content-encoding', 'gzip');
    res.setHeader('vary', 'accept-encoding');
    res.writeHead(200);
    createReadStream(file).pipe(createGzip()).pipe(res);
    return;
  }
  res.writeHead(200, { 'content-length': stat.size });
  createReadStream(file).pipe(res);
});
// Idle keep-alive connections outlive the gaps between a page's requests (Node's 5 s raced them: ECONNRESET).
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => console.log(`[static] ${root} on http://${host}:${port}`));
