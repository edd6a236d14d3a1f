/** @jest-environment node */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiTargets, createApiProxy } from './apiProxy';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/** A stand-in mall-api process that answers its own name. */
async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const apiNamed = (name: string) => listen((req, res) => req.resume().on('end', () => res.end(JSON.stringify({ name, method: req.method }))));

/** A port nothing listens on. */
async function closedPort(): Promise<string> {
  const url = await listen(() => undefined);
  const server = servers.pop()!;
  await new Promise((done) => server.close(done));
  return url;
}

function call(proxy: string, method: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${proxy}/sapi/x`, { method }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

const proxyTo = (urls: string[]) => listen(createApiProxy(apiTargets(urls.join(',')), { 'x-frame-options': 'DENY' }));

describe('the API proxy', () => {
  it('reads one or several comma-separated mall-api addresses', () => {
    expect(apiTargets(undefined).map(String)).toEqual(['http://127.0.0.1:8090/']);
    expect(apiTargets('http://127.0.0.1:8090, http://127.0.0.1:8091').map((u) => u.port)).toEqual(['8090', '8091']);
  });

  it('sends requests to the processes in turn', async () => {
    const proxy = await proxyTo([await apiNamed('a'), await apiNamed('b')]);
    const names = [];
    for (let i = 0; i < 4; i++) names.push(JSON.parse((await call(proxy, i % 2 ? 'POST' : 'GET')).body).name);
    expect(names).toEqual(['a', 'b', 'a', 'b']);
  });

  it('skips a process that is down for a read; a write to it answers 502, never sent twice', async () => {
    const proxy = await proxyTo([await closedPort(), await apiNamed('b')]);
    const read = await call(proxy, 'GET');
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body).name).toBe('b');
    await call(proxy, 'GET'); // b's turn
    const write = await call(proxy, 'POST'); // the closed one's turn
    expect(write.status).toBe(502);
    expect(JSON.parse(write.body).error.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('answers 502 when no process is up', async () => {
    const proxy = await proxyTo([await closedPort()]);
    expect((await call(proxy, 'GET')).status).toBe(502);
  });

  it("passes on the API's answer but not its connection's headers: the storefront's own keep-alive applies", async () => {
    const api = await listen((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive', 'keep-alive': 'timeout=1' });
      res.end('{"name":"a"}');
    });
    const answer = await call(await proxyTo([api]), 'POST');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['keep-alive']).not.toBe('timeout=1');
  });
});
