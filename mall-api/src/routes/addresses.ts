import { addressCalls } from '@mall/shared/contract';
import { createAddress, findOwnAddress, listAddresses, setDefaultAddress, updateAddress } from '../domain/address';
import { findOwnTaxFile, recordTaxFile, taxFileRule } from '../domain/addressFiles';
import { notFound, unauthenticated } from '../http/errors';
import { route, type Api } from '../http/route';
import { readSession } from '../http/session';
import { sendStoredFile } from '../http/upload';

/**
 * Shipping and billing addresses of the caller: a buyer or a tourist (guests check out with a
 * shipping address too). Someone else's address is NOT_FOUND.
 */
export function registerAddresses(api: Api): void {
  route(api, addressCalls.createShippingAddress, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    return createAddress(ctx.db, user.id, 'SHIPPING', input);
  });

  route(api, addressCalls.updateShippingAddress, async ({ id, ...input }, ctx) => {
    const { user } = await ctx.requireSession();
    return updateAddress(ctx.db, user.id, 'SHIPPING', id, input);
  });

  route(api, addressCalls.listShippingAddresses, async (_input, ctx) => {
    const { user } = await ctx.requireSession();
    const data = await listAddresses(ctx.db, user.id, 'SHIPPING');
    return { data, total: data.length };
  });

  route(api, addressCalls.saveBillingAddress, async ({ id, ...input }, ctx) => {
    const { user } = await ctx.requireSession();
    return id === undefined ? createAddress(ctx.db, user.id, 'BILLING', input) : updateAddress(ctx.db, user.id, 'BILLING', id, input);
  });

  route(api, addressCalls.listBillingAddresses, async (_input, ctx) => {
    const { user } = await ctx.requireSession();
    const data = await listAddresses(ctx.db, user.id, 'BILLING');
    return { data, total: data.length };
  });

  route(api, addressCalls.getAddress, async ({ id }, ctx) => {
    const { user } = await ctx.requireSession();
    return findOwnAddress(ctx.db, user.id, id);
  });

  route(api, addressCalls.setDefaultAddress, async ({ id }, ctx) => {
    const { user } = await ctx.requireSession();
    return setDefaultAddress(ctx.db, user.id, id);
  });

  // The caller is checked before a byte of the file is read.
  route(api, addressCalls.uploadTaxFile, async (upload, ctx) => {
    const { user } = await ctx.requireSession();
    const { file } = await upload.receive({ file: taxFileRule(ctx.config.taxFileMaxBytes) });
    return recordTaxFile(ctx.db, ctx.media, user.id, file);
  });

  // The uploader reads their PDF back (as a download, typed by us); nobody else can.
  api.hono.get(`${addressCalls.TAX_FILE_MEDIA_PATH}/:fileId`, async (c) => {
    const { db, sessions, media } = c.get('deps');
    const session = await readSession(db, c, sessions);
    if (!session) throw unauthenticated();
    const file = await findOwnTaxFile(db, session.user.id, c.req.param('fileId'));
    if (!file) throw notFound('file');
    return sendStoredFile(c, media, { key: file.storage_key, content: file.content, contentType: file.content_type, fileName: file.file_name });
  });
}
