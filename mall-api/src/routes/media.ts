import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { parseProductPicture } from '@mall/shared/contract';
import { PACKAGE_DIR } from '../config';
import { one } from '../db/db';
import type { Api, AppEnv } from '../http/route';
import { furnitureSvg } from '../media/svg';

const FILE = /^(\d{1,9})\.svg$/;
const YEAR = 'public, max-age=31536000, immutable';

/** Illustrations never change for an id, so browsers may keep them a year. */
async function serveSvg(c: Context<AppEnv>, sql: string): Promise<Response> {
  const match = FILE.exec(c.req.param('file') ?? '');
  const row = match ? await one<{ kind: string; colour: string }>(c.get('deps').db, sql, [Number(match[1])]) : undefined;
  if (!row) return c.text('not found', 404);
  const svg = furnitureSvg(row.kind, row.colour);
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  c.header('Cache-Control', YEAR);
  c.header('ETag', etag);
  c.header('X-Content-Type-Options', 'nosniff');
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  return c.body(svg);
}

/** The rendered product photographs (product-images/), committed beside the package. */
export const PRODUCT_PICTURES_DIR = join(PACKAGE_DIR, 'media', 'products');
const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/**
 * A product photograph, by the convention's name only (shared/src/contract/productPictures.ts): the
 * path is built from the parsed parts, never from what the client sent, so nothing outside the
 * folder can be named. A file is never rewritten under its name, so browsers keep it a year.
 */
async function serveProductPicture(c: Context<AppEnv>): Promise<Response> {
  const picture = parseProductPicture(`/media/products/${c.req.param('look')}/${c.req.param('file')}`);
  if (!picture) return c.text('not found', 404);
  let bytes: Buffer;
  try {
    bytes = await readFile(join(PRODUCT_PICTURES_DIR, picture.look, `${picture.view}-${picture.width}.${picture.format}`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return c.text('not found', 404);
    throw error;
  }
  c.header('Cache-Control', YEAR);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Type', CONTENT_TYPES[picture.format]);
  return c.body(new Uint8Array(bytes));
}

export function registerMedia(api: Api): void {
  api.hono.get('/media/products/:look/:file', serveProductPicture);
  api.hono.get('/media/items/:file', (c) => serveSvg(c, 'select kind, colour from items where id = $1'));
  api.hono.get('/media/skus/:file', (c) =>
    serveSvg(c, 'select i.kind, s.colour from skus s join items i on i.id = s.item_id where s.id = $1'),
  );
}
