import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { randomUUID } from 'node:crypto';
import Busboy, { type BusboyInstance } from '@fastify/busboy';
import type { Context } from 'hono';
import * as contract from '@mall/shared/contract';
import { ErrorCode } from '@mall/shared/contract';
import { sniff, SNIFF_BYTES, type MediaKind } from '../media/sniff';
import type { MediaStore } from '../media/store';
import { contractCalls } from './contractCalls';
import { HttpError } from './errors';

/**
 * Uploads: `multipart/form-data` bodies streamed into the media store as they arrive, never held
 * in memory. Each file's bytes are counted on the way and the upload is refused at the limit (the
 * rest of the body is not read); its kind comes from its first bytes, never from its name or
 * declared type; each field takes one file. A refused upload leaves nothing in the store.
 */

/** What a call takes in one file field. */
export interface FileRule {
  kinds: readonly MediaKind[];
  /** Files of this many bytes or more are refused (the spec's limits say "under"). */
  maxBytes: number;
  /** The media store's folder (key prefix) for these files. */
  folder: string;
  /** The call's own message keys for each refusal, so the storefront can say them in its words. */
  messages: { required: string; type: string; tooLarge: string; tooMany: string };
}

export interface ReceivedFile {
  /** Where its bytes are in the media store. */
  key: string;
  kind: MediaKind;
  /** Ours, from its kind: what it is served back as. */
  contentType: string;
  size: number;
  /** The name the client gave it: a label for people, never a path nor a type. */
  fileName: string;
}

/** An upload call's body, read when the handler asks (after it has checked the caller). */
export interface UploadBody {
  receive<F extends string>(rules: Record<F, FileRule>): Promise<Record<F, ReceivedFile>>;
}

export interface UploadSource {
  headers: Pick<IncomingHttpHeaders, 'content-type' | 'content-length'>;
  body: Readable;
}

/** The paths of the contract's upload calls: their bodies are left unread until their handlers stream them. */
export function uploadPaths(product: string): Set<string> {
  return new Set(
    contractCalls()
      .filter(contract.isMultipart)
      .map((call) => contract.resolvePath(call.path, product)),
  );
}

/** Room for the multipart framing around the files (boundaries, part headers). */
const FRAMING_BYTES = 64 * 1024;

const refusal = (status: 400 | 413, field: string, message: string) => new HttpError(status, ErrorCode.validation, message, [{ field, message }]);
const malformed = () => new HttpError(400, ErrorCode.validation, 'upload.malformed');
const aborted = () => new HttpError(400, ErrorCode.validation, 'upload.aborted');

/** The body as Node delivers it under @hono/node-server, else (app.request, other runtimes) the web stream. */
function uploadSourceOf(c: Context): UploadSource {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && typeof incoming.pipe === 'function') return { headers: incoming.headers, body: incoming };
  const body = c.req.raw.body;
  return {
    headers: { 'content-type': c.req.header('content-type'), 'content-length': c.req.header('content-length') },
    body: body ? Readable.fromWeb(body as WebReadableStream) : Readable.from([]),
  };
}

export const uploadBodyOf = (c: Context, store: MediaStore): UploadBody => ({
  receive: (rules) => receiveFiles(uploadSourceOf(c), rules, store),
});

/** A name fit to show and to put in a header: no control characters, no folders, at most 255 characters. */
function cleanFileName(name: string | undefined, kind: MediaKind): string {
  // eslint-disable-next-line no-control-regex
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || `file.${kind}`;
}

/**
 * Passes a file's bytes on once its first bytes show an accepted kind, counting them: the
 * stream fails with the field's refusal at maxBytes, on another kind, or when it is empty.
 */
class FileInspector extends Transform {
  size = 0;
  sniffed: { kind: MediaKind; contentType: string } | undefined;
  private head: Buffer[] | null = [];

  constructor(
    private readonly field: string,
    private readonly rule: FileRule,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void): void {
    this.size += chunk.length;
    if (this.size >= this.rule.maxBytes) return done(refusal(413, this.field, this.rule.messages.tooLarge));
    if (!this.head) return done(null, chunk);
    this.head.push(chunk);
    if (this.size < SNIFF_BYTES) return done();
    done(this.decide());
  }

  override _flush(done: (error?: Error | null) => void): void {
    done(this.head ? this.decide() : null);
  }

  /** Judges the first bytes, and passes them on when they are of an accepted kind. */
  private decide(): Error | null {
    const bytes = Buffer.concat(this.head!);
    this.head = null;
    if (bytes.length === 0) return refusal(400, this.field, this.rule.messages.required);
    const sniffed = sniff(bytes);
    if (!sniffed || !this.rule.kinds.includes(sniffed.kind)) return refusal(400, this.field, this.rule.messages.type);
    this.sniffed = sniffed;
    this.push(bytes);
    return null;
  }
}

/**
 * Streams the files of a multipart body into the store, one per field of `rules`, and answers
 * what was stored. Refusals are HttpErrors carrying the field's message (400; 413 for the size,
 * raised as soon as the count reaches the limit, or at once when Content-Length says so).
 */
