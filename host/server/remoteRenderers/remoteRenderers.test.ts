/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { RemoteFragmentsRequest, RemoteRenderRequest } from '@mall/shared/ssr';
import type { WorkerAnswer, WorkerCall, WorkerStart } from './messages';
import { createRemoteRenderer, REGION_UNAVAILABLE, serverManifestUrl, type RendererWorker } from './index';

/** A renderer's worker stand-in: it loads as `load` says and answers each call with `answer`. */
class FakeWorker extends EventEmitter implements RendererWorker {
  terminated = false;
  calls: WorkerCall[] = [];
  constructor(
    readonly start: WorkerStart,
    private readonly answer: (call: WorkerCall) => WorkerAnswer | null,
  ) {
    super();
  }
  loads(buildId: string, paths = ['/product/:urlKey']) {
    this.emit('message', { type: 'ready', buildId, paths } satisfies WorkerAnswer);
  }
  postMessage(call: WorkerCall) {
    this.calls.push(call);
    const answer = this.answer(call);
    if (answer) setImmediate(() => this.emit('message', answer));
  }
  terminate() {
    this.terminated = true;
    this.emit('exit', 1);
  }
}

const request = { path: '/product/oslo', search: '', language: 'en', mobile: false, headers: {}, apiBase: 'http://api', product: 'mall', timeoutMs: 100, frame: null, visitor: null } satisfies RemoteRenderRequest;
const drawn = (html: string) => (call: WorkerCall): WorkerAnswer => ({ type: 'result', id: call.id, result: { html } });

