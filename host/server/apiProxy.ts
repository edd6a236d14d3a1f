import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * The mall API behind the storefront's own origin. MALL_API_URL may name several mall-api
 * processes (comma-separated; they share one PostgreSQL database): requests go to them in turn.
 * A process that refuses the connection is skipped for a request that carries no body (GET, HEAD),
 * since nothing of it reached the API; any other request answers 502 and the buyer retries,
 * rather than risk sending a payment twice.
 */
export function apiTargets(value: string | undefined): URL[] {
  const urls = (value ?? 'http://127.0.0.1:8090').split(',').map((part) => part.trim()).filter(Boolean);
  return urls.map((url) => new URL(url));
}

/**
 * What mall-api needs to know about the browser's request: the origin it saw (X-Forwarded-Host and
 * -Proto: its check of a call's Origin, and Secure cookies behind TLS) and the client's address
 * (X-Forwarded-For, appended to: its rate limits). What a TLS terminator in front of this server
 * already said is passed on; a browser cannot set these headers on a cross-origin request.
 */
export function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const header = (name: string) => [req.headers[name] ?? []].flat().join(', ');
  const peer = req.socket.remoteAddress ?? '';
  return {
    'x-forwarded-host': header('x-forwarded-host') || (req.headers.host ?? ''),
    'x-forwarded-proto': header('x-forwarded-proto') || 'http',
    'x-forwarded-for': [header('x-forwarded-for'), peer].filter(Boolean).join(', '),
  };
}

/**
 * Connections to mall-api are kept and reused, but closed after 30 s idle: well before mall-api closes
 * its side (65 s), so a request is never sent on a connection the API is closing, which would fail a
 * POST (a payment included) with 502.
 */
const upstreamAgent = new Agent({ keepAlive: true, timeout: 30_000 });

/** Headers about one connection, not the message (RFC 9110 §7.6.1): each side of the proxy sets its own. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];
function endToEnd<T extends Record<string, unknown>>(headers: T): T {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

const REFUSED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH']);

export function createApiProxy(targets: readonly URL[], security: Record<string, string>) {
  if (targets.length === 0) throw new Error('no mall API to proxy to');
  let turn = 0;

  const unavailable = (res: ServerResponse) => {
    if (!res.headersSent) res.writeHead(502, { ...security, 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, error: { code: 'UPSTREAM_UNAVAILABLE', message: 'the mall API is not reachable' } }));
  };

  const send = (req: IncomingMessage, res: ServerResponse, first: number, tried: number) => {
    const target = targets[(first + tried) % targets.length]!;
    const upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        agent: upstreamAgent,
        headers: { ...endToEnd(req.headers), host: target.host, ...forwardedHeaders(req) },
      },
      (answer) => {
        // The API's own headers win (the MOCKPAY page sends a stricter policy of its own).
        res.writeHead(answer.statusCode ?? 502, { ...security, ...endToEnd(answer.headers) });
        answer.pipe(res);
      },
    );
    const bodiless = req.method === 'GET' || req.method === 'HEAD';
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (bodiless && !res.headersSent && REFUSED.has(error.code ?? '') && tried + 1 < targets.length) return send(req, res, first, tried + 1);
      unavailable(res);
    });
    if (bodiless) upstream.end();
    else req.pipe(upstream);
  };

  return (req: IncomingMessage, res: ServerResponse): void => {
    const first = turn;
    turn = (turn + 1) % targets.length;
    send(req, res, first, 0);
  };
}
