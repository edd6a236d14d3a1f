import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Hono } from 'hono';
import { ErrorCode } from '@mall/shared/contract';
import type { AppEnv } from './route';

/**
 * The HTTP server around the app. Node refuses some requests before the app sees them (a request
 * line or headers past 16 KB, bytes that are not HTTP, a request slower than its timeout): those
 * are answered here, in the same failure envelope as every other refusal, instead of Node's bare
 * text answers.
 */

/** Node's own refusals by its error code: the status it would answer and our message key. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  // A request line (the query string) or headers past maxHeaderSize (Node's default, 16 KB).
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: 'request.headersTooLarge' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, reason: 'Payload Too Large', message: 'body.tooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'request.timeout' },
};
const MALFORMED = { status: 400, reason: 'Bad Request', message: 'request.malformed' };

const envelope = (code: string, message: string) => JSON.stringify({ success: false, error: { code, message } });

/** The raw HTTP answer for an error Node raised on a connection before a request reached the app. */
export function clientErrorAnswer(code: string | undefined): string {
  const { status, reason, message } = (code && CLIENT_ERRORS[code]) || MALFORMED;
  const body = envelope(ErrorCode.validation, message);
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * How long an idle keep-alive connection stays open. Node's 5 s is shorter than the gaps between a
 * buyer's calls, so a client (the host's proxy, a test runner) often sent its next request on a
 * connection the server was closing that moment: the request died with ECONNRESET, a POST with it.
 * Clients close theirs a second before the Keep-Alive hint; 65 s makes that race rare, not routine.
 */
export const KEEP_ALIVE_MS = 65_000;

/** How long a refused connection is read on (and its bytes dropped) before it is cut off. */
const LINGER_MS = 2000;

/** Answers Node's own refusals in the envelope (as Node would, only when nothing was written yet), then closes. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: ServerResponse | null }) => {
    // A client that went away hears nothing; one mid-answer cannot be given another (Node's own
    // test: the response in flight on this keep-alive connection, if any, has not started).
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) return void socket.destroy();
    // Closed after the answer, not at once: bytes of the request still unread would reset the
    // connection and lose the answer on its way (a 17 KB query string arrives in several reads).
    socket.end(clientErrorAnswer(error.code));
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}

/**
 * What @hono/node-server answers (with an empty body) when it cannot build a Request from what
 * Node parsed (no Host header, a backslash in the path) or the app itself threw past its onError.
 */
function adapterError(error: unknown): Response {
  const malformed = error instanceof RequestError;
  // A client that went away (its request cut off, or timed out by Node with 408) is not a failure of ours.
  const clientGone = (error as NodeJS.ErrnoException | null)?.code === 'ECONNRESET';
  if (!malformed && !clientGone) console.error('[mall-api] a request failed outside the app:', error);
  const body = malformed ? envelope(ErrorCode.validation, MALFORMED.message) : envelope(ErrorCode.internal, 'internal error');
  return new Response(body, { status: malformed ? 400 : 500, headers: { 'content-type': 'application/json' } });
}

/** Serves the app on a port (0: any free one), calling back once listening. */
export function serveApp(
  app: Hono<AppEnv>,
  where: { port: number; hostname: string; /** a whole request's time (Node's 300 s: a 100 MB tax file on a slow line) */ requestTimeoutMs?: number },
  listening?: (port: number) => void,
): Server {
  const listener = getRequestListener(app.fetch, { hostname: where.hostname, errorHandler: adapterError });
  const requestTimeout = where.requestTimeoutMs ?? 300_000;
  const timeouts = {
    requestTimeout,
    headersTimeout: Math.min(60_000, requestTimeout),
    // How often Node looks for requests past their time (30 s by default, longer than a short timeout).
    connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeout / 4)),
  };
  // HTTP/1.1 needs a Host (RFC 9112): refused here in the envelope rather than by Node with an empty 400.
  const server = createServer({ requireHostHeader: false, ...timeouts }, (incoming, outgoing) => {
    if (incoming.headers.host || incoming.httpVersion !== '1.1') return void listener(incoming, outgoing);
    const body = envelope(ErrorCode.validation, MALFORMED.message);
    outgoing.writeHead(400, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' }).end(body);
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  answerClientErrors(server);
  server.listen(where.port, where.hostname, () => listening?.((server.address() as AddressInfo).port));
  return server;
}

/**
 * The safety net under the root fixes (every request's errors become envelopes, http/upload.ts):
 * a promise nobody awaited failed, which leaves no half-done state behind, so serving goes on; an
 * exception nobody caught may have, so the process is stopped (cleanly: PGlite closed) for its
 * supervisor to restart. Logged either way.
 */
export function guardProcess(target: NodeJS.EventEmitter, stop: (reason: string) => void, log: (...what: unknown[]) => void = console.error): void {
  target.on('unhandledRejection', (reason: unknown) => log('[mall-api] a promise failed unheard (still serving):', reason));
  target.on('uncaughtException', (error: unknown) => {
    log('[mall-api] uncaught exception, stopping:', error);
    stop('uncaughtException');
  });
}