export function receiveFiles<F extends string>(source: UploadSource, rules: Record<F, FileRule>, store: MediaStore): Promise<Record<F, ReceivedFile>> {
  const fields = Object.keys(rules) as F[];
  const firstField = fields[0]!;
  const first: FileRule = rules[firstField];
  const contentType = source.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) return Promise.reject(refusal(400, firstField, first.messages.required));
  const ceiling = fields.reduce((sum, field) => sum + rules[field].maxBytes, FRAMING_BYTES);
  if (Number(source.headers['content-length']) > ceiling) return Promise.reject(refusal(413, firstField, first.messages.tooLarge));

  return new Promise((resolve, reject) => {
    let parser: BusboyInstance;
    try {
      // One part per field, plus one so that a part too many is seen (and refused) rather than skipped.
      parser = Busboy({
        headers: { ...source.headers, 'content-type': contentType },
        // Every part is taken as a file, whatever it declares (even with no file name), so that a
        // part in a field the call does not name is refused as it starts, not once it is read.
        isPartAFile: () => true,
        limits: { parts: fields.length + 1, fieldSize: 1024, headerPairs: 16 },
      });
    } catch {
      reject(refusal(400, firstField, first.messages.required));
      return;
    }
    const received: Partial<Record<F, ReceivedFile>> = {};
    const seen = new Set<string>();
    const writes: Array<Promise<void>> = [];
    const inspectors: FileInspector[] = [];
    let failed = false;

    const stop = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.body.unpipe(parser);
      source.body.off('close', onClose);
      // A file still streaming is cut off (the store drops its partial bytes) and one already
      // complete is removed again, before the refusal is answered: a refused upload keeps nothing.
      for (const inspector of inspectors) inspector.destroy(error instanceof Error ? error : undefined);
      void Promise.allSettled(writes)
        .then(() => Promise.all(Object.values<ReceivedFile | undefined>(received).map((file) => file && store.remove(file.key))))
        .catch((cleanup: unknown) => console.error('[mall-api] removing a refused upload failed:', cleanup))
        .finally(() => reject(error));
    };
    const onClose = () => {
      // The client went away before the end of its body.
      if (!source.body.readableEnded) stop(aborted());
    };

    parser.on('file', (name, stream, fileName) => {
      // Busboy fails a part cut off by the end of the body on the part's own stream (the parser's
      // error comes first): unheard, that error would end the process.
      stream.on('error', () => stop(malformed()));
      // Own keys only: a part named __proto__ or constructor must not find Object's prototype as its rule.
      const rule: FileRule | undefined = Object.hasOwn(rules, name) ? rules[name as F] : undefined;
      if (failed || !rule || seen.has(name)) {
        stream.resume();
        return stop(refusal(400, name, rule ? rule.messages.tooMany : 'upload.unexpectedField'));
      }
      seen.add(name);
      const key = `${rule.folder}/${randomUUID()}`;
      const inspector = new FileInspector(name, rule);
      // Its refusal stops the upload at once, whether or not the store has started reading it.
      inspector.on('error', stop);
      inspectors.push(inspector);
      writes.push(
        store.put(key, stream.pipe(inspector)).then(
          () => {
            const { kind, contentType } = inspector.sniffed!;
            received[name as F] = { key, kind, contentType, size: inspector.size, fileName: cleanFileName(fileName, kind) };
          },
          (error: unknown) => stop(error),
        ),
      );
    });
    parser.on('partsLimit', () => stop(refusal(400, firstField, first.messages.tooMany)));
    parser.on('error', () => stop(malformed()));
    parser.on('finish', () => {
      void Promise.all(writes).then(() => {
        if (failed) return;
        const missing = fields.find((field) => !received[field]);
        if (missing) return stop(refusal(400, missing, rules[missing].messages.required));
        source.body.off('close', onClose);
        resolve(received as Record<F, ReceivedFile>);
      });
    });
    // The request's own stream fails when its client goes away mid-body.
    source.body.on('error', () => stop(aborted()));
    source.body.on('close', onClose);
    source.body.pipe(parser);
  });
}

/** A header-safe ASCII stand-in for a file name (the UTF-8 name goes in filename*). */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/** Percent-encoding as RFC 5987 wants it (encodeURIComponent leaves ' ( ) * as they are). */
const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Answers a stored file with the type we gave it (never one a browser guesses: nosniff) as a
 * download, private to the caller. Content kept in the database by older versions is served too.
 */
export async function sendStoredFile(
  c: Context,
  store: MediaStore,
  file: { key: string | null; content?: Uint8Array | null; contentType: string; fileName: string },
  /** Documents are downloads; images are shown in a page. */
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<Response> {
  const stored = file.key ? await store.open(file.key) : file.content ? { size: file.content.length, content: Readable.from([file.content]) } : null;
  if (!stored) throw new HttpError(404, ErrorCode.notFound, 'file not found');
  c.header('Content-Type', file.contentType);
  c.header('Content-Length', String(stored.size));
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Disposition', `${disposition}; filename="${asciiName(file.fileName)}"; filename*=UTF-8''${rfc5987(file.fileName)}`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(Readable.toWeb(stored.content) as ReadableStream<Uint8Array>);
}
