import { spawn, type ChildProcess } from 'node:child_process';
import { PACKAGE_DIR } from '../../src/config';

export interface RunningApi {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
}

/** `tsx src/main.ts` as the package's serve script runs it, resolved once it logs its URL. */
export function startApiProcess(env: NodeJS.ProcessEnv): Promise<RunningApi> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: PACKAGE_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, url: match[1]!, exited, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`mall-api exited (${code}) before listening:\n${output}`)));
  });
}

/** Stops a process started above and waits for it. */
export async function stopApiProcess(running: RunningApi): Promise<void> {
  running.child.kill('SIGTERM');
  await running.exited;
}
