import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import * as v from 'valibot';
import { matchPath } from 'react-router-dom';
import { RemoteRegion, type RemoteFragmentsRequest, type RemoteRenderRequest } from '@mall/shared/ssr';
import type { WorkerAnswer, WorkerCall, WorkerStart } from './messages';

/** A region's budget (issue 29): a renderer slower than this leaves its region to the browser. */
export const REMOTE_RENDER_BUDGET_MS = 300;

/** A region its renderer could not draw: none loaded, it failed, answered off the protocol or missed its budget. */
export const REGION_UNAVAILABLE = 'unavailable';

/** Where a remote's server renderer lives: `server/` beside its browser build's manifest. */
export const serverManifestUrl = (manifestUrl: string): string => new URL('server/mf-manifest.json', manifestUrl).href;

/** The part of a renderer's worker the pool uses (a fake in the tests). */
export interface RendererWorker {
  postMessage(call: WorkerCall): void;
  on(event: 'message', listener: (answer: WorkerAnswer) => void): unknown;
  on(event: 'error' | 'exit', listener: (detail: unknown) => void): unknown;
  terminate(): Promise<number> | void;
}

/**
 * A worker thread running worker.ts, in TypeScript as the rest of the host's server: tsx's CommonJS
 * hook is registered inside the worker first (its CLI's loader flags do not reach a worker's own
 * entry on Node 20: "Unknown file extension .ts").
 */
