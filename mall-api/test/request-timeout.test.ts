/**
 * Issue 28 item 11: a request slower than its time (a slow-loris client sending headers a byte at a
 * time, or a body that never ends) is answered 408 in the failure envelope, and the server goes on
 * serving others.
 */
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ErrorCode, FailureEnvelope } from '@mall/shared/contract';
import { serveApp } from '../src/http/server';
import type { AppEnv } from '../src/http/route';

const TIMEOUT_MS = 400;
let server: Server;
let port: number;
beforeAll(async () => {
  const app = new Hono<AppEnv>();
  app.get('/health', (c) => c.json({ ok: true }));
  app.post('/echo', async (c) => c.json({ length: (await c.req.text()).length }));
  server = await new Promise<Server>((ready) => {
    const s = serveApp(app, { port: 0, hostname: '127.0.0.1', requestTimeoutMs: TIMEOUT_MS }, () => ready(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((done) => server.close(done)));

/** Sends the first bytes of a request and never the rest; what the server answers before it closes. */
function stalled(bytes: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body });
    });
  });
}

const errorOf = (body: string) => v.parse(FailureEnvelope, JSON.parse(body)).error;

describe('a request slower than its time', () => {
  it('headers that never end are answered 408 in the envelope', async () => {
    const answer = await stalled('GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: a');
    expect(answer.status).toBe(408);
    expect(errorOf(answer.body)).toEqual({ code: ErrorCode.validation, message: 'request.timeout' });
  }, 10_000);

  it('a body that never ends is answered 408 in the envelope', async () => {
    const answer = await stalled('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":');
    expect(answer.status).toBe(408);
    expect(errorOf(answer.body)).toEqual({ code: ErrorCode.validation, message: 'request.timeout' });
  }, 10_000);

  it('others are served meanwhile and after', async () => {
    const slow = stalled('GET /health HTTP/1.1\r\nHost: x\r\n');
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    await slow;
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  }, 10_000);
});
