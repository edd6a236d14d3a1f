import { addressCalls } from '@mall/shared/contract';
import { createAddress, findOwnAddress, listAddresses, setDefaultAddress, updateAddress } from '../domain/address';
import { storeTaxFile } from '../domain/addressFiles';
import { route, type Api } from '../http/route';

/** The upload's body may hold a PDF just under 100 MB as base64, plus the JSON around it. */
export const TAX_FILE_UPLOAD_PATH = addressCalls.uploadTaxFile.path;
export const TAX_FILE_UPLOAD_BODY_BYTES = addressCalls.TAX_FILE_MAX_BASE64_CHARS + 64 * 1024;

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

  route(api, addressCalls.uploadTaxFile, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    return storeTaxFile(ctx.db, user.id, input);
  });
}
