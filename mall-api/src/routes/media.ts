import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { one } from '../db/db';
import type { Api, AppEnv } from '../http/route';
import { furnitureSvg } from '../media/svg';

const FILE = /^(\d{1,9})\.svg$/;

/** Illustrations never change for an id, so browsers may keep them a year. */
async function serveSvg(c: Context<AppEnv>, sql: string): Promise<Response> {
  const match = FILE.exec(c.req.param('file') ?? '');
  const row = match ? await one<{ kind: string; colour: string }>(c.get('deps').db, sql, [Number(match[1])]) : undefined;
  if (!row) return c.text('not found', 404);
  const svg = furnitureSvg(row.kind, row.colour);
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('ETag', etag);
  c.header('X-Content-Type-Options', 'nosniff');
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  return c.body(svg);
}

export function registerMedia(api: Api): void {
  api.hono.get('/media/items/:file', (c) => serveSvg(c, 'select kind, colour from items where id = $1'));
  api.hono.get('/media/skus/:file', (c) =>
    serveSvg(c, 'select i.kind, s.colour from skus s join items i on i.id = s.item_id where s.id = $1'),
  );
}