function startWorker(start: WorkerStart): RendererWorker {
  const entry = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(join(__dirname, 'worker.ts'))});`;
  return new Worker(entry, { eval: true, workerData: start, execArgv: [] }) as unknown as RendererWorker;
}

async function fetchBuildId(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000), headers: { 'cache-control': 'no-cache' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const manifest = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } };
  const buildId = manifest.metaData?.buildInfo?.buildVersion;
  if (typeof buildId !== 'string') throw new Error(`${url}: no build id`);
  return buildId;
}

interface Running { buildId: string; paths: string[]; worker: RendererWorker; pending: Map<number, (answer: Extract<WorkerAnswer, { type: 'result' }>) => void>; retired?: boolean }

/** A call without its id: what a new build is warmed up with. */
type Sample = (id: number) => WorkerCall;

/**
 * One remote's server renderer as the host's server uses it (issue 29), loaded at run time from the
 * remote's own origin. It reads the remote's server manifest every `pollMs` and, when the build id
 * changes, starts the new build in a fresh worker and retires the old one once the new one is ready:
 * a redeploy is followed within seconds, without a restart. Each render waits at most `budgetMs`;
 * a renderer that is down, failing or slower gives null (its region is left to the browser). Never throws.
 */
export function createRemoteRenderer({
  name,
  manifestUrl,
  pollMs = 3_000,
  budgetMs = REMOTE_RENDER_BUDGET_MS,
  readyTimeoutMs = 20_000,
  warmUpMs = 5_000,
  recheckMs = 1_000,
  spawn = startWorker,
  readBuildId = fetchBuildId,
  log = (message: string) => console.warn(message),
}: {
  /** The remote's federation name (mfe_checkout). */
  name: string;
  /** Its browser build's manifest (the host's run-time config); the server manifest is beside it. */
  manifestUrl: string;
  pollMs?: number;
  budgetMs?: number;
  readyTimeoutMs?: number;
  /** How long a new build may take drawing the samples before it takes over anyway. */
  warmUpMs?: number;
  /** How old the last manifest read may be when a page is drawn (older: read again first). */
  recheckMs?: number;
  spawn?: (start: WorkerStart) => RendererWorker;
  readBuildId?: (url: string) => Promise<string>;
  log?: (message: string) => void;
}) {
  const serverManifest = serverManifestUrl(manifestUrl);
  let current: Running | null = null;
  let starting: string | null = null;
  // The remote's origin did not answer the last manifest read: its pages cannot load in a browser either.
  let unreachable = false;
  // The paths the last loaded build draws, kept while the remote is away (its pages then get the notice).
  let knownPaths: string[] = [];
  let nextId = 1;
  const reported = new Set<string>();
  const report = (message: string) => {
    if (reported.has(message) || reported.size > 50) return;
    reported.add(message);
    log(`[host] ${name}'s server renderer: ${message}`);
  };

  /**
   * The last anonymous call per kind of page (a product page, a listing, the home's cards), without
   * anyone's headers: a new build draws each once before it takes over (issue 32: a fresh worker's
   * first renders, its code still cold, missed the budget and left their regions to the browser).
   * Nobody's own pages: those are drawn with a visitor's session, which a warm-up must not use.
   */
  const samples = new Map<string, Sample>();
  function keepSample(call: WorkerCall): void {
    if (call.kind === 'render') {
      if (call.request.visitor?.user) return;
      const pattern = knownPaths.find((path) => matchPath(path, call.request.path) !== null);
      const request = { ...call.request, headers: {} };
      if (pattern) samples.set(`render ${pattern} ${request.mobile}`, (id) => ({ id, kind: 'render', request }));
    } else {
      const request = call.request;
      samples.set(`fragments ${request.fragment} ${request.mobile}`, (id) => ({ id, kind: 'fragments', request }));
    }
  }

  /** Draws the samples in a new build (answers dropped), for at most `warmUpMs`. */
  async function warmUp(running: Running): Promise<void> {
    if (samples.size === 0) return;
    const drawn = [...samples.values()].map(
      (sample) =>
        new Promise<void>((resolve) => {
          const id = nextId++;
          running.pending.set(id, () => resolve());
          try {
            running.worker.postMessage(sample(id));
          } catch {
            running.pending.delete(id);
            resolve();
          }
        }),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.all(drawn), new Promise((resolve) => (timer = setTimeout(resolve, warmUpMs)))]);
    clearTimeout(timer);
  }

  function retire(running: Running): void {
    running.retired = true;
    for (const settle of running.pending.values()) settle({ type: 'result', id: 0, result: null, error: 'retired' });
    running.pending.clear();
    void running.worker.terminate();
  }

  /** Starts a build in a worker of its own; it takes over once it has loaded its renderer. */
  function start(buildId: string): Promise<void> {
    starting = buildId;
    const worker = spawn({ name, manifestUrl: serverManifest });
    const running: Running = { buildId, paths: [], worker, pending: new Map() };
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => fail('did not load in time'), readyTimeoutMs);
      timer.unref?.();
      function fail(reason: string) {
        clearTimeout(timer);
        if (starting === buildId) starting = null;
        if (current === running) current = null;
        report(`build ${buildId} ${reason}`);
        retire(running);
        resolve();
      }
      worker.on('message', (answer: WorkerAnswer) => {
        if (answer.type === 'result') {
          running.pending.get(answer.id)?.(answer);
          running.pending.delete(answer.id);
        } else if (answer.type === 'failed') {
          fail(`failed to load (${answer.reason})`);
        } else {
          clearTimeout(timer);
          // The worker names the build it loaded: the manifest may have moved on meanwhile, the next poll sees it.
          running.buildId = answer.buildId;
          running.paths = answer.paths;
          // The build serving now keeps serving while the new one draws the samples.
          void warmUp(running).then(() => {
            if (starting === buildId) starting = null;
            if (running.retired) return resolve();
            knownPaths = answer.paths;
            const previous = current;
            current = running;
            if (previous) retire(previous);
            resolve();
          });
        }
      });
      worker.on('error', (error) => fail(`stopped (${error instanceof Error ? error.message : String(error)})`));
      worker.on('exit', () => {
        if (current === running) current = null;
      });
    });
  }

  let lastReadAt = 0;
  let reading: Promise<string | null> | null = null;
  /** Reads the server manifest (one read at a time): its build id, or null when the remote's origin does not answer. */
  function readManifest(): Promise<string | null> {
    reading ??= readBuildId(serverManifest)
      .then(
        (buildId) => {
          unreachable = false;
          return buildId;
        },
        (error: unknown) => {
          // The remote is not there (stopped, or its server build missing): its regions get the notice until it is back.
          unreachable = true;
          report(`manifest not readable (${error instanceof Error ? error.message : String(error)})`);
          return null;
        },
      )
      .finally(() => {
        lastReadAt = Date.now();
        reading = null;
      });
    return reading;
  }

  /** Reads the server manifest once; starts its build if it is new. Resolves when that build is ready (or failed). */
  async function poll(): Promise<void> {
    const buildId = await readManifest();
    if (buildId === null || buildId === current?.buildId || buildId === starting) return;
    await start(buildId);
  }

  /**
   * Asks the remote's origin again when its last answer is older than `recheckMs`, waiting at most
   * `budgetMs` (issue 29): a remote stopped after the last poll gets its notice on the next page, not
   * markup whose code the browser cannot load. A new build is left to the poll.
   */
  async function recheck(): Promise<void> {
    if (Date.now() - lastReadAt < recheckMs) return;
    await Promise.race([readManifest(), new Promise((resolve) => setTimeout(resolve, budgetMs).unref?.())]);
  }

  function call<T>(running: Running, make: (id: number) => WorkerCall, read: (result: unknown) => T | null): Promise<T | null> {
    const id = nextId++;
    const sent = make(id);
    keepSample(sent);
    return new Promise<T | null>((resolve) => {
      const timer = setTimeout(() => {
        running.pending.delete(id);
        report(`slower than ${budgetMs} ms`);
        resolve(null);
      }, budgetMs);
      timer.unref?.();
      running.pending.set(id, (answer) => {
        clearTimeout(timer);
        if (answer.error) report(`failed (${answer.error})`);
        resolve(answer.error ? null : read(answer.result));
      });
      try {
        running.worker.postMessage(sent);
      } catch {
        running.pending.delete(id);
        clearTimeout(timer);
        resolve(null);
      }
    });
  }

  let timer: ReturnType<typeof setInterval> | null = null;
  const first = poll();

  return {
    /** Resolves once the first manifest read (and its build's start) is done. */
    ready: first,
    /** Starts polling the manifest every `pollMs`. */
    watch() {
      timer ??= setInterval(() => void poll(), pollMs);
      timer.unref?.();
    },
    poll,
    recheck,
    /** The build that renders now (null: none loaded). */
    buildId: (): string | null => current?.buildId ?? null,
    /** Whether this remote draws this path's first screen (the last loaded build's paths, also while it is away). */
    draws: (path: string): boolean => knownPaths.some((pattern) => matchPath(pattern, path) !== null),
    /**
     * Whether the remote's origin answered the last manifest read. Only an origin that does not answer
     * gives its regions the notice: a renderer still starting (a host just started, a build just
     * deployed) or whose worker stopped leaves them to the browser, which loads the remote itself.
     */
    available: (): boolean => !unreachable,
    /**
     * The region for a request, checked against the protocol; null when the renderer declined (not
     * drawn on the server for this visitor); REGION_UNAVAILABLE when none is loaded, it failed,
     * answered off the protocol or missed its budget.
     */
    async render(request: RemoteRenderRequest): Promise<RemoteRegion | null | typeof REGION_UNAVAILABLE> {
      if (!current || unreachable) return REGION_UNAVAILABLE;
      const answer = await call(current, (id) => ({ id, kind: 'render', request }), (result) => {
        if (result === null) return { region: null };
        const parsed = v.safeParse(RemoteRegion, result);
        if (!parsed.success) report('answered off the protocol');
        return parsed.success ? { region: parsed.output } : null;
      });
      return answer ? answer.region : REGION_UNAVAILABLE;
    },
    /** A fragment's markup per set of props, or null. */
    renderFragments(request: RemoteFragmentsRequest): Promise<string[] | null> {
      if (!current || unreachable) return Promise.resolve(null);
      return call(current, (id) => ({ id, kind: 'fragments', request }), (result) =>
        Array.isArray(result) && result.length === request.props.length && result.every((html) => typeof html === 'string') ? (result as string[]) : null,
      );
    },
    close() {
      if (timer) clearInterval(timer);
      if (current) retire(current);
      current = null;
    },
  };
}

export type RemoteRenderer = ReturnType<typeof createRemoteRenderer>;
