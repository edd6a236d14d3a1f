import { mediaCalls, type ImagePurpose } from '@mall/shared/contract';
import { findImage, imageRule, recordImage } from '../domain/images';
import { notFound } from '../http/errors';
import { route, type Api, type RequestCtx } from '../http/route';
import { sendStoredFile } from '../http/upload';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function registerImages(api: Api): void {
  const upload = (purpose: ImagePurpose, who: (ctx: RequestCtx) => Promise<{ user: { id: number } }>) =>
    route(api, mediaCalls.UPLOAD_CALLS[purpose], async (body, ctx) => {
      // The caller is checked before a byte of the file is read.
      const { user } = await who(ctx);
      const { file } = await body.receive({ file: imageRule(purpose) });
      return recordImage(ctx.db, ctx.media, user.id, purpose, file);
    });
  // Guests (tourists) have orders and apply for after-sales too; reviews and avatars are buyers'.
  upload('EVIDENCE', (ctx) => ctx.requireSession());
  upload('REVIEW', (ctx) => ctx.requireBuyer());
  upload('AVATAR', (ctx) => ctx.requireBuyer());

  /**
   * Served to whoever has the URL (an unguessable id, like the review pages that show it): typed
   * by us from the bytes, never sniffed by the browser, inline, and never a document that could run
   * script (the sandbox CSP holds even if an image is opened on its own).
   */
  api.hono.get(`${mediaCalls.UPLOADS_MEDIA_PATH}/:id`, async (c) => {
    const id = c.req.param('id');
    const image = UUID.test(id) ? await findImage(c.get('deps').db, id) : undefined;
    if (!image) throw notFound('image');
    const answer = await sendStoredFile(c, c.get('deps').media, { key: image.storage_key, contentType: image.content_type, fileName: image.file_name }, 'inline');
    answer.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    answer.headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
    return answer;
  });
}
