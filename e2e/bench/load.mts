import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../storefront.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const round = (n: number) => Math.round(n);

/**
 * autocannon against one URL from a second process, as a real client would be; two seconds of
 * the same load first, unmeasured (JIT warm-up is not the server's steady speed). A body makes it
 * a POST as the storefront sends it (session cookie, the order calls' application key).
 */
export function autocannon(url: string, { connections, seconds, cookie, body }: { connections: number; seconds: number; cookie?: string; body?: unknown }): LoadResult {
  const args = ['autocannon', '-c', String(connections), '-d', String(seconds), '-j', '--warmup', '[', '-c', String(connections), '-d', '2', ']'];
  if (body !== undefined) args.push('-m', 'POST', '-H', 'content-type=application/json', '-H', `cookie=${cookie ?? ''}`, '-H', 'application-key=mall-buyer-web', '-b', JSON.stringify(body));
  args.push(url);
  const out = spawnSync('npx', args, { cwd: join(ROOT, 'e2e'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  // With --warmup autocannon prints the warm-up's JSON line first: the measured run is the last line.
  const result = JSON.parse(out.stdout.trim().split('\n').at(-1)!) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
  return { requestsPerSecond: round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** Logs in as the demo buyer at `base` and answers the session cookie. */
export async function buyerCookie(base: string, buyer: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${base}/auth/mall/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(buyer) });
  if (!login.ok) throw new Error(`demo buyer could not log in at ${base}: ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0]!;
}
