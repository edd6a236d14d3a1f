import { pendingConfirmationOf } from './pendingTime';
import type { FirstPayAnswer, PaymentRecordInfo, PaymentRecordStatus, PayChannelCode } from '@mall/shared/contract';
import { paymentCalls } from '@mall/shared/contract';
import type { Db, Queryable } from '../../db/db';
import { one } from '../../db/db';
import { HttpError, notFound } from '../../http/errors';
import { skuImage } from '../../media/paths';
import type { ContractAddress } from '@mall/shared/contract';
import { contractOrders, type ContractOrderRow } from '../checkout';
import { storedAddress } from '../checkoutAddress';
import { money, vatPart } from '../money';
import { DUE_NOW_CENTS, markOrdersPaid } from '../orderState';
import { dueNowCents } from '../preSale';
import type { PayAttempt } from './gateway';

const { PayErrorCode } = paymentCalls;

export interface RecordRow {
  id: number;
  contract_id: number;
  buyer_id: number;
  channel: PayChannelCode;
  payment_method: string | null;
  provider: string;
  idempotency_key: string;
  status: PaymentRecordStatus;
  failed_reason: string | null;
  amount_cents: number;
  currency: string;
  purpose: 'FULL' | 'BALANCE';
  merchant_serial_no: string | null;
  return_url: string;
  page_token: string | null;
  answer: FirstPayAnswer | null;
  provider_data: Record<string, unknown>;
  created_at: Date;
  paid_at: Date | null;
}

const RECORD_COLUMNS = `id, contract_id, buyer_id, channel, payment_method, provider, idempotency_key, status, failed_reason, amount_cents,
  currency, purpose, merchant_serial_no, return_url, page_token, answer, provider_data, created_at, paid_at`;

export const SUCCESS_STATUSES: ReadonlySet<PaymentRecordStatus> = new Set(['PAY_SUCCESS', 'PRE_AUTH_SUCCESS']);

/** More attempts than this on one contract within a minute is the spec's 429 (limiting pay). */
export const PAY_ATTEMPTS_PER_MINUTE = 5;

export const payError = (status: 400 | 403 | 409 | 429 | 502 | 503, code: string, message: string, field?: string) =>
  new HttpError(status, code, message, field ? [{ field, message }] : undefined);

/** A record of the caller's (404 for anyone else's). */
export async function ownRecord(q: Queryable, buyerId: number, id: number): Promise<RecordRow> {
  const row = await one<RecordRow>(q, `select ${RECORD_COLUMNS} from payment_records where id = $1 and buyer_id = $2`, [id, buyerId]);
  if (!row) throw notFound('payment record');
  return row;
}

export async function recordByKey(q: Queryable, buyerId: number, key: string): Promise<RecordRow | undefined> {
  return one<RecordRow>(q, `select ${RECORD_COLUMNS} from payment_records where buyer_id = $1 and idempotency_key = $2`, [buyerId, key]);
}

export async function latestRecord(q: Queryable, contractId: number): Promise<RecordRow | undefined> {
  return one<RecordRow>(q, `select ${RECORD_COLUMNS} from payment_records where contract_id = $1 order by id desc limit 1`, [contractId]);
}

/** What a contract owes now and why it may not be paid. */
export interface Payable {
  contractId: number;
  buyerId: number;
  payUniqueKey: string;
  shipping: ContractAddress | null;
  countryCode: string;
  orders: ContractOrderRow[];
  /** The orders this payment settles. */
  payOrders: ContractOrderRow[];
  /** FULL: the first payment (unpaid orders in full, pre-sale orders their deposit); BALANCE: the pre-sale balances. */
  purpose: 'FULL' | 'BALANCE';
  amountCents: number;
  currency: string;
  isPoint: boolean;
  /** Why it cannot be paid now (PAID, CLOSED, EXPIRED), empty when it can. */
  blockers: Array<'PAID' | 'CLOSED' | 'EXPIRED'>;
  payDeadline: Date | null;
}

