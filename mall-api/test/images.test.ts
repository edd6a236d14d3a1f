/**
 * Buyers' images (evidence, review pictures, avatars): each purpose's kinds and limit, judged by
 * the bytes; served back typed by us, inline, never as a document that can run script.
 */
import { authCalls, ErrorCode, mediaCalls, type UploadedImage } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let anna: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
});
afterAll(() => server.close());

const MB = 1024 * 1024;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
const WEBP = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n');
/** A file of exactly `size` bytes starting with `head`. */
const sized = (head: Buffer, size: number) => {
  const bytes = Buffer.alloc(size, 0);
  head.copy(bytes);
  return bytes;
};
const file = (bytes: Buffer, name: string, type = 'image/png') => new File([bytes], name, { type });

describe('image uploads', () => {
  it('takes an image by its bytes, whatever its name says, and serves it typed by us, inline and sandboxed', async () => {
    const saved = await anna.ok(mediaCalls.uploadReviewImage, { file: file(PNG, 'holiday.jpg', 'image/jpeg') });
    expect(saved).toMatchObject({ contentType: 'image/png', size: PNG.length, url: `/media/uploads/${saved.id}` });
    // Its uploader's (issue 28: private, test/private-media.test.ts).
    const res = await fetch(server.url + saved.url, { headers: { cookie: anna.cookie! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a file that is not an image inside, even named .png', async () => {
    const error = await anna.fail(mediaCalls.uploadEvidenceImage, { file: file(PDF, 'photo.png') }, 400);
    expect(error).toMatchObject({ code: ErrorCode.validation, fields: [{ field: 'file', message: 'media.image.type' }] });
  });

  it('evidence images: under 1M each, as every upload is under its limit (issue 28)', async () => {
    await anna.ok(mediaCalls.uploadEvidenceImage, { file: file(sized(JPEG, MB - 1), 'a.jpg', 'image/jpeg') });
    const error = await anna.fail(mediaCalls.uploadEvidenceImage, { file: file(sized(JPEG, MB), 'b.jpg', 'image/jpeg') }, 413);
    expect(error.fields).toEqual([{ field: 'file', message: 'media.image.tooLarge' }]);
  });

  it('avatars: png, bmp, jpeg and gif under 2M only', async () => {
    const webp = await anna.fail(mediaCalls.uploadAvatarImage, { file: file(WEBP, 'me.webp', 'image/webp') }, 400);
    expect(webp.fields).toEqual([{ field: 'file', message: 'media.image.type' }]);
    const big = await anna.fail(mediaCalls.uploadAvatarImage, { file: file(sized(PNG, 2 * MB), 'me.png') }, 413);
    expect(big.fields).toEqual([{ field: 'file', message: 'media.image.tooLarge' }]);
    const ok: UploadedImage = await anna.ok(mediaCalls.uploadAvatarImage, { file: file(sized(PNG, 2 * MB - 1), 'me.png') });
    expect(ok.size).toBe(2 * MB - 1);
  });

  it('guests upload evidence (they apply for after-sales) but not review pictures or avatars', async () => {
    const guest = server.client();
    await guest.ok(authCalls.touristSession, {});
    await guest.ok(mediaCalls.uploadEvidenceImage, { file: file(PNG, 'box.png') });
    await guest.fail(mediaCalls.uploadReviewImage, { file: file(PNG, 'box.png') }, 401);
    await guest.fail(mediaCalls.uploadAvatarImage, { file: file(PNG, 'box.png') }, 401);
    await server.client().fail(mediaCalls.uploadEvidenceImage, { file: file(PNG, 'box.png') }, 401);
  });

  it('an unknown or malformed image id is not found', async () => {
    expect((await fetch(`${server.url}/media/uploads/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/uploads/..%2F..%2Fetc`)).status).toBe(404);
  });
});
