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

/** Starts the storefront's processes (as `npm start` does) and resolves once each answers. */
export async function startServers(servers: ServerSpec[], { quiet = true } = {}): Promise<{ stop(): Promise<void> }> {
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
  try {
    await Promise.all(servers.map((server) => waitFor(server.url, 60_000)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
