import { File as NodeFile } from 'node:buffer';
import * as v from 'valibot';
import { defineCall, defineMultipartCall } from '../contract/define';
import { createApiClient } from './client';
import { ApiError } from './errors';

const echo = defineCall({ method: 'POST', path: '/sapi/echo', request: v.object({ n: v.number() }), response: v.object({ n: v.number() }) });
const trantor = defineCall({ method: 'POST', path: '/api/trantor/flow/x_Flow', request: v.object({ id: v.number() }), response: v.null() });
const upload = defineMultipartCall({ method: 'POST', path: '/sapi/upload', request: v.object({ file: v.instance(Blob) }), response: v.object({ size: v.number() }) });
const product = defineCall({ method: 'POST', path: '/auth/{product}/user/current', request: v.object({}), response: v.null(), safeToRetry: true });

function fakeFetch(answers: Array<{ status?: number; body: unknown } | Error>) {
  const seen: Request[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { fn: fn as unknown as typeof fetch, seen };
}

describe('the API client', () => {
  it('sends the payload and returns the validated data of the envelope', async () => {
    const { fn, seen } = fakeFetch([{ body: { success: true, data: { n: 2 } } }]);
    const client = createApiClient({ baseUrl: 'http://api.test', product: 'mall', fetch: fn });
    await expect(client.call(echo, { n: 1 })).resolves.toEqual({ n: 2 });
    expect(seen[0]!.url).toBe('http://api.test/sapi/echo');
    await expect(seen[0]!.json()).resolves.toEqual({ n: 1 });
    expect(seen[0]!.credentials).toBe('include');
  });

  it('wraps /api/trantor payloads in an array holding one object (spec convention)', async () => {
    const { fn, seen } = fakeFetch([{ body: { success: true, data: null } }]);
    await createApiClient({ baseUrl: '', product: 'mall', fetch: fn }).call(trantor, { id: 7 });
    await expect(seen[0]!.json()).resolves.toEqual([{ id: 7 }]);
  });

  it('fills {product} in the path with the configured product code', async () => {
    const { fn, seen } = fakeFetch([{ body: { success: true, data: null } }]);
    await createApiClient({ baseUrl: 'http://api.test', product: 'furniture', fetch: fn }).call(product, {});
    expect(seen[0]!.url).toBe('http://api.test/auth/furniture/user/current');
  });

  it('maps an HTTP failure envelope to one ApiError with code, status and fields', async () => {
    const { fn } = fakeFetch([
      { status: 400, body: { success: false, error: { code: 'VALIDATION', message: 'bad', fields: [{ field: 'n', message: 'n.min' }] } } },
    ]);
    const error = await createApiClient({ baseUrl: '', product: 'mall', fetch: fn }).call(echo, { n: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION', status: 400, fields: [{ field: 'n', message: 'n.min' }] });
  });

  it('refuses an answer that does not match the contract', async () => {
    const { fn } = fakeFetch([{ body: { success: true, data: { n: 'two' } } }]);
    await expect(createApiClient({ baseUrl: '', product: 'mall', fetch: fn }).call(echo, { n: 1 })).rejects.toMatchObject({ code: ApiError.badAnswer });
  });

  it('refuses a bad request before sending it', async () => {
    const { fn } = fakeFetch([]);
    await expect(createApiClient({ baseUrl: '', product: 'mall', fetch: fn }).call(echo, { n: 'x' } as never)).rejects.toMatchObject({ code: ApiError.badRequest });
    expect(fn).not.toHaveBeenCalled();
  });

  it('reports a network failure as NETWORK', async () => {
    const { fn } = fakeFetch([new TypeError('Failed to fetch')]);
    await expect(createApiClient({ baseUrl: '', product: 'mall', fetch: fn }).call(echo, { n: 1 })).rejects.toMatchObject({ code: ApiError.network });
  });

  it('retries a safe read after a 503 but never a write', async () => {
    const read = fakeFetch([{ status: 503, body: {} }, { body: { success: true, data: null } }]);
    await expect(createApiClient({ baseUrl: '', product: 'mall', fetch: read.fn, readRetries: 1 }).call(product, {})).resolves.toBeNull();
    expect(read.fn).toHaveBeenCalledTimes(2);

    const write = fakeFetch([{ status: 503, body: {} }, { body: { success: true, data: { n: 1 } } }]);
    await expect(createApiClient({ baseUrl: '', product: 'mall', fetch: write.fn, readRetries: 1 }).call(echo, { n: 1 })).rejects.toMatchObject({ status: 503 });
    expect(write.fn).toHaveBeenCalledTimes(1);
  });

  it('sends an upload as multipart/form-data, the file under its field and with its name, never as JSON', async () => {
    const { fn, seen } = fakeFetch([{ body: { success: true, data: { size: 9 } } }]);
    // Node's File: the test environment's FormData is Node's and takes only its own Blobs.
    const file = new NodeFile(['%PDF-1.4\n'], 'nif.pdf', { type: 'application/pdf' }) as unknown as File;
    await expect(createApiClient({ baseUrl: 'http://api.test', product: 'mall', fetch: fn }).call(upload, { file })).resolves.toEqual({ size: 9 });
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = (await seen[0]!.formData()).get('file') as File;
    expect(sent.name).toBe('nif.pdf');
    await expect(sent.text()).resolves.toBe('%PDF-1.4\n');
  });

  it('gives an upload all the time it needs, where a JSON call stops at the timeout', async () => {
    jest.useFakeTimers();
    try {
      const json = heldFetch({ n: 1 });
      const call = createApiClient({ baseUrl: '', product: 'mall', fetch: json.fn, timeoutMs: 1000 }).call(echo, { n: 1 }).catch((e: unknown) => e);
      await json.called;
      await jest.advanceTimersByTimeAsync(5000);
      await expect(call).resolves.toMatchObject({ code: ApiError.network });

      const form = heldFetch({ size: 1 });
      const sending = createApiClient({ baseUrl: '', product: 'mall', fetch: form.fn, timeoutMs: 1000 }).call(upload, { file: new Blob(['x']) });
      await form.called;
      await jest.advanceTimersByTimeAsync(5000);
      form.answer();
      await expect(sending).resolves.toEqual({ size: 1 });
    } finally {
      jest.useRealTimers();
    }
  });
});

/** A fetch that answers only when told to, and fails as fetch does when its signal aborts first. */
function heldFetch(data: unknown) {
  let started!: () => void;
  const called = new Promise<void>((resolve) => (started = resolve));
  let answer = () => {};
  const fn = jest.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    started();
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      answer = () => resolve(Response.json({ success: true, data }));
    });
  });
  return { fn: fn as unknown as typeof fetch, called, answer: () => answer() };
}
