import { Hono } from 'hono';
import { ErrorCode } from '@mall/shared/contract';
import { readConfig, type AppConfig } from './config';
import type { Db } from './db/db';
import { createDiskMediaStore, type MediaStore } from './media/store';
import { tableOutbox, type Outbox } from './domain/outbox';
import { readBodies } from './http/body';
import { bodyLimitsByPath } from './http/bodyLimits';
import { HttpError } from './http/errors';
import { refuseCrossOrigin } from './http/origin';
import type { Api, AppEnv } from './http/route';
import { SessionCache } from './http/session';
import { uploadPaths } from './http/upload';
import { registerAddresses } from './routes/addresses';
import { registerAfterSales } from './routes/aftersales';
import { registerSellerAfterSales } from './routes/sellerAfterSales';
import { registerSellerOrders } from './routes/sellerOrders';
import { registerInvoices } from './routes/invoices';
import { registerAuth } from './routes/auth';
import { registerAccount } from './routes/account';
import { registerPoints } from './routes/points';
import { registerCart } from './routes/cart';
import { registerCatalogue } from './routes/catalogue';
import { registerCheckout } from './routes/checkout';
import { registerContent } from './routes/content';
import { registerCustomer } from './routes/customer';
import { registerImages } from './routes/images';
import { registerItems } from './routes/items';
import { registerMedia } from './routes/media';
import { registerMarketing } from './routes/marketing';
import { registerMerchant } from './routes/merchant';
import { registerOrderActions } from './routes/orderActions';
import { registerOrders } from './routes/orders';
import { registerPayments } from './routes/payments';
import { registerRegions } from './routes/regions';
import { registerReviews } from './routes/reviews';
import { registerTestOutbox } from './routes/testOutbox';

/**
 * The whole API on one database. Options override the environment-free defaults (tests pass their
 * own); uploaded files go to `media`, by default a folder on disk (config.mediaDir).
 */
export function createApp(db: Db, options: Partial<AppConfig> = {}, media?: MediaStore, outbox: Outbox = tableOutbox): Hono<AppEnv> {
  const config: AppConfig = { ...readConfig({}), ...options };
  const mediaStore = media ?? createDiskMediaStore(config.mediaDir);
  const hono = new Hono<AppEnv>();

  // Before everything else: the bench uses it as the ceiling, so no DB and no middleware.
  hono.get('/health', (c) => c.json({ ok: true }));

  const readSmallBodies = readBodies(bodyLimitsByPath(config.product), (c) => {
    // The rest of the body is never read, so this connection cannot carry another request.
    c.header('Connection', 'close');
    return c.json({ success: false, error: { code: ErrorCode.validation, message: 'body.tooLarge' } }, 413);
  });
  // Uploads stream their own body (http/upload.ts), counted against their own limit.
  const streamed = uploadPaths(config.product);
  hono.use('*', (c, next) => (streamed.has(c.req.path) ? next() : readSmallBodies(c, next)));
  // After the body is read (so the connection stays usable), before any handler can change anything.
  hono.use('*', refuseCrossOrigin(config));
  const sessions = new SessionCache(config.sessionCacheMs);
  hono.use('*', async (c, next) => {
    c.set('deps', { db, config, sessions, media: mediaStore, outbox });
    await next();
  });

  const api: Api = { hono, product: config.product };
  registerAuth(api);
  registerItems(api);
  registerCatalogue(api);
  registerCart(api);
  registerMerchant(api);
  registerContent(api);
  registerRegions(api);
  registerOrders(api);
  registerAfterSales(api);
  registerSellerAfterSales(api);
  registerSellerOrders(api);
  registerInvoices(api);
  registerReviews(api);
  registerCustomer(api);
  registerAddresses(api);
  registerOrderActions(api);
  registerCheckout(api);
  registerPayments(api);
  registerMedia(api);
  registerImages(api);
  registerMarketing(api);
  registerAccount(api);
  registerPoints(api);
  if (config.testOutbox) registerTestOutbox(api);

  hono.notFound((c) => c.json({ success: false, error: { code: ErrorCode.notFound, message: 'no such call' } }, 404));
  hono.onError((error, c) => {
    if (error instanceof HttpError) {
      const body = { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json({ success: false, error: body }, error.status);
    }
    console.error(`[mall-api] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ success: false, error: { code: ErrorCode.internal, message: 'internal error' } }, 500);
  });
  return hono;
}
