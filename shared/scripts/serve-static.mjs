#!/usr/bin/env node
// Serves a remote's built folder on its own origin, as a CDN would: CORS open (the host fetches the
// manifest cross-origin), hashed assets cached for a year, the rest revalidated.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
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
const compressible = new Set(['.js', '.mjs', '.css', '.json', '.html', '.svg', '.map']);

const statOrNull = (path) => {
  try {
    return statSync(path);
  } catch {
    return null;
  }
};

createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  // A script or style is only ever run as the type it is served with.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const url = new URL(req.url ?? '/', 'http://x');
  const file = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
  const stat = statOrNull(file);
  if (!stat) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
  if (!stat.isFile()) { res.writeHead(404).end(); return; }
  const ext = extname(file);
  const hashed = /\.[0-9a-f]{8,}\./.test(file);
  res.setHeader('content-type', types[ext] ?? 'application/octet-stream');
  res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
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
}).listen(port, host, () => console.log(`[static] ${root} on http://${host}:${port}`));