interface ContractHead {
  id: number;
  buyer_id: number;
  selected_address: ContractAddress | null;
  pay_unique_key: string;
}

export async function loadPayable(q: Queryable, buyerId: number, contractId: number): Promise<Payable> {
  const head = await one<ContractHead>(
    q,
    `select id, buyer_id, selected_address, coalesce(pay_unique_key, 'PAY-' || id) as pay_unique_key
     from trade_contracts where id = $1 and buyer_id = $2`,
    [contractId, buyerId],
  );
  if (!head) throw notFound('trade contract');
  return payableOf({ ...head, selected_address: storedAddress(head.selected_address) }, await contractOrders(q, contractId));
}

export function payableOf(head: ContractHead, orders: ContractOrderRow[]): Payable {
  const now = Date.now();
  // The first payment takes the unpaid orders and the pre-sale orders' deposits together.
  const pendingPay = orders.filter((o) => o.display_status === 'PENDING_PAY' || o.display_status === 'PENDING_DEPOSIT');
  const pendingBalance = orders.filter((o) => o.display_status === 'PENDING_BALANCE');
  const purpose = pendingPay.length > 0 ? 'FULL' : 'BALANCE';
  const payOrders = pendingPay.length > 0 ? pendingPay : pendingBalance;
  const blockers: Payable['blockers'] = [];
  const payDeadline = payOrders.map((o) => o.pay_deadline_at).filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  if (payOrders.length === 0) {
    blockers.push(orders.some((o) => ['CLOSED', 'CANCEL_ALL', 'CANCELED'].includes(o.display_status)) && !orders.some((o) => o.paid_cents > 0) ? 'CLOSED' : 'PAID');
  } else if (payDeadline && payDeadline.getTime() < now) {
    blockers.push('EXPIRED');
  } else if (purpose === 'BALANCE') {
    // The balance may be paid only inside its window.
    const window = payOrders.flatMap((o) => o.lines).find((l) => l.presale)?.presale;
    if (window && (now < Date.parse(window.balanceStart) || now > Date.parse(window.balanceEnd))) blockers.push('EXPIRED');
  }
  return {
    contractId: head.id,
    buyerId: head.buyer_id,
    payUniqueKey: head.pay_unique_key,
    shipping: head.selected_address,
    countryCode: head.selected_address?.regionShortName?.toUpperCase() || 'DE',
    orders,
    payOrders,
    purpose,
    amountCents: payOrders.reduce((sum, o) => sum + dueNowCents(o), 0),
    currency: orders[0]?.currency ?? 'EUR',
    isPoint: orders.some((o) => o.trade_type === 'NORMAL_POINT_REDEEM'),
    blockers,
    payDeadline,
  };
}

/** The refusal for a contract that cannot be paid now. */
export function assertPayable(p: Payable): void {
  if (p.blockers.includes('PAID')) throw payError(409, PayErrorCode.alreadyPaid, 'payment.alreadyPaid');
  if (p.blockers.includes('CLOSED') || p.blockers.includes('EXPIRED')) throw payError(409, PayErrorCode.contractExpired, 'payment.contractExpired');
}

