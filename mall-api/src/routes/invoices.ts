/**
 * GET /media/invoices/<order code>.pdf (issue 31, item 4): the invoice of an invoiced order,
 * generated on request in the buyer's language, served only to the order's owner (anyone else,
 * a guest or no session: 404, so codes cannot be probed) and never cached by a shared cache.
 */
import type { Context } from 'hono';
import { notFound } from '../http/errors';
import type { Api, AppEnv } from '../http/route';
import { readSession } from '../http/session';
import { loadInvoice } from '../invoices/invoiceData';
import { invoicePdf } from '../invoices/invoicePdf';
import type { InvoiceLanguage } from '../invoices/texts';
import { buyerLanguage } from '../http/language';

const FILE = /^([A-Za-z0-9-]{1,40})\.pdf$/;
/** The buyer's language (http/language.ts); invoices speak the same three. */
export const invoiceLanguage = (cookieHeader: string | undefined, acceptLanguage: string | undefined): InvoiceLanguage =>
  buyerLanguage(cookieHeader, acceptLanguage);

async function serveInvoice(c: Context<AppEnv>): Promise<Response> {
  const { db, sessions } = c.get('deps');
  const match = FILE.exec(c.req.param('file') ?? '');
  const session = match ? await readSession(db, c, sessions) : null;
  const data = match && session ? await loadInvoice(db, match[1]!, session.user.id) : undefined;
  if (!data) throw notFound('invoice');
  const pdf = await invoicePdf(data, invoiceLanguage(c.req.header('cookie'), c.req.header('accept-language')));
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `inline; filename="invoice-${data.orderNumber}.pdf"`);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(new Uint8Array(pdf));
}

export function registerInvoices(api: Api): void {
  api.hono.get('/media/invoices/:file', serveInvoice);
}
