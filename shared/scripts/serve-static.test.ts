/**
 * @jest-environment node
 */
// A remote's origin as `npm start` and the journeys run it (serve-static.mjs): what a browser or the
// host's server gets from it, by real HTTP requests to the script itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';

const script = join(__dirname, 'serve-static.mjs');
const big = 'export const sofa = "Oslo 3-seater sofa";\n'.repeat(200);

function folder(buildId: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-'));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: buildId } }, text }));
  writeFileSync(join(dir, 'main.0123abcd89.js'), big);
  writeFileSync(join(dir, 'main.0123abcd89.js.br'), brotliCompressSync(big));
  writeFileSync(join(dir, 'plain.js'), big);
  writeFileSync(join(dir, 'index.html'), '<p>hi</p>');
  mkdirSync(join(dir, 'nested'));
  return dir;
}

let port = 0;
const started: ChildProcess[] = [];
function serve(dir: string, builds?: string): Promise<number> {
  const child = spawn(process.execPath, [script, dir, '--port', '0', ...(builds ? ['--builds', builds] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(child);
  return new Promise((ready, failed) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const at = /:(\d+)\s*$/m.exec(chunk.toString());
      if (at) ready(Number(at[1]));
    });
    child.on('exit', (code) => failed(new Error(`serve-static exited ${code}`)));
  });
}
afterAll(() => started.forEach((child) => child.kill()));

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }
function get(path: string, headers: Record<string, string> = {}, on = port, method = 'GET'): Promise<Answer> {
  return new Promise((answered, failed) => {
    const req = request({ host: '127.0.0.1', port: on, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => answered({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', failed);
    req.end();
  });
}

const builds = mkdtempSync(join(tmpdir(), 'builds-'));
let releaseOne = 0;
beforeAll(async () => {
  // Release 1 served first, then release 2 from the same builds folder: release 1's files stay reachable.
  releaseOne = await serve(folder('release-1', 'one'), builds);
  port = await serve(folder('0.1.0+release-2', 'two'), builds);
}, 20_000);

describe("a remote's origin (issue 29 item 8: kept libraries)", () => {
  it("sends the build's brotli copy to a browser that takes br, a gzip made on the fly to one that takes gzip only, the file itself otherwise", async () => {
    const br = await get('/main.0123abcd89.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(big);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const gzip = await get('/plain.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(big);
    const identity = await get('/plain.js', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(big);
    expect(identity.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('caches a hashed file for a year and revalidates the current manifest; HEAD has no body; a second ask with the ETag is 304', async () => {
    expect((await get('/main.0123abcd89.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await get('/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body.toString()).text).toBe('two');
    const again = await get('/mf-manifest.json', { 'if-none-match': String(manifest.headers['etag']) });
    expect(again.status).toBe(304);
    const head = await get('/plain.js', {}, port, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('is open to other origins and never lets a file be sniffed as another type', async () => {
    const answer = await get('/index.html');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves each kept build under /builds/<id>/ for good, the current one too; an unknown build or a path outside the folder is not found', async () => {
    const one = await get('/builds/release-1/mf-manifest.json');
    expect(one.status).toBe(200);
    expect(JSON.parse(one.body.toString()).text).toBe('one');
    expect(one.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const two = await get('/builds/0.1.0%2Brelease-2/mf-manifest.json');
    expect(JSON.parse(two.body.toString()).text).toBe('two');
    expect(two.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/builds/release-9/mf-manifest.json')).status).toBe(404);
    expect((await get('/builds/%E0%A4%A/mf-manifest.json')).status).toBe(404);
    expect((await get('/builds/..%2f..%2fetc/passwd')).status).toBe(404);
    expect((await get('/../../etc/passwd')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    expect((await get('/nested')).status).toBe(404);
    expect((await get('/no-such-file.js')).status).toBe(404);
  });

  it('an older release\'s origin serves the newer build kept beside it; without a builds folder, only its own build', async () => {
    expect(JSON.parse((await get('/builds/0.1.0%2Brelease-2/mf-manifest.json', {}, releaseOne)).body.toString()).text).toBe('two');
    const alone = await serve(folder('release-3', 'three'));
    expect(JSON.parse((await get('/builds/release-3/mf-manifest.json', {}, alone)).body.toString()).text).toBe('three');
    expect((await get('/builds/release-1/mf-manifest.json', {}, alone)).status).toBe(404);
  });
});
