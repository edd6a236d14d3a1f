// One remote build's server renderer, in a worker of its own (issue 29): the federation runtime keeps
// a loaded container on globalThis, so a new build of the remote gets a fresh worker, never a reload here.
import { parentPort, workerData } from 'node:worker_threads';
import { createInstance } from '@module-federation/runtime';
import type { RemoteServerRenderer } from '@mall/shared/ssr';
import type { WorkerAnswer, WorkerCall, WorkerStart } from './messages';

const { name, manifestUrl } = workerData as WorkerStart;
const port = parentPort;
if (!port) throw new Error('worker.ts runs in a worker thread');

const federation = createInstance({ name: `host_server_${name}`, remotes: [{ name, entry: manifestUrl }] });
const loaded = federation.loadRemote<{ default: RemoteServerRenderer }>(`${name}/ssr`).then((module) => {
  if (!module?.default) throw new Error(`${manifestUrl}: ./ssr has no renderer`);
  return module.default;
});

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

loaded.then(
  (renderer) => port.postMessage({ type: 'ready', buildId: renderer.buildId, paths: [...renderer.paths] } satisfies WorkerAnswer),
  (error: unknown) => port.postMessage({ type: 'failed', reason: reason(error) } satisfies WorkerAnswer),
);

port.on('message', (call: WorkerCall) => {
  void loaded
    .then((renderer): Promise<unknown> => (call.kind === 'render' ? renderer.render(call.request) : (renderer.renderFragments?.(call.request) ?? Promise.resolve(null))))
    .then(
      (result) => port.postMessage({ type: 'result', id: call.id, result } satisfies WorkerAnswer),
      (error: unknown) => port.postMessage({ type: 'result', id: call.id, result: null, error: reason(error) } satisfies WorkerAnswer),
    );
});
