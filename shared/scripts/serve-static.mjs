#!/usr/bin/env node
// Serves a remote's built folder on its own origin, as a CDN would: CORS open (the host fetches the
// manifest cross-origin), hashed assets cached for a year, the rest revalidated. Each build is also
// kept under /builds/<buildId>/ (immutable: issue 29, one version per page), beside the current pointer
// at /: `--builds <dir>` keeps every build served from it (a later release's server still serves it).
// Files are sent as the host sends its own (shared/server/builtFiles.cjs: sirv and compression).
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';

const { builtFiles } = createRequire(import.meta.url)('../server/builtFiles.cjs');

const args = process.argv.slice(2);
const root = resolve(args[0] ?? 'dist');
const portFlag = args.indexOf('--port');
const port = Number(portFlag >= 0 ? args[portFlag + 1] : process.env.PORT ?? 8081);
const host = process.env.HOST ?? '127.0.0.1';
const buildsFlag = args.indexOf('--builds');
const keptBuilds = buildsFlag >= 0 ? resolve(args[buildsFlag + 1]) : null;
const BUILD_ID = /^[\w-][\w.+-]*$/;

/** The build id both manifests carry (shared/webpack: MF_BUILD_VERSION), or null for a folder without one. */
function buildIdOf(dir) {
  try {
    const id = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')).metaData?.buildInfo?.buildVersion;
    return typeof id === 'string' && BUILD_ID.test(id) ? id : null;
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

// A folder rebuilt in place is served as it is now (live).
const current = builtFiles(root, { live: true });
const currentVersioned = builtFiles(root, { versioned: true, live: true });
const kept = new Map();
const keptBuild = (id) => {
  if (!kept.has(id)) kept.set(id, builtFiles(join(keptBuilds, id), { versioned: true, live: true }));
  return kept.get(id);
};

const safelyDecoded = (part) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

const notFound = (res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');

const server = createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  // A script or style is only ever run as the type it is served with.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const versioned = /^\/builds\/([^/]+)(\/.*)$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
  let serve = current;
  if (versioned) {
    const [, encodedId, path] = versioned;
    // Build ids carry a '+' (0.1.0+mwytpdr8), which the page's URLs encode.
    const id = safelyDecoded(encodedId);
    if (!id || !BUILD_ID.test(id) || (id !== currentBuild && !keptBuilds)) return notFound(res);
    serve = id === currentBuild ? currentVersioned : keptBuild(id);
    req.url = path;
  }
  serve(req, res, () => notFound(res));
});
// Idle keep-alive connections outlive the gaps between a page's requests (Node's 5 s raced them: ECONNRESET).
server.keepAliveTimeout = 65_000;
// The port it got (--port 0 asks the system for a free one).
server.listen(port, host, () => console.log(`[static] ${root} on http://${host}:${server.address().port}`));
