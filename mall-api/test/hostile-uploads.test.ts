/**
 * Issue 28 item 1: no upload body, however cut off, broken or slow, ends the process. For every
 * multipart call of the contract: truncated forms (a complete HTTP body whose form stops mid-part),
 * aborted requests (the socket destroyed mid-body), malformed ones (no boundary, another boundary,
 * a boundary busboy refuses, garbage) each get a 4xx envelope or nothing at all (aborted), and
 * afterwards /health answers and the same call still takes a real file. A slow body is answered
 * once it ends, while other calls are served in between. No assertion depends on timing.
 */
import { EventEmitter } from 'node:events';
import { connect } from 'node:net';
import { request } from 'node:http';
import * as v from 'valibot';
import { type AnyCall, FailureEnvelope, isMultipart, resolvePath } from '@mall/shared/contract';
import { guardProcess } from '../src/http/server';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { contractCalls } from './helpers/contractCalls';
import { refusalProblem } from './helpers/hostileCaller';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let anna: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
}, 90_000);
afterAll(() => server.close());

const uploadCalls = contractCalls().filter(({ call }) => isMultipart(call));
const BOUNDARY = 'mall-hostile-boundary';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);

/** A file of `size` bytes every upload call takes by its first bytes: a PDF for the tax code, a JPEG for the images. */
function fileFor(call: AnyCall, size = 512): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  (call.path.includes('TaxFile') ? PDF : JPEG).copy(bytes);
  return bytes;
}
const partHead = (name = 'file', fileName = 'x.bin') =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
const formEnd = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;

const pathOf = (call: AnyCall) => resolvePath(call.path, 'mall');

async function post(call: AnyCall, body: Buffer, contentType: string): Promise<{ status: number; text: string }> {
  const res = await fetch(server.url + pathOf(call), { method: 'POST', headers: { 'content-type': contentType, cookie: anna.cookie! }, body });
  return { status: res.status, text: await res.text() };
}

/** The process is still here and still serves: /health, and the call itself takes a real file. */
async function expectStillServing(call: AnyCall): Promise<void> {
  const health = await fetch(`${server.url}/health`);
  expect(health.status).toBe(200);
  const real = await post(call, Buffer.concat([partHead('file', 'real.bin'), fileFor(call), formEnd]), FORM);
  expect(real.status).toBe(200);
  expect(JSON.parse(real.text)).toMatchObject({ success: true });
}

/** A 4xx in the failure envelope, without internals. */
function expectRefused(answer: { status: number; text: string }, what: string): void {
  const problem = refusalProblem(answer);
  if (problem) throw new Error(`${what}: ${problem}`);
  expect(v.safeParse(FailureEnvelope, JSON.parse(answer.text)).success).toBe(true);
}

describe('truncated forms to every upload call', () => {
  // A complete HTTP body (its length is right) whose form stops before its closing boundary.
  const truncations: Array<[string, (call: AnyCall) => Buffer]> = [
    ['mid-file, after its first bytes', (call) => Buffer.concat([partHead(), fileFor(call, 300)])],
    ['mid-file, inside its first bytes', (call) => Buffer.concat([partHead(), fileFor(call).subarray(0, 5)])],
    ['inside the part headers', () => partHead().subarray(0, 40)],
    ['after the part headers', () => partHead()],
    ['inside the closing boundary', (call) => Buffer.concat([partHead(), fileFor(call), formEnd.subarray(0, 8)])],
    ['the 115 bytes of the report', (call) => Buffer.concat([partHead(), fileFor(call)]).subarray(0, 115)],
  ];
  it.each(uploadCalls)('$name refuses each with 4xx and keeps serving', async ({ name, call }) => {
    for (const [what, body] of truncations) {
      expectRefused(await post(call, body(call), FORM), `${name}, truncated ${what}`);
      await expectStillServing(call);
    }
  });
});

