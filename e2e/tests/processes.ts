import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { E2E_PORTS } from '../ports';
import { originOf, REMOTES, ROOT, type Remote } from '../storefront';

/** Starts a process and resolves once it prints `ready` (rejects if it exits first, with the end of what it printed on stderr: the reason). */
function started(child: ChildProcess, ready: RegExp, name: string): Promise<ChildProcess> {
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => ready.test(chunk.toString()) && resolve(child));
    child.on('exit', (code) => reject(new Error(`${name} exited (${code}): ${stderr.trim() || 'nothing on stderr'}`)));
  });
}

/**
 * A second host process of the same build on its own origin, with mall-api at `apiPort` and the
 * journeys' remotes unless `env` points one elsewhere (REMOTE_CHECKOUT_URL, ...).
 */
export function startHost(port: number, apiPort: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  // node itself (not npx), so that stopping it stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    cwd: join(ROOT, 'host'),
    env: {
      ...process.env,
      PORT: String(port),
      MALL_API_URL: `http://127.0.0.1:${apiPort}`,
      ...Object.fromEntries(REMOTES.map((b) => [`REMOTE_${b.toUpperCase()}_URL`, `${originOf(E2E_PORTS[b])}/mf-manifest.json`])),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return started(child, /storefront on/, 'host');
}

/**
 * A remote's built folder (`dist`: its own build) served on an origin of its own, as `npm start` serves it: stopping the process takes the remote away.
 * `builds`: where the origin keeps every build it has served, each under /builds/<buildId>/ (a release's upload beside the older ones).
 */
export function startRemote(bundle: Remote, port: number, dist = join(ROOT, `mfe-${bundle}`, 'dist'), builds?: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'shared', 'scripts', 'serve-static.mjs'), dist, '--port', String(port), ...(builds ? ['--builds', builds] : [])], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return started(child, /\[static\]/, `mfe-${bundle}`);
}

/** Stops a process started here and waits until it is gone (its port refuses connections). */
export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