/** The attempt as a gateway sees it. */
export function attemptOf(
  record: RecordRow,
  payable: Payable,
  extras: { paymentExtraKey?: string | null; token?: string | null; bindToken?: string | null; publicUrl: string; extraData?: Record<string, unknown> },
): PayAttempt {
  const lines = payable.payOrders.flatMap((o) =>
    o.lines.map((l) => {
      const unit = !l.presale ? l.sale_cents : record.purpose === 'BALANCE' ? l.presale.balanceUnitCents : o.display_status === 'PENDING_DEPOSIT' ? l.presale.depositUnitCents : l.sale_cents;
      const total = unit * l.trade_qty;
      return { name: l.sku_snapshot.name, skuId: l.sku_id, quantity: l.trade_qty, unitCents: unit, totalCents: total, taxCents: vatPart(total, o.tax_rate), imageUrl: `${extras.publicUrl}${l.sku_snapshot.image ?? skuImage(l.sku_id)}` };
    }),
  );
  const taxRate = payable.payOrders[0]?.tax_rate ?? 19;
  // A deposit is the goods' alone: a pre-sale order's shipping is paid with its balance.
  const shippingCents = payable.payOrders.reduce((s, o) => s + (o.display_status === 'PENDING_DEPOSIT' ? 0 : o.shipping_cents), 0);
  return {
    recordId: record.id,
    contractId: record.contract_id,
    buyerId: record.buyer_id,
    channel: record.channel,
    paymentMethod: record.payment_method,
    amountCents: record.amount_cents,
    currency: record.currency,
    returnUrl: `${extras.publicUrl}${withQuery(record.return_url, { paymentOrderId: record.id, contractId: record.contract_id, tradeId: record.contract_id })}`,
    countryCode: payable.countryCode,
    shopperEmail: payable.shipping?.email ?? null,
    lines,
    shippingCents,
    taxCents: vatPart(record.amount_cents, taxRate),
    taxRate,
    paymentExtraKey: extras.paymentExtraKey ?? null,
    token: extras.token ?? null,
    bindToken: extras.bindToken ?? null,
    providerData: { ...record.provider_data, ...(extras.extraData ?? {}) },
    idempotencyKey: record.idempotency_key,
  };
}

export function withQuery(path: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return `${path}${path.includes('?') ? '&' : '?'}${params}`;
}

/** The spec's first pay-result entry form, for a record (after a hosted page). */
export function payResultQuery(record: RecordRow, orderIds: number[], status: 'success' | 'pending' | 'failed'): Record<string, string | number> {
  return {
    orderId: orderIds[0] ?? record.contract_id,
    tradeId: record.contract_id,
    contractId: record.contract_id,
    buyerId: record.buyer_id,
    status,
    paymentOrderId: record.id,
    totalAmt: (record.amount_cents / 100).toFixed(2),
    merchantSerialNo: record.merchant_serial_no ?? '',
  };
}

/**
 * A new attempt, PAY_PENDING. The partial unique index keeps one attempt in flight per contract
 * (PAYMENT_IN_FLIGHT); the (buyer, key) unique index makes a concurrent replay find the first.
 * Also notes the attempt on the orders (their payment records, so secondary_pay is offered) and
 * marks the contract as paid for once (payBalance's second time goes to re-payment).
 */
export async function insertRecord(
  db: Db,
  row: {
    contractId: number; buyerId: number; channel: PayChannelCode; paymentMethod: string | null; provider: string; key: string; amountCents: number;
    currency: string; purpose: 'FULL' | 'BALANCE'; returnUrl: string; pageToken: string | null; payOrderIds: number[];
    /** firstPay hands the attempt to its provider at once: born reached (see reachedProvider). */
    reached: boolean;
  },
): Promise<RecordRow | 'IN_FLIGHT' | 'KEY_TAKEN'> {
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx.query<RecordRow>(
        `insert into payment_records (contract_id, buyer_id, channel, payment_method, provider, idempotency_key, status, amount_cents, currency, purpose, return_url, page_token, provider_data)
         values ($1, $2, $3, $4, $5, $6, 'PAY_PENDING', $7, $8, $9, $10, $11, $12::jsonb)
         returning ${RECORD_COLUMNS}`,
        [
          row.contractId, row.buyerId, row.channel, row.paymentMethod, row.provider, row.key, row.amountCents, row.currency, row.purpose, row.returnUrl, row.pageToken,
          JSON.stringify(row.reached ? { startedAt: Date.now() } : {}),
        ],
      );
      await tx.query('update trade_contracts set not_first_time = true where id = $1', [row.contractId]);
      await tx.query(
        `update trade_orders o set payment_records = o.payment_records || jsonb_build_array(jsonb_build_object(
           'recordStatus', 'PAY_PENDING', 'payChannel', $2::text, 'businessPayChannelCode', $3::text, 'paidTime', null, 'amountCents', ${DUE_NOW_CENTS}))
         where o.id = any($1::int[])`,
        [row.payOrderIds, row.channel, row.paymentMethod],
      );
      return inserted[0]!;
    });
  } catch (error) {
    const text = String((error as { message?: string }).message ?? error) + String((error as { constraint?: string }).constraint ?? '');
    if (text.includes('payment_records_one_in_flight')) return 'IN_FLIGHT';
    if (text.includes('idempotency_key') || (error as { code?: string }).code === '23505') return 'KEY_TAKEN';
    throw error;
  }
}