describe('malformed forms to every upload call', () => {
  const malformed: Array<[string, string, (call: AnyCall) => Buffer]> = [
    ['no boundary', 'multipart/form-data', (call) => Buffer.concat([partHead(), fileFor(call), formEnd])],
    ['another boundary than the body', 'multipart/form-data; boundary=other', (call) => Buffer.concat([partHead(), fileFor(call), formEnd])],
    ['an empty boundary', 'multipart/form-data; boundary=', (call) => Buffer.concat([partHead(), fileFor(call), formEnd])],
    ['a boundary past 70 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, (call) => Buffer.concat([partHead(), fileFor(call), formEnd])],
    ['garbage', FORM, () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
    ['a boundary line with garbage after it', FORM, () => Buffer.from(`--${BOUNDARY}\u0000\u0001garbage\r\n\r\n\r\n--${BOUNDARY}--`)],
    ['part headers without a blank line', FORM, () => Buffer.from(`--${BOUNDARY}\r\n${'X-Junk: y\r\n'.repeat(100)}`)],
    ['a part without Content-Disposition', FORM, (call) => Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Type: image/jpeg\r\n\r\n`), fileFor(call), formEnd])],
  ];
  it.each(uploadCalls)('$name refuses each with 4xx and keeps serving', async ({ name, call }) => {
    for (const [what, contentType, body] of malformed) {
      expectRefused(await post(call, body(call), contentType), `${name}, ${what}`);
      await expectStillServing(call);
    }
  });
});

/** Sends the head and part of a body that says it is longer, then destroys the socket (after `settle`, when given). */
function abortMidBody(call: AnyCall, bodyPart: Buffer, settle?: () => Promise<void>): Promise<void> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        `POST ${pathOf(call)} HTTP/1.1\r\nHost: ${url.host}\r\nCookie: ${anna.cookie}\r\nContent-Type: ${FORM}\r\nContent-Length: ${bodyPart.length + 100_000}\r\n\r\n`,
      );
      socket.write(bodyPart, () => {
        void (settle ?? (() => Promise.resolve()))().then(() => {
          socket.destroy();
          resolve();
        }, reject);
      });
    });
    socket.on('error', reject);
  });
}

describe('aborted uploads to every upload call', () => {
  const cuts: Array<[string, (call: AnyCall) => Buffer]> = [
    ['before the form starts', () => Buffer.alloc(0)],
    ['inside the part headers', () => partHead().subarray(0, 30)],
    ['mid-file', (call) => Buffer.concat([partHead(), fileFor(call, 64 * 1024)])],
  ];
  it.each(uploadCalls)('$name survives the socket destroyed mid-body, at once or once the server has read it', async ({ call }) => {
    for (const [, body] of cuts) {
      await abortMidBody(call, body(call));
      await expectStillServing(call);
      // The server has read what was sent (it answers another call meanwhile) before the socket goes.
      await abortMidBody(call, body(call), async () => void (await fetch(`${server.url}/health`)));
      await expectStillServing(call);
    }
  });
});

describe('slow uploads to every upload call', () => {
  /** Sends the form in pieces, serving other calls between them; answers what the upload was answered. */
  function sendSlowly(call: AnyCall, pieces: Buffer[]): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const req = request(`${server.url}${pathOf(call)}`, { method: 'POST', headers: { 'content-type': FORM, cookie: anna.cookie!, 'transfer-encoding': 'chunked' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8') }));
      });
      req.on('error', reject);
      req.flushHeaders();
      void (async () => {
        for (const piece of pieces) {
          req.write(piece);
          // Between two pieces the server serves others: the upload blocks nothing.
          expect((await fetch(`${server.url}/health`)).status).toBe(200);
        }
        req.end();
      })().catch(reject);
    });
  }

  it.each(uploadCalls)('$name takes a form sent in pieces and serves others meanwhile; a slow truncated one is refused', async ({ name, call }) => {
    const whole = Buffer.concat([partHead('file', 'slow.bin'), fileFor(call, 2048), formEnd]);
    const pieces = Array.from({ length: Math.ceil(whole.length / 97) }, (_, i) => whole.subarray(i * 97, (i + 1) * 97));
    const taken = await sendSlowly(call, pieces);
    expect(taken.status).toBe(200);
    expectRefused(await sendSlowly(call, pieces.slice(0, 10)), `${name}, slow and truncated`);
    await expectStillServing(call);
  });
});

describe('the safety net under them (main.ts)', () => {
  it('logs a promise that failed unheard and serves on; logs an uncaught exception and stops cleanly', () => {
    const target = new EventEmitter();
    const stop = jest.fn();
    const log = jest.fn();
    guardProcess(target, stop, log);
    target.emit('unhandledRejection', new Error('nobody awaited me'));
    expect(log).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
    target.emit('uncaughtException', new Error('nobody caught me'));
    expect(log).toHaveBeenCalledTimes(2);
    expect(stop).toHaveBeenCalledWith('uncaughtException');
  });
});
