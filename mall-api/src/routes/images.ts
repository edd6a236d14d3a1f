import { mediaCalls, type ImagePurpose } from '@mall/shared/contract';
import { findImage, imageRule, recordImage, shopSeesImage } from '../domain/images';
import { notFound } from '../http/errors';
import { route, sellerShopIds, type Api, type RequestCtx } from '../http/route';
import { readSession } from '../http/session';
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
   * Personal data (a buyer's photos of a damaged sofa, of their home, their face): served to the
   * buyer who uploaded it and, for evidence and review pictures, to the seller of the shop whose
   * order they are about; anyone else (the URL shared, guessed or leaked) gets the same 404 as for
   * no image. Private and never stored by a cache (sendStoredFile), typed by us from the bytes,
   * never sniffed, inline, and never a document that could run script (the sandbox CSP holds even
   * if an image is opened on its own).
   */
  api.hono.get(`${mediaCalls.UPLOADS_MEDIA_PATH}/:id`, async (c) => {
    const { db, sessions, media } = c.get('deps');
    const id = c.req.param('id');
    const image = UUID.test(id) ? await findImage(db, id) : undefined;
    const session = image ? await readSession(db, c, sessions) : null;
    if (!image || !session) throw notFound('image');
    if (image.user_id !== session.user.id && !(await shopSeesImage(db, id, image.purpose, await sellerShopIds(db, session.user.id)))) throw notFound('image');
    const answer = await sendStoredFile(c, media, { key: image.storage_key, contentType: image.content_type, fileName: image.file_name }, 'inline');
    answer.headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
    return answer;
  });
}
