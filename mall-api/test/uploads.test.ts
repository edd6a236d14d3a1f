/**
 * Uploads as streamed multipart/form-data (issue 11), through the tax-code PDF call. The server
 * here refuses files of 2 MB or more instead of 100 MB: the same code path, with bodies small
 * enough to send in a moment. No assertion depends on timing: a refusal "while streaming" is
 * asserted with a body that never ends, so only a server that answers mid-body can answer it.
 */
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { addressCalls, authCalls, ErrorCode } from '@mall/shared/contract';
import { MEDIA_KINDS, sniff } from '../src/media/sniff';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';

const LIMIT = 2 * 1024 * 1024;
const UPLOAD = addressCalls.uploadTaxFile.path;

let server: TestServer;
let anna: Client;
let ben: Client;
beforeAll(async () => {
  server = await startTestServer({ taxFileMaxBytes: LIMIT });
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
});
afterAll(() => server.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const file = (bytes: Buffer, name = 'nif.pdf', type = 'application/pdf') => new File([bytes], name, { type });
/** A PDF of exactly `size` bytes. */
const pdfOf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  PDF.copy(bytes);
  return bytes;
};

/** Every file in the server's media folder, partial ones included. */
const storedFiles = async () => (await readdir(server.mediaDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
const filesOf = async (userId: number) =>
  Number((await server.db.query<{ n: string }>('select count(*) as n from address_files where user_id = $1', [userId]))[0]!.n);
const BEN = 2;

/** What is stored for Ben, to compare before and after a refusal. */
const kept = async () => ({ stored: await storedFiles(), rows: await filesOf(BEN) });

/**
 * Sends a multipart upload of `size` file bytes in 16 KB chunks and never ends the body, then
 * waits for the answer: only a server that answers while the body is still coming can give one.
 */
function sendWithoutEnding(client: Client, size: number, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const boundary = 'mall-test-boundary';
  const bytes = pdfOf(size);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      `${server.url}${UPLOAD}`,
      { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: client.cookie!, ...headers } },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode!, body: JSON.parse(text) });
          req.destroy();
        });
        res.on('error', reject);
      },
    );
    // Once answered, the server may close the connection under the bytes still on their way.
    req.on('error', (error) => answered || reject(error));
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    let offset = 0;
    const writeNext = () => {
      if (answered || offset >= bytes.length) return;
      const chunk = bytes.subarray(offset, (offset += 16 * 1024));
      req.write(chunk, writeNext);
    };
    writeNext();
  });
}

const tooLarge = { code: ErrorCode.validation, message: 'address.taxFile.tooLarge', fields: [{ field: 'file', message: 'address.taxFile.tooLarge' }] };

describe('the size limit', () => {
  it('takes a file one byte under it, beyond the 1 MB every other call is limited to', async () => {
    const answer = await ben.ok(addressCalls.uploadTaxFile, { file: file(pdfOf(LIMIT - 1)) });
    expect(answer.size).toBe(LIMIT - 1);
  });

  it('refuses a file reaching it while the file is still streaming, and keeps none of its bytes', async () => {
    const before = await kept();
    const { status, body } = await sendWithoutEnding(ben, LIMIT);
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, error: tooLarge });
    expect(await kept()).toEqual(before);
  });

  it('refuses a body whose declared length is beyond it before reading the file', async () => {
    const before = await kept();
    const { status, body } = await sendWithoutEnding(ben, 0, { 'content-length': String(LIMIT + 1024 * 1024) });
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, error: tooLarge });
    expect(await kept()).toEqual(before);
  });
});

