/**
 * Issue 28 item 11, the HTTP edge: what Node refuses before the app (a query string past 16 KB,
 * bytes that are not HTTP) is answered in the envelope; a JSON call takes JSON only (415 for
 * another Content-Type, so a cross-site form or text/plain post cannot reach a handler); every
 * upload keeps the same limit rule: a file must be under its limit (one byte less is taken, the
 * limit itself and one more are refused).
 */
import { connect } from 'node:net';
import * as v from 'valibot';
import { type AnyCall, ErrorCode, FailureEnvelope, isMultipart, itemCalls, resolvePath } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { contractCalls } from './helpers/contractCalls';
import { entriesOf, type Node, requirement } from './helpers/schemaArbitraries';
import { startTestServer, type TestServer } from './helpers/server';

/** The tax-code limit here (100 MB in the spec): the same code path with bodies sent in a moment. */
const TAX_LIMIT = 2 * 1024 * 1024;

let server: TestServer;
let anna: Client;
/** The JSON calls' caller: some of them (logout, touristSession) end its session, which changes nothing asserted. */
let ben: Client;
beforeAll(async () => {
  server = await startTestServer({ taxFileMaxBytes: TAX_LIMIT });
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
}, 90_000);
afterAll(() => server.close());

const pathOf = (call: AnyCall) => resolvePath(call.path, 'mall');
const errorOf = (text: string) => v.parse(FailureEnvelope, JSON.parse(text)).error;

/** Writes raw bytes on a new connection and answers the status and body of what comes back. */
function rawExchange(bytes: string): Promise<{ status: number; body: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(url.port), url.hostname, () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body });
    });
  });
}

describe('kept connections', () => {
  it('serves a second request on a connection left idle past Node’s default 5 s (no reset mid-call)', async () => {
    const url = new URL(server.url);
    const socket = connect(Number(url.port), url.hostname);
    let text = '';
    let heard = () => undefined as void;
    socket.on('data', (chunk: Buffer) => ((text += chunk.toString('utf8')), heard()));
    const answered = (count: number) => new Promise<void>((done) => (heard = () => void (statuses().length >= count && done()))).then(() => undefined);
    const statuses = () => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];
    const ask = () => socket.write(`GET /health HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
    await new Promise((connected) => socket.once('connect', connected));
    const first = answered(1);
    ask();
    await first;
    await new Promise((idle) => setTimeout(idle, 6_000));
    expect(socket.destroyed).toBe(false);
    const second = answered(2);
    ask();
    await second;
    socket.destroy();
    expect(statuses()).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    expect(text).toMatch(/keep-alive: timeout=65/i);
  }, 20_000);
});

describe("what Node refuses before the app, in the envelope", () => {
  it('answers a query string past 16 KB with 431 and the envelope, and serves the next caller', async () => {
    const res = await fetch(`${server.url}${pathOf(itemCalls.itemDetail)}?itemId=1&q=${'x'.repeat(17 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(errorOf(await res.text())).toEqual({ code: ErrorCode.validation, message: 'request.headersTooLarge' });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('answers headers past 16 KB the same way', async () => {
    const res = await fetch(`${server.url}/health`, { headers: { 'x-padding': 'y'.repeat(17 * 1024) } });
    expect(res.status).toBe(431);
    expect(errorOf(await res.text()).message).toBe('request.headersTooLarge');
  });

  it('answers bytes that are not HTTP with 400 and the envelope', async () => {
    const garbage = [
      '\u0000\u0001\u0002 garbage\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      // Parsed by Node, refused by the adapter before the app: no Host, a backslash in the path.
      'POST /x HTTP/1.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
      'GET /a\\b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ];
    for (const bytes of garbage) {
      const answer = await rawExchange(bytes);
      expect(answer.status).toBe(400);
      expect(errorOf(answer.body)).toEqual({ code: ErrorCode.validation, message: 'request.malformed' });
    }
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});

const jsonBodyCalls = contractCalls().filter(({ call }) => !isMultipart(call) && call.method !== 'GET');

describe('JSON calls take JSON only', () => {
  const send = async (call: AnyCall, body: string, contentType: string | undefined) => {
    const res = await fetch(server.url + pathOf(call), {
      method: call.method,
      headers: { ...(contentType === undefined ? {} : { 'content-type': contentType }), ...(ben.cookie ? { cookie: ben.cookie } : {}) },
      body,
    });
    return { status: res.status, text: await res.text() };
  };

  it.each(jsonBodyCalls)('$name refuses a body of another type (or of none) with 415 in the envelope', async ({ call }) => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', 'text/json', undefined]) {
      const answer = await send(call, '{}', type);
      expect([type, answer.status]).toEqual([type, 415]);
      expect(errorOf(answer.text)).toEqual({ code: ErrorCode.validation, message: 'body.notJson' });
    }
  });

  it.each(jsonBodyCalls)('$name takes JSON declared as the storefront and other clients declare it', async ({ call }) => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) {
      expect((await send(call, '{}', type)).status).not.toBe(415);
    }
    // No body at all needs no type (ky sends none for a call without input).
    expect((await send(call, '', undefined)).status).not.toBe(415);
  });
});

const uploadCalls = contractCalls().filter(({ call }) => isMultipart(call));

const MB = 1024 * 1024;
/** Each upload's limit as the spec states it (evidence 1M, avatar 2M, review 5M ours, the tax code as configured here). */
const LIMITS: Record<string, number> = {
  'addressCalls.uploadTaxFile': TAX_LIMIT,
  'mediaCalls.uploadEvidenceImage': MB,
  'mediaCalls.uploadAvatarImage': 2 * MB,
  'mediaCalls.uploadReviewImage': 5 * MB,
};

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n');
function fileOf(call: AnyCall, size: number): File {
  const bytes = Buffer.alloc(size, 0x20);
  (call.path.includes('TaxFile') ? PDF : JPEG).copy(bytes);
  return new File([bytes], 'f.bin');
}

describe('every upload, the same limit rule: under the limit', () => {
  it.each(uploadCalls)('$name takes one byte under its limit and refuses the limit and one byte more with 413', async ({ name, call }) => {
    const limit = LIMITS[name]!;
    // The storefront checks a file before sending it by the contract's rule: the same one.
    if (name !== 'addressCalls.uploadTaxFile') expect(requirement(entriesOf(call.request).file as Node, 'max_size')).toBe(limit - 1);
    const taken = await anna.send(call, { file: fileOf(call, limit - 1) });
    expect(taken.status).toBe(200);
    for (const size of [limit, limit + 1]) {
      const refused = await anna.send(call, { file: fileOf(call, size) });
      expect([size, refused.status]).toEqual([size, 413]);
      expect(v.parse(FailureEnvelope, refused.body).error.message).toMatch(/\.tooLarge$/);
    }
  });
});
