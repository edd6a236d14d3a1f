import { randomUUID } from 'node:crypto';
import { mediaCalls, type ImagePurpose, type UploadedImage } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { invalidField } from '../http/errors';
import type { FileRule, ReceivedFile } from '../http/upload';
import type { MediaStore } from '../media/store';

/** The purpose's rule from the contract's table, with the upload's message keys. */
export const imageRule = (purpose: ImagePurpose): FileRule => ({
  kinds: mediaCalls.IMAGE_RULES[purpose].kinds,
  maxBytes: mediaCalls.IMAGE_RULES[purpose].maxBytes,
  folder: 'images',
  messages: { required: 'media.image.required', type: 'media.image.type', tooLarge: 'media.image.tooLarge', tooMany: 'media.image.tooMany' },
});

/** Records an uploaded image as the caller's; its bytes are dropped again if that fails. */
export async function recordImage(db: Queryable, media: MediaStore, userId: number, purpose: ImagePurpose, file: ReceivedFile): Promise<UploadedImage> {
  const id = randomUUID();
  try {
    await db.query(
      `insert into uploaded_images (id, user_id, purpose, storage_key, content_type, size, file_name) values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, userId, purpose, file.key, file.contentType, file.size, file.fileName],
    );
  } catch (error) {
    await media.remove(file.key);
    throw error;
  }
  return { id, url: mediaCalls.uploadedImagePath(id), size: file.size, contentType: file.contentType };
}

const idOfUrl = (url: string) => url.slice(mediaCalls.UPLOADS_MEDIA_PATH.length + 1);

/**
 * The images a form names must be the caller's own uploads of this purpose (a review cannot show
 * someone else's file, nor an address on another site). Refuses the field otherwise.
 */
export async function requireOwnImages(db: Queryable, userId: number, purpose: ImagePurpose, urls: readonly string[], field: string): Promise<void> {
  const wanted = [...new Set(urls.filter((url) => url.startsWith(`${mediaCalls.UPLOADS_MEDIA_PATH}/`)).map(idOfUrl))];
  if (wanted.length !== new Set(urls).size) throw invalidField(field, 'media.image.notYours');
  if (wanted.length === 0) return;
  const [found] = await db.query<{ n: number }>(
    `select count(*)::int as n from uploaded_images where user_id = $1 and purpose = $2 and id = any($3::text[])`,
    [userId, purpose, wanted],
  );
  if (found!.n !== wanted.length) throw invalidField(field, 'media.image.notYours');
}

/** An uploaded image to serve, by id, with whose it is. */
export const findImage = async (db: Queryable, id: string) =>
  (
    await db.query<{ user_id: number; purpose: ImagePurpose; storage_key: string; content_type: string; file_name: string }>(
      `select user_id, purpose, storage_key, content_type, file_name from uploaded_images where id = $1`,
      [id],
    )
  )[0];

/** Where a form keeps the URLs of each purpose's images, and the order each belongs to. */
const SHOWN_TO_SHOPS: Partial<Record<ImagePurpose, string>> = {
  EVIDENCE: `select 1 from reverse_orders r join trade_orders o on o.id = r.trade_order_id
             where r.evidence_images @> $1::jsonb and o.shop_id = any($2::int[]) limit 1`,
  REVIEW: `select 1 from comments c join trade_order_lines l on l.id = c.post_id join trade_orders o on o.id = l.order_id
           where c.images @> $1::jsonb and o.shop_id = any($2::int[]) limit 1`,
};

/**
 * Whether one of these shops may see the image: evidence of an after-sales application on one of
 * its orders, or a picture of a review of one of its order lines (avatars are their owner's only).
 */
export async function shopSeesImage(db: Queryable, id: string, purpose: ImagePurpose, shopIds: readonly number[]): Promise<boolean> {
  const sql = SHOWN_TO_SHOPS[purpose];
  if (!sql || shopIds.length === 0) return false;
  return (await db.query(sql, [JSON.stringify([mediaCalls.uploadedImagePath(id)]), shopIds])).length > 0;
}