describe('the content', () => {
  it('refuses PNG bytes called nif.pdf and declared application/pdf, keeping nothing', async () => {
    const before = await kept();
    const error = await ben.fail(addressCalls.uploadTaxFile, { file: file(PNG, 'nif.pdf', 'application/pdf') }, 400);
    expect(error).toEqual({ code: ErrorCode.validation, message: 'address.taxFile.type', fields: [{ field: 'file', message: 'address.taxFile.type' }] });
    expect(await kept()).toEqual(before);
  });

  it('takes a PDF whatever it is called or declared, and serves it back as a PDF to its uploader only', async () => {
    const saved = await ben.ok(addressCalls.uploadTaxFile, { file: file(PDF, 'scan (1).png', 'image/png') });
    expect(saved).toEqual({ fileId: expect.stringMatching(/^[0-9a-f-]{36}$/), fileName: 'scan (1).png', size: PDF.length });

    const path = `${server.url}${addressCalls.taxFilePath(saved.fileId)}`;
    const res = await fetch(path, { headers: { cookie: ben.cookie! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="scan (1).png"; filename*=UTF-8''scan%20%281%29.png`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);

    expect((await fetch(path, { headers: { cookie: anna.cookie! } })).status).toBe(404);
    expect((await fetch(path)).status).toBe(401);
  });

  it('takes a PDF shorter than the bytes it is known by', async () => {
    expect((await ben.ok(addressCalls.uploadTaxFile, { file: file(Buffer.from('%PDF-')) })).size).toBe(5);
  });

  it('refuses an empty file as no file', async () => {
    const error = await ben.fail(addressCalls.uploadTaxFile, { file: file(Buffer.alloc(0)) }, 400);
    expect(error.fields).toEqual([{ field: 'file', message: 'address.taxFile.required' }]);
  });
});

describe('the form', () => {
  const post = (client: Client, form: FormData) => client.raw('POST', UPLOAD, form);
  const fieldsOf = (answer: { body: unknown }) => (answer.body as { error: { fields: unknown } }).error.fields;

  it('takes one file per field: a second one is refused, and nothing is kept', async () => {
    const before = await kept();
    const form = new FormData();
    form.append('file', file(PDF));
    form.append('file', file(PDF, 'other.pdf'));
    const answer = await post(ben, form);
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual([{ field: 'file', message: 'address.taxFile.tooMany' }]);
    expect(await kept()).toEqual(before);
  });

  it('refuses a field the call does not name, and a form without the file', async () => {
    const other = new FormData();
    other.append('file', file(PDF));
    other.append('note', 'hello');
    expect(fieldsOf(await post(ben, other))).toEqual([{ field: 'note', message: 'upload.unexpectedField' }]);

    const elsewhere = new FormData();
    elsewhere.append('comment', file(PDF));
    expect(fieldsOf(await post(ben, elsewhere))).toEqual([{ field: 'comment', message: 'upload.unexpectedField' }]);

    expect(fieldsOf(await post(ben, new FormData()))).toEqual([{ field: 'file', message: 'address.taxFile.required' }]);
  });

  it('refuses JSON (the old base64 body) as no file', async () => {
    const answer = await ben.raw('POST', UPLOAD, { fileName: 'nif.pdf', contentBase64: PDF.toString('base64') });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual([{ field: 'file', message: 'address.taxFile.required' }]);
  });

  it('needs a session (guests have one too)', async () => {
    const nobody = server.client();
    expect((await nobody.fail(addressCalls.uploadTaxFile, { file: file(PDF) }, 401)).code).toBe(ErrorCode.unauthenticated);
    const guest = server.client();
    await guest.ok(authCalls.touristSession, {});
    expect((await guest.ok(addressCalls.uploadTaxFile, { file: file(PDF) })).size).toBe(PDF.length);
  });
});

describe('knowing a file by its first bytes', () => {
  /** One file of each kind the mall knows, as its first bytes (the standard's patterns). */
  const EXAMPLES: Record<string, Uint8Array> = {
    'application/pdf': Buffer.from('%PDF-1.7\n'),
    'image/png': PNG,
    'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
    'image/gif': Buffer.from('GIF89a\x01\x00\x01\x00'),
    'image/bmp': Buffer.from([0x42, 0x4d, 0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0]),
    'image/webp': Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 '),
  };

  it.each(MEDIA_KINDS.map((row) => [row.kind, row.contentType, row] as const))('knows %s (%s)', (kind, contentType) => {
    expect(sniff(EXAMPLES[contentType]!)).toEqual({ kind, contentType });
  });

  it('knows nothing else, however it starts', () => {
    expect(sniff(Buffer.from('<html>%PDF-'))).toBeNull();
    expect(sniff(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniff(Buffer.alloc(0))).toBeNull();
  });
});