/**
 * Whether an attempt was handed to its provider: firstPay started it (a hosted page, a charge,
 * an action) or the provider knows it by a reference. An authority or Klarna session alone has
 * not: nothing can be charged before firstPay continues it.
 */
export const reachedProvider = (r: RecordRow): boolean =>
  r.answer !== null || r.merchant_serial_no !== null || typeof r.provider_data.startedAt === 'number';

/** A pending attempt that reached its provider blocks other channels this long, then may be replaced. */
export const IN_FLIGHT_WINDOW_MS = 10 * 60_000;

export const REPLACED_REASON = 'Replaced by a new payment attempt';

export async function pendingRecord(q: Queryable, contractId: number): Promise<RecordRow | undefined> {
  return one<RecordRow>(q, `select ${RECORD_COLUMNS} from payment_records where contract_id = $1 and status = 'PAY_PENDING'`, [contractId]);
}

/**
 * Closes a pending attempt a new one replaces. `onlyUnreached` keeps the check and the close one
 * statement, so an attempt firstPay is handing to its provider at this moment is never closed.
 */
export async function closeReplaced(q: Queryable, recordId: number, onlyUnreached: boolean): Promise<boolean> {
  const closed = await q.query<{ id: number }>(
    `update payment_records set status = 'CLOSED', failed_reason = $2, updated_at = now()
     where id = $1 and status = 'PAY_PENDING'
       ${onlyUnreached ? `and answer is null and merchant_serial_no is null and not (provider_data ? 'startedAt')` : ''}
     returning id`,
    [recordId, REPLACED_REASON],
  );
  return closed.length > 0;
}

/** firstPay continues a session's attempt (Klarna, authority): from now on it has reached its provider. */
export async function markReached(q: Queryable, recordId: number): Promise<boolean> {
  const marked = await q.query<{ id: number }>(
    `update payment_records set provider_data = provider_data || jsonb_build_object('startedAt', $2::bigint), updated_at = now()
     where id = $1 and status = 'PAY_PENDING' returning id`,
    [recordId, Date.now()],
  );
  return marked.length > 0;
}

/**
 * Moves a pending record to its outcome; a success settles the contract's orders (markOrdersPaid).
 * Only a PAY_PENDING record moves, so a late or repeated notice changes nothing.
 */
export async function settleRecord(
  db: Db,
  recordId: number,
  outcome: { status: PaymentRecordStatus; failedReason?: string | null; merchantSerialNo?: string | null; providerData?: Record<string, unknown> },
): Promise<RecordRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const moved = await tx.query<RecordRow>(
      `update payment_records set status = $2, failed_reason = $3, merchant_serial_no = coalesce($4, merchant_serial_no),
              provider_data = provider_data || $5::jsonb, updated_at = $6, paid_at = case when $2 in ('PAY_SUCCESS', 'PRE_AUTH_SUCCESS') then $6 else paid_at end
       where id = $1 and status = 'PAY_PENDING'
       returning ${RECORD_COLUMNS}`,
      [recordId, outcome.status, outcome.status === 'PAY_FAILED' ? (outcome.failedReason ?? 'payment failed') : null, outcome.merchantSerialNo ?? null, JSON.stringify(outcome.providerData ?? {}), now],
    );
    const record = moved[0];
    if (!record) {
      const current = await one<RecordRow>(tx, `select ${RECORD_COLUMNS} from payment_records where id = $1`, [recordId]);
      if (!current) throw notFound('payment record');
      return current;
    }
    if (SUCCESS_STATUSES.has(record.status)) {
      const statuses = record.purpose === 'BALANCE' ? ['PENDING_BALANCE'] : ['PENDING_PAY', 'PENDING_DEPOSIT'];
      const ids = await tx.query<{ id: number }>('select id from trade_orders where contract_id = $1 and display_status = any($2::text[])', [record.contract_id, statuses]);
      await markOrdersPaid(tx, ids.map((r) => r.id), now, { payChannel: record.channel, businessPayChannelCode: record.payment_method });
    }
    return record;
  });
}

