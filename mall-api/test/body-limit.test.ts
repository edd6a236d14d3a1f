/**
 * Issue 10: bodies above the size limit are refused with 413 before they are parsed, whether the
 * client announces the size (content-length) or streams it (chunked, no length).
 */
import { request } from 'node:http';
import * as v from 'valibot';
import { addressCalls, authCalls, cartCalls, ErrorCode, FailureEnvelope, isMultipart, resolvePath } from '@mall/shared/contract';
import { bodyLimitOf, JSON_BODY_LIMIT } from '../src/http/bodyLimits';
import { contractCalls } from './helpers/contractCalls';
import { DbFingerprint, DbWatch } from './helpers/dbFingerprint';
import { startTestServer, type TestServer } from './helpers/server';
import { type Answer, sendUnfinished as unfinished } from './helpers/unfinished';

/** The limit of the JSON calls that need no more (issue 28: each call's limit is what it needs, http/bodyLimits.ts). */
const LIMIT = JSON_BODY_LIMIT;

let server: TestServer;
// On PostgreSQL the write mark is the cluster's: other test files' databases move it too, so a
// moved mark is settled by the contents (DbWatch).
let watch: DbWatch;
beforeAll(async () => {
  server = await startTestServer();
  watch = new DbWatch(new DbFingerprint(server.db));
}, 90_000);
afterAll(() => server.close());

const sendUnfinished = (path: string, headers: Record<string, string | number>, chunks: Buffer[]) => unfinished(server.url, path, headers, chunks);

/** A body that is not JSON at all: parsed, it would answer 400 body.invalidJson instead. */
const notJson = (size: number) => Buffer.from('{"email":"' + 'x'.repeat(Math.max(0, size - 10)));

const expectTooLarge = (answer: Answer) => {
  expect(answer.status).toBe(413);
  expect(v.parse(FailureEnvelope, answer.body).error).toMatchObject({ code: ErrorCode.validation, message: 'body.tooLarge' });
  expect(answer.headers.connection).toBe('close');
};

const pathOf = (call: { path: string }) => resolvePath(call.path, 'mall');

describe('a body over the limit', () => {
  it('is refused by its content-length alone, on every call, before a byte of it arrives', async () => {
    await watch.start();
    // Uploads (multipart: the tax-code PDF, images) stream against limits of their own.
    const calls = contractCalls().filter(({ call }) => !isMultipart(call));
    for (const { call } of calls) expectTooLarge(await sendUnfinished(pathOf(call), { 'content-length': bodyLimitOf(call) + 1 }, []));
    expect(await watch.unchanged()).toBe(true);
  });

  it('is refused while it streams in chunks without a length, once past the limit', async () => {
    await watch.start();
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const chunks = Array.from({ length: LIMIT / chunk.length + 1 }, () => chunk);
    for (const call of [authCalls.login, cartCalls.batchCreateCartLines, addressCalls.createShippingAddress]) {
      expectTooLarge(await sendUnfinished(pathOf(call), { 'transfer-encoding': 'chunked' }, chunks));
    }
    expect(await watch.unchanged()).toBe(true);
  });
});

describe('a body at the limit', () => {
  it('is read and parsed (so 400 for text that is not JSON, not 413), announced or streamed', async () => {
    const announced = await server.client().raw('POST', pathOf(authCalls.login), notJson(LIMIT).toString('utf8'));
    expect(announced.status).toBe(400);
    expect(v.parse(FailureEnvelope, announced.body).error.message).toBe('body.invalidJson');
    const half = notJson(LIMIT);
    const streamed = await new Promise<Answer>((resolve, reject) => {
      const url = new URL(server.url);
      const req = request({ host: url.hostname, port: url.port, path: pathOf(authCalls.login), method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
      req.on('response', (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(Buffer.concat(parts).toString('utf8')) }));
      });
      req.on('error', reject);
      req.write(half.subarray(0, LIMIT / 2));
      req.end(half.subarray(LIMIT / 2));
    });
    expect(streamed.status).toBe(400);
    expect(v.parse(FailureEnvelope, streamed.body).error.message).toBe('body.invalidJson');
  });
});
