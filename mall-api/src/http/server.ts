import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { serve } from '@hono/node-server';
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

/** The raw HTTP answer for an error Node raised on a connection before a request reached the app. */
export function clientErrorAnswer(code: string | undefined): string {
  const { status, reason, message } = (code && CLIENT_ERRORS[code]) || MALFORMED;
  const body = JSON.stringify({ success: false, error: { code: ErrorCode.validation, message } });
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/** Answers Node's own refusals in the envelope (as Node would, only when nothing was written yet), then closes. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { bytesWritten?: number }) => {
    // A client that went away hears nothing; one mid-answer cannot be given another.
    if (error.code !== 'ECONNRESET' && socket.writable && !socket.bytesWritten) socket.write(clientErrorAnswer(error.code));
    socket.destroy();
  });
}

/** Serves the app on a port (0: any free one), calling back once listening. */
export function serveApp(app: Hono<AppEnv>, where: { port: number; hostname: string }, listening?: (port: number) => void): Server {
  const server = serve({ fetch: app.fetch, ...where }, (info) => listening?.(info.port)) as Server;
  answerClientErrors(server);
  return server;
}