/** Stores what the gateway said without settling (still pending: redirect, action, confirm). */
export async function updatePending(db: Db, recordId: number, update: { merchantSerialNo?: string | null; providerData?: Record<string, unknown>; answer?: FirstPayAnswer | null }): Promise<void> {
  await db.query(
    `update payment_records set merchant_serial_no = coalesce($2, merchant_serial_no), provider_data = provider_data || $3::jsonb,
            answer = coalesce($4::jsonb, answer), updated_at = now()
     where id = $1`,
    [recordId, update.merchantSerialNo ?? null, JSON.stringify(update.providerData ?? {}), update.answer ? JSON.stringify(update.answer) : null],
  );
}

export async function storeAnswer(db: Db, recordId: number, answer: FirstPayAnswer): Promise<void> {
  await db.query('update payment_records set answer = $2::jsonb where id = $1', [recordId, JSON.stringify(answer)]);
}

/** Attempts on the contract in the last minute (429 past PAY_ATTEMPTS_PER_MINUTE). */
export async function recentAttempts(q: Queryable, contractId: number): Promise<number> {
  const row = await one<{ n: number }>(q, `select count(*)::int as n from payment_records where contract_id = $1 and created_at > now() - interval '1 minute'`, [contractId]);
  return row?.n ?? 0;
}

export async function contractOrderIds(q: Queryable, contractId: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>('select id from trade_orders where contract_id = $1 order by id', [contractId]);
  return rows.map((r) => r.id);
}

export async function recordInfo(q: Queryable, record: RecordRow): Promise<PaymentRecordInfo> {
  const contract = await one<{ pay_unique_key: string; is_point: boolean }>(
    q,
    `select coalesce(c.pay_unique_key, 'PAY-' || c.id) as pay_unique_key,
            exists(select 1 from trade_orders o where o.contract_id = c.id and o.trade_type = 'NORMAL_POINT_REDEEM') as is_point
     from trade_contracts c where c.id = $1`,
    [record.contract_id],
  );
  // The orders close at their pay deadline: the pending result says until when paying is possible.
  const deadline = await one<{ at: Date | null }>(
    q,
    `select min(pay_deadline_at) as at from trade_orders where contract_id = $1 and display_status in ('PENDING_PAY', 'PENDING_DEPOSIT')`,
    [record.contract_id],
  );
  return {
    paymentRecordId: record.id,
    recordStatus: record.status,
    failedReason: record.failed_reason,
    channel: record.channel,
    paymentMethod: record.payment_method,
    amount: money(record.amount_cents, record.currency),
    contractId: record.contract_id,
    tradeOrderIds: await contractOrderIds(q, record.contract_id),
    buyerId: record.buyer_id,
    payUniqueKey: contract?.pay_unique_key ?? `PAY-${record.contract_id}`,
    merchantSerialNo: record.merchant_serial_no,
    isPoint: contract?.is_point ?? false,
    createdAt: record.created_at.toISOString(),
    paidAt: record.paid_at ? record.paid_at.toISOString() : null,
    pendingConfirmation: record.status === 'PAY_PENDING' ? pendingConfirmationOf(record.channel, record.payment_method) : null,
    payDeadline: deadline?.at ? deadline.at.toISOString() : null,
  };
}
