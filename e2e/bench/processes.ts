import { spawn, type ChildProcess } from 'node:child_process';
import type { ServerSpec } from '../storefront';

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the storefront's processes (as `npm start` does) and resolves once each answers. Refuses
 * when something already answers on one of their addresses: a process left from an earlier run kept
 * the port, ours could not listen, and the bench would have measured the old one's code.
 */
export async function startServers(servers: ServerSpec[], { quiet = true } = {}): Promise<{ stop(): Promise<void> }> {
  const taken = (await Promise.all(servers.map(async ({ url }) => ((await answers(url)) ? url : null)))).filter((url) => url !== null);
  if (taken.length > 0) {
    throw new Error(`already answering before the bench started its servers: ${taken.join(', ')}. Stop that process, or set E2E_PORT_BASE.`);
  }
  const children: ChildProcess[] = servers.map((server) =>
    spawn(server.command, {
      cwd: server.cwd,
      env: { ...process.env, ...server.env },
      shell: true,
      detached: true,
      stdio: quiet ? 'ignore' : 'inherit',
    }),
  );
  const stop = async () => {
    for (const child of children) {
      // Each runs in its own process group (npx → tsx → node): end the whole group.
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  };
  // A process that ends before it answers (a port taken meanwhile, a failed start) fails now, not in 60 s.
  const exited = new Promise<never>((_, reject) =>
    children.forEach((child, i) => child.once('exit', (code) => reject(new Error(`${servers[i]!.url}: its process exited (${code}) before it answered`)))),
  );
  exited.catch(() => undefined);
  try {
    await Promise.race([Promise.all(servers.map((server) => waitFor(server.url, 60_000))), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
