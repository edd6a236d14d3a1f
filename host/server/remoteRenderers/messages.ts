import type { RemoteFragmentsRequest, RemoteRenderRequest } from '@mall/shared/ssr';

/** What a renderer's worker starts with: the remote's federation name and its server manifest. */
export interface WorkerStart { name: string; manifestUrl: string }

/** A call to the worker, answered by a `result` with the same id. */
export type WorkerCall =
  | { id: number; kind: 'render'; request: RemoteRenderRequest }
  | { id: number; kind: 'fragments'; request: RemoteFragmentsRequest };

export type WorkerAnswer =
  | { type: 'ready'; buildId: string; paths: string[] }
  | { type: 'failed'; reason: string }
  | { type: 'result'; id: number; result: unknown; error?: string };
