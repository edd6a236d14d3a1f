import { request, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * Sends the headers and as much of the body as given, but never ends the request: an answer that
 * arrives anyway was given without reading (let alone parsing) the whole body.
 */
export function sendUnfinished(baseUrl: string, path: string, headers: Record<string, string | number>, chunks: Buffer[]): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers } });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(Buffer.concat(parts).toString('utf8')) });
        req.destroy();
      });
    });
    // The server closes the connection after answering: the rest of the body is never read.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    req.flushHeaders();
    for (const chunk of chunks) req.write(chunk);
  });
}
