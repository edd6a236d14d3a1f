import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** Node's request, when the app runs under @hono/node-server (HttpBindings). */
const incomingOf = (c: Context): IncomingMessage | undefined => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming && typeof incoming.on === 'function' ? incoming : undefined;
};

/** The body's bytes, or null once it grows past maxSize (the rest is left unread). */
function readUpTo(incoming: IncomingMessage, maxSize: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxSize) {
        done();
        incoming.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => {
      // Closed before the end: the client went away mid-body.
      done();
      reject(new Error('request closed before its body ended'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

const utf8 = new TextDecoder();

/**
 * Reads every request body up front, at most its call's limit (limitOf) in bytes; beyond that the
 * call is answered by tooLarge. Under @hono/node-server the body comes straight from Node's IncomingMessage and is put
 * in Hono's body cache, so `c.req.text()` / `c.req.json()` answer from memory: reading it through
 * `c.req.raw` (as hono's bodyLimit does) builds a WHATWG Request, an AbortController and a web
 * stream for every call, which costs more than the rest of a small call's HTTP handling. Anywhere
 * else (app.request, other runtimes) hono's bodyLimit does the same job. The text is decoded as
 * Request.text() would (UTF-8, a leading BOM dropped, invalid bytes replaced).
 */
export function readBodies(limitOf: (path: string) => number, tooLarge: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const fallbacks = new Map<number, MiddlewareHandler>();
  const fallback = (maxSize: number) => {
    if (!fallbacks.has(maxSize)) fallbacks.set(maxSize, bodyLimit({ maxSize, onError: tooLarge }));
    return fallbacks.get(maxSize)!;
  };
  return async (c, next) => {
    const maxSize = limitOf(c.req.path);
    const incoming = incomingOf(c);
    if (!incoming) return fallback(maxSize)(c, next);
    // No body for these (as @hono/node-server builds its Request).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = incoming.headers['content-length'];
    if (length !== undefined && incoming.headers['transfer-encoding'] === undefined && parseInt(length, 10) > maxSize) {
      return tooLarge(c);
    }
    const body = await readUpTo(incoming, maxSize);
    if (body === null) return tooLarge(c);
    (c.req.bodyCache as Record<string, Promise<unknown>>).text = Promise.resolve(utf8.decode(body));
    await next();
  };
}