/** A renderer whose manifest names `manifest.buildId` (throws while it is null) and whose workers the test drives. */
function setUp({ answer = drawn('<h1>v1</h1>') as (call: WorkerCall) => WorkerAnswer | null, budgetMs = 200, buildId = 'b1' as string | null } = {}) {
  const manifest = { buildId, reads: [] as string[] };
  const workers: FakeWorker[] = [];
  const logged: string[] = [];
  const renderer = createRemoteRenderer({
    name: 'mfe_checkout',
    manifestUrl: 'http://checkout.test/mf-manifest.json',
    budgetMs,
    spawn: (start) => {
      const worker = new FakeWorker(start, answer);
      workers.push(worker);
      return worker;
    },
    readBuildId: (url) => {
      manifest.reads.push(url);
      return manifest.buildId ? Promise.resolve(manifest.buildId) : Promise.reject(new Error('ECONNREFUSED'));
    },
    log: (message) => logged.push(message),
  });
  return { renderer, manifest, workers, logged };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("a remote's server renderer, loaded at run time (issue 29)", () => {
  it("reads the server manifest beside the browser build's and loads the build it names in a worker of its own", async () => {
    expect(serverManifestUrl('https://cdn.example/checkout/mf-manifest.json')).toBe('https://cdn.example/checkout/server/mf-manifest.json');
    const { renderer, manifest, workers } = setUp();
    await settle();
    expect(manifest.reads).toEqual(['http://checkout.test/server/mf-manifest.json']);
    expect(workers.map((w) => w.start)).toEqual([{ name: 'mfe_checkout', manifestUrl: 'http://checkout.test/server/mf-manifest.json' }]);
    expect(renderer.draws('/product/oslo')).toBe(false);
    workers[0]!.loads('b1');
    await renderer.ready;
    expect(renderer.buildId()).toBe('b1');
    expect(renderer.draws('/product/oslo')).toBe(true);
    expect(renderer.draws('/cart')).toBe(false);
    expect(await renderer.render(request)).toEqual({ html: '<h1>v1</h1>' });
    expect(workers[0]!.calls).toEqual([{ id: expect.any(Number), kind: 'render', request }]);
  });

  it('follows a redeploy without a restart: the new build in a fresh worker, the old one serving until then, then retired', async () => {
    const { renderer, manifest, workers } = setUp();
    await settle();
    workers[0]!.loads('b1');
    await renderer.ready;
    await renderer.poll();
    expect(workers).toHaveLength(1); // the same build: nothing to do
    manifest.buildId = 'b2';
    const switching = renderer.poll();
    await settle();
    expect(workers).toHaveLength(2);
    // While b2 loads, b1 still draws; polling again does not start b2 twice.
    expect(renderer.buildId()).toBe('b1');
    await renderer.poll();
    expect(workers).toHaveLength(2);
    workers[1]!.loads('b2');
    await switching;
    expect(renderer.buildId()).toBe('b2');
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.terminated).toBe(false);
    await renderer.render(request);
    expect(workers[1]!.calls).toHaveLength(1);
    renderer.close();
  });

  it("warms a new build up before it takes over: it draws the last anonymous page of each kind and the home's cards, never a buyer's page, with nobody's headers", async () => {
    const { renderer, manifest, workers } = setUp();
    await settle();
    workers[0]!.loads('b1', ['/product/:urlKey', '/cart']);
    await renderer.ready;
    const anna = { answeredAt: 1, user: { id: 7, nickname: 'Anna', username: null, email: 'a@b.de', mobile: null, prefix: null, isTourist: false, extra: { firstName: null, lastName: null, city: null, gender: null } }, cartCount: 1 };
    const visitor = { answeredAt: 1, user: null, cartCount: 0 };
    await renderer.render({ ...request, path: '/product/sofa', visitor, headers: { cookie: 'mall.language=de', 'x-forwarded-for': '203.0.113.9' } });
    await renderer.render({ ...request, path: '/product/oslo', visitor, headers: { cookie: 'mall.language=de' } });
    await renderer.render({ ...request, path: '/cart', visitor: anna, headers: { cookie: 'mall_session=anna' } });
    const cards: RemoteFragmentsRequest = { fragment: 'ProductCard', props: [{ item: 'sofa' }], language: 'en', mobile: true };
    await renderer.renderFragments(cards);

    manifest.buildId = 'b2';
    const switching = renderer.poll();
    await settle();
    workers[1]!.loads('b2', ['/product/:urlKey', '/cart']);
    await settle();
    // The samples, drawn by the new build before it takes over.
    expect(workers[1]!.calls).toEqual([
      { id: expect.any(Number), kind: 'render', request: { ...request, path: '/product/oslo', visitor, headers: {} } },
      { id: expect.any(Number), kind: 'fragments', request: cards },
    ]);
    await switching;
    expect(renderer.buildId()).toBe('b2');
    expect(workers[0]!.terminated).toBe(true);
    renderer.close();
  });

  it('keeps the running build when the new one fails to load, and draws nothing until one loads', async () => {
    const { renderer, manifest, workers, logged } = setUp({ buildId: null });
    await renderer.ready;
    expect(workers).toEqual([]);
    expect(await renderer.render(request)).toBe(REGION_UNAVAILABLE);
    expect(logged).toEqual([expect.stringContaining('manifest not readable')]);
    manifest.buildId = 'b1';
    const loading = renderer.poll();
    await settle();
    workers[0]!.loads('b1');
    await loading;
    manifest.buildId = 'b2';
    const failing = renderer.poll();
    await settle();
    workers[1]!.emit('message', { type: 'failed', reason: 'chunk 404' } satisfies WorkerAnswer);
    await failing;
    expect(renderer.buildId()).toBe('b1');
    expect(workers[1]!.terminated).toBe(true);
    expect(await renderer.render(request)).toEqual({ html: '<h1>v1</h1>' });
  });

  it('gives the region to the browser (unavailable) when the renderer is slower than its budget, throws or answers off the protocol', async () => {
    const slow = setUp({ answer: () => null, budgetMs: 50 });
    await settle();
    slow.workers[0]!.loads('b1');
    await slow.renderer.ready;
    // The stand-in never answers: only the budget ends the wait.
    expect(await slow.renderer.render(request)).toBe(REGION_UNAVAILABLE);
    expect(slow.logged).toEqual([expect.stringContaining('slower than 50 ms')]);

    const throwing = setUp({ answer: (call) => ({ type: 'result', id: call.id, result: null, error: 'TypeError: x is undefined' }) });
    await settle();
    throwing.workers[0]!.loads('b1');
    await throwing.renderer.ready;
    expect(await throwing.renderer.render(request)).toBe(REGION_UNAVAILABLE);
    // A renderer that declines (not this visitor's on the server) is not a failure.
    const declining = setUp({ answer: (call) => ({ type: 'result', id: call.id, result: null }) });
    await settle();
    declining.workers[0]!.loads('b1');
    await declining.renderer.ready;
    expect(await declining.renderer.render(request)).toBeNull();

    const off = setUp({ answer: (call) => ({ type: 'result', id: call.id, result: { markup: '<p>' } }) });
    await settle();
    off.workers[0]!.loads('b1');
    await off.renderer.ready;
    expect(await off.renderer.render(request)).toBe(REGION_UNAVAILABLE);
    expect(await off.renderer.renderFragments({ fragment: 'ProductCard', props: [{}], language: 'en', mobile: false })).toBeNull();

    // A page's head whose canonical path is another site's ('//', '/\\') is off the protocol too (issue 32).
    for (const canonicalPath of ['//evil.example/c/sofas', '/\\evil.example/c/sofas', 'https://evil.example/']) {
      const elsewhere = setUp({ answer: (call) => ({ type: 'result', id: call.id, result: { html: '<h1>Sofas</h1>', head: { title: 'Sofas', description: 'Sofas', canonicalPath } } }) });
      await settle();
      elsewhere.workers[0]!.loads('b1');
      await elsewhere.renderer.ready;
      expect(await elsewhere.renderer.render(request)).toBe(REGION_UNAVAILABLE);
    }
  });

  it('is unavailable while the remote does not answer its manifest (its pages get the notice), and available again when it does', async () => {
    const { renderer, manifest, workers } = setUp();
    await settle();
    workers[0]!.loads('b1');
    await renderer.ready;
    expect(renderer.available()).toBe(true);
    manifest.buildId = null;
    await renderer.poll();
    expect(renderer.available()).toBe(false);
    expect(renderer.draws('/product/oslo')).toBe(true);
    expect(await renderer.render(request)).toBe(REGION_UNAVAILABLE);
    expect(await renderer.renderFragments({ fragment: 'ProductCard', props: [{}], language: 'en', mobile: false })).toBeNull();
    expect(workers[0]!.calls).toEqual([]);
    manifest.buildId = 'b1';
    await renderer.poll();
    expect(renderer.available()).toBe(true);
    expect(workers).toHaveLength(1);
    expect(await renderer.render(request)).toEqual({ html: '<h1>v1</h1>' });
  });

  it('forgets a build whose worker stopped: nothing is drawn until the next poll starts it again', async () => {
    const { renderer, workers } = setUp();
    await settle();
    workers[0]!.loads('b1');
    await renderer.ready;
    workers[0]!.emit('error', new Error('out of memory'));
    // The remote itself is there: its regions are the browser's (REGION_UNAVAILABLE), not the notice.
    expect(renderer.available()).toBe(true);
    expect(await renderer.render(request)).toBe(REGION_UNAVAILABLE);
    const again = renderer.poll();
    await settle();
    workers[1]!.loads('b1');
    await again;
    expect(await renderer.render(request)).toEqual({ html: '<h1>v1</h1>' });
  });

  it('is available while its first build is still starting: the page leaves its regions to the browser, never the notice of a remote that is up', async () => {
    const { renderer } = setUp();
    await settle();
    // The manifest answered; the worker has not loaded the build yet.
    expect(renderer.available()).toBe(true);
    expect(renderer.buildId()).toBeNull();
    expect(await renderer.render(request)).toBe(REGION_UNAVAILABLE);
  });
});
