import type { Context } from 'hono';
import type { PaymentRecordStatus } from '@mall/shared/contract';
import type { Db } from '../../db/db';
import type { Api, AppEnv, RequestCtx } from '../../http/route';
import { readSession } from '../../http/session';
import { MOCKPAY_DECLINE_REASON } from './providers/mockpay';
import { contractOrderIds, ownRecord, payResultQuery, withQuery, type RecordRow } from './records';

/** "Pay, confirm later" settles this long after the click (a late webhook); MALL_MOCKPAY_SETTLE_MS. */
export const MOCKPAY_SETTLE_MS = (env: NodeJS.ProcessEnv = process.env) => {
  const n = Number(env.MALL_MOCKPAY_SETTLE_MS);
  return env.MALL_MOCKPAY_SETTLE_MS !== undefined && env.MALL_MOCKPAY_SETTLE_MS !== '' && Number.isFinite(n) && n >= 0 ? n : 4000;
};

const OUTCOMES = ['pay', 'later', 'fail', 'pending'] as const;
type Outcome = (typeof OUTCOMES)[number];

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const resultOf = (status: PaymentRecordStatus): 'success' | 'pending' | 'failed' =>
  status === 'PAY_SUCCESS' || status === 'PRE_AUTH_SUCCESS' ? 'success' : status === 'PAY_PENDING' ? 'pending' : 'failed';

/** A provider's page: no framing, no scripts, posts only to itself, never cached. */
function secure(c: Context<AppEnv>): void {
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
  c.header('X-Frame-Options', 'DENY');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f6;margin:0;display:flex;justify-content:center;padding:48px 16px;color:#222}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:32px;font-weight:700;margin:16px 0}
.note{color:#666;font-size:14px}form{display:grid;gap:10px;margin-top:24px}
button{font:inherit;padding:12px;border-radius:8px;border:1px solid #ccc;background:#fff;cursor:pointer}
button[value=pay]{background:#1a7f37;border-color:#1a7f37;color:#fff;font-weight:600}button[value=fail]{color:#b42318}
</style></head><body><main>${body}</main></body></html>`;
}

const notFoundPage = (c: Context<AppEnv>) => {
  secure(c);
  return c.html(page('Payment not found', '<h1>Payment not found</h1><p class="note">This test payment does not exist or is not yours.</p>'), 404);
};

export interface MockPayPageDeps {
  settleMs: number;
  settle(ctx: Pick<RequestCtx, 'db'>, recordId: number, outcome: { status: PaymentRecordStatus; failedReason?: string | null }): Promise<RecordRow>;
  delay(db: Db, recordId: number, settleAt: number): Promise<void>;
}

/** The caller's MOCKPAY record, or null (MOCKPAY off, not logged in, someone else's, another channel). */
async function mockRecord(c: Context<AppEnv>): Promise<RecordRow | null> {
  const id = Number(c.req.param('id'));
  const { db, sessions, config } = c.get('deps');
  if (!config.mockPay || !Number.isInteger(id) || id < 1) return null;
  const session = await readSession(db, c, sessions);
  if (!session) return null;
  try {
    const record = await ownRecord(db, session.user.id, id);
    return record.channel === 'MOCKPAY' ? record : null;
  } catch {
    return null;
  }
}

/**
 * MOCKPAY's hosted test page (GET /mockpay/:id) and its buttons (POST): Pay, Pay confirm later,
 * Fail, Leave pending. Each answers 303 to the record's same-site return path with the spec's
 * pay-result query. Only the record's buyer sees it; a repeated click settles nothing twice.
 */
export function registerMockPayPage(api: Api, deps: MockPayPageDeps): void {
  api.hono.get('/mockpay/:id', async (c) => {
    const record = await mockRecord(c);
    if (!record) return notFoundPage(c);
    secure(c);
    const amount = new Intl.NumberFormat('en-IE', { style: 'currency', currency: record.currency }).format(record.amount_cents / 100);
    if (record.status !== 'PAY_PENDING' || typeof record.provider_data.settleAt === 'number') {
      const back = withQuery(record.return_url, payResultQuery(record, await contractOrderIds(c.get('deps').db, record.contract_id), resultOf(record.status)));
      return c.html(page('MOCKPAY test payment', `<h1>MOCKPAY test payment</h1><p class="amount">${escape(amount)}</p>
<p class="note">This payment is ${escape(record.status)}.</p><p><a href="${escape(back)}">Back to the shop</a></p>`));
    }
    return c.html(
      page(
        'MOCKPAY test payment',
        `<h1>MOCKPAY test payment</h1><p class="note">Order payment ${escape(record.merchant_serial_no ?? `MOCK-${record.id}`)}</p>
<p class="amount">${escape(amount)}</p>
<p class="note">No money moves: choose what the payment provider answers.</p>
<form method="post" action="/mockpay/${record.id}">
<input type="hidden" name="token" value="${escape(record.page_token ?? '')}">
<button type="submit" name="outcome" value="pay">Pay</button>
<button type="submit" name="outcome" value="later">Pay, confirm later</button>
<button type="submit" name="outcome" value="fail">Fail</button>
<button type="submit" name="outcome" value="pending">Leave pending</button>
</form>`,
      ),
    );
  });

  api.hono.post('/mockpay/:id', async (c) => {
    const record = await mockRecord(c);
    if (!record) return notFoundPage(c);
    const form = new URLSearchParams(await c.req.text());
    const outcome = form.get('outcome') as Outcome | null;
    if (!outcome || !OUTCOMES.includes(outcome) || !record.page_token || form.get('token') !== record.page_token) {
      secure(c);
      return c.html(page('Invalid request', '<h1>Invalid request</h1><p class="note">Open the payment page again.</p>'), 400);
    }
    const { db } = c.get('deps');
    let after = record;
    // Only a pending record without a confirmation on its way changes: a second click is harmless.
    if (record.status === 'PAY_PENDING' && typeof record.provider_data.settleAt !== 'number') {
      if (outcome === 'pay') after = await deps.settle({ db }, record.id, { status: 'PAY_SUCCESS' });
      else if (outcome === 'fail') after = await deps.settle({ db }, record.id, { status: 'PAY_FAILED', failedReason: MOCKPAY_DECLINE_REASON });
      else if (outcome === 'later') await deps.delay(db, record.id, Date.now() + deps.settleMs);
    }
    const back = withQuery(after.return_url, payResultQuery(after, await contractOrderIds(db, after.contract_id), resultOf(after.status)));
    c.header('Cache-Control', 'no-store');
    return c.redirect(back, 303);
  });
}
