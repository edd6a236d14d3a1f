/**
 * The order state machine: which operations an order offers in its state (operationList), the
 * refusal of anything not offered, and the transitions of payment. The actions themselves
 * (cancel, sign, postpone, ...) live in domain/orderActions.ts and check `requireOffered` first.
 *
 *   PENDING_PAY ──pay──> UN_DELIVERY ──shipped──> UN_RECEIVED ──sign all packages──> COMPLETE
 *   PENDING_DEPOSIT ──pay deposit──> PENDING_BALANCE ──pay balance──> UN_DELIVERY
 *   PENDING_PAY / PENDING_DEPOSIT ──buyer cancels──> CANCELED (a group's unpaid orders together)
 *   PENDING_PAY past its deadline: no longer payable (CLOSED once swept)
 *   UN_DELIVERY ──cancel after pay──> stays UN_DELIVERY, lines in after-sales (refund pending)
 *
 * The seller's transitions (issue 31, SELLER_ORDER_TRANSITIONS; domain/fulfilment.ts applies them):
 *   UN_DELIVERY ──ship (a package)──> UN_DELIVERY while units are left, UN_RECEIVED when none (invoice issued)
 *   UN_DELIVERY / UN_RECEIVED ──deliver (a package)──> same status; the confirm-receipt deadline starts
 *   UN_DELIVERY ──ready for pick-up (pick-up orders)──> UN_RECEIVED, deadline started, invoice issued
 */
import { issueGiftCards } from './marketing';
import { orderActionCalls, sellerOrderCalls, type Order, type OrderDisplayStatus, type OrderOperation, type TradeType } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { conflict } from '../http/errors';
import { releaseStock } from './checkout';
import { giveBackCheckoutDiscounts } from './checkoutDiscounts';
import { lockOrders } from './locks';

export interface OrderFacts {
  status: OrderDisplayStatus;
  tradeType: TradeType;
  fulfillmentType: Order['fulfillmentType'];
  itemBusinessType: Order['itemBusinessType'];
  canReverse: boolean;
  inAfterSales: boolean;
  hasUnreviewedLine: boolean;
  hasInvoice: boolean;
  balancePayableNow: boolean;
  /** the pay deadline has passed (an unpaid order can no longer be paid) */
  payDeadlinePassed: boolean;
  /** an earlier payment attempt of this order did not succeed (pay again = secondary_pay) */
  hadPaymentAttempt: boolean;
  /** packages on their way that were not postponed yet */
  postponablePackages: number;
  hasUnusedVoucher: boolean;
  serviceUsesLeft: boolean;
}

const PAID_STATES: readonly OrderDisplayStatus[] = ['UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE'];

/**
 * Which operations an order offers, as a table: an operation is listed when the order is in one
 * of its statuses and its condition holds. The storefront shows only what is listed; the server
 * refuses the rest (requireOffered).
 */
export const ORDER_OPERATION_RULES: ReadonlyArray<{
  operation: OrderOperation;
  statuses: readonly OrderDisplayStatus[];
  when?: (f: OrderFacts) => boolean;
}> = [
  { operation: 'pay', statuses: ['PENDING_PAY'], when: (f) => !f.payDeadlinePassed && !f.hadPaymentAttempt },
  { operation: 'secondary_pay', statuses: ['PENDING_PAY'], when: (f) => !f.payDeadlinePassed && f.hadPaymentAttempt },
  { operation: 'payDeposit', statuses: ['PENDING_DEPOSIT'], when: (f) => !f.payDeadlinePassed },
  { operation: 'payBalance', statuses: ['PENDING_BALANCE'], when: (f) => f.balancePayableNow },
  { operation: 'buyerCancelBeforePay', statuses: ['PENDING_PAY', 'PENDING_DEPOSIT'] },
  { operation: 'buyerCancelAfterPay', statuses: ['UN_DELIVERY'], when: (f) => !f.inAfterSales },
  { operation: 'confirm', statuses: ['UN_RECEIVED'] },
  { operation: 'buyerPostponeConfirmDeadline', statuses: ['UN_RECEIVED'], when: (f) => f.postponablePackages > 0 },
  { operation: 'checkExpressTrack', statuses: ['UN_RECEIVED', 'COMPLETE'], when: (f) => f.fulfillmentType !== 'SITE_PICK_UP' && f.itemBusinessType === 'NORMAL' },
  // Spec: for SITE_SHIPPING, after-pay cancel shows no extra entry (no cancel-before-delivery application).
  { operation: 'buyerApplyReverse', statuses: ['UN_DELIVERY'], when: (f) => f.canReverse && f.fulfillmentType !== 'SITE_SHIPPING' && !f.inAfterSales },
  { operation: 'buyerApplyReverse', statuses: ['UN_RECEIVED', 'COMPLETE'], when: (f) => f.canReverse },
  { operation: 'comment', statuses: ['COMPLETE'], when: (f) => f.hasUnreviewedLine },
  { operation: 'toUse', statuses: PAID_STATES, when: (f) => f.hasUnusedVoucher },
  { operation: 'checkVerifyCode', statuses: PAID_STATES, when: (f) => f.itemBusinessType === 'SERVICE' && f.serviceUsesLeft },
  { operation: 'viewInvoice', statuses: ['UN_RECEIVED', 'COMPLETE'], when: (f) => f.hasInvoice },
  { operation: 'sendInvoiceEmail', statuses: ['UN_RECEIVED', 'COMPLETE'], when: (f) => f.hasInvoice },
  {
    operation: 'buyAgain',
    statuses: ['UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE', 'CLOSED', 'CANCEL_ALL', 'CANCELED'],
    when: (f) => f.tradeType !== 'NORMAL_POINT_REDEEM' && f.itemBusinessType === 'NORMAL',
  },
];

export function operationsFor(facts: OrderFacts): OrderOperation[] {
  const listed = ORDER_OPERATION_RULES.filter((r) => r.statuses.includes(facts.status) && (r.when?.(facts) ?? true)).map((r) => r.operation);
  return [...new Set(listed)];
}

export const offers = (order: Pick<Order, 'operationList'>, operation: OrderOperation) =>
  order.operationList.some((o) => o.operation === operation);

/** Refuses (409 OPERATION_NOT_OFFERED) an operation the order's state does not offer. */
export function requireOffered(order: Pick<Order, 'operationList' | 'displayStatus'>, operation: OrderOperation): void {
  if (!offers(order, operation)) {
    throw conflict(`${operation} is not offered for an order in ${order.displayStatus}`, orderActionCalls.OrderErrorCode.operationNotOffered);
  }
}

/** The deposit of a pre-sale order (alias o): deposit per unit × quantity over its lines, at most its amount (preSale.ts depositDue). */
const DEPOSIT_CENTS = `least(o.need_pay_cents, (select coalesce(sum((l.presale->>'depositUnitCents')::int * l.trade_qty), 0)::int
  from trade_order_lines l where l.order_id = o.id))`;

/** What an unpaid order's next payment charges (alias o): the deposit while PENDING_DEPOSIT, else what is left (preSale.ts dueNowCents). */
export const DUE_NOW_CENTS = `case when o.display_status = 'PENDING_DEPOSIT' then ${DEPOSIT_CENTS} else o.need_pay_cents - o.paid_cents end`;

/** What a payment adds to the order's payment info card. */
export interface PaymentNote {
  payChannel: string;
  businessPayChannelCode?: string | null;
}

/**
 * A successful payment of these orders (checkout, re-payment, deposit or balance): each moves to its
 * next status — PENDING_PAY and PENDING_BALANCE to UN_DELIVERY (fully paid), PENDING_DEPOSIT to
 * PENDING_BALANCE (the deposit paid). Orders in any other status are left alone, so a repeated
 * notification changes nothing. Answers the ids that moved. Run it inside the payment's transaction.
 */
export async function markOrdersPaid(q: Queryable, tradeOrderIds: number[], at: Date, payment?: PaymentNote): Promise<number[]> {
  if (tradeOrderIds.length === 0) return [];
  await lockOrders(q, tradeOrderIds);
  const rows = await q.query<{ id: number }>(
    `update trade_orders o set
       display_status = case when o.display_status = 'PENDING_DEPOSIT' then 'PENDING_BALANCE' else 'UN_DELIVERY' end,
       deposit_paid_at = case when o.display_status = 'PENDING_DEPOSIT' then $2 else o.deposit_paid_at end,
       paid_at = case when o.display_status = 'PENDING_DEPOSIT' then o.paid_at else $2 end,
       paid_cents = case when o.display_status = 'PENDING_DEPOSIT' then ${DEPOSIT_CENTS} else o.need_pay_cents end,
       paid_points = case when o.display_status = 'PENDING_DEPOSIT' then o.paid_points else o.need_pay_points end,
       pay_deadline_at = null,
       payment_records = o.payment_records || jsonb_build_array(jsonb_build_object(
         'recordStatus', 'PAY_SUCCESS', 'payChannel', $3::text, 'businessPayChannelCode', $4::text,
         'paidTime', $2::timestamptz, 'amountCents', ${DUE_NOW_CENTS}))
     where o.id = any($1::int[]) and o.display_status in ('PENDING_PAY', 'PENDING_DEPOSIT', 'PENDING_BALANCE')
     returning o.id`,
    [tradeOrderIds, at, payment?.payChannel ?? 'UNKNOWN', payment?.businessPayChannelCode ?? null],
  );
  const moved = rows.map((r) => r.id).sort((a, b) => a - b);
  // Issue 15: a paid gift-card item becomes gift cards in the same transaction.
  await issueGiftCards(q, moved, at);
  return moved;
}

/**
 * Unpaid orders whose pay deadline passed are closed (CLOSED) and their stock given back: one
 * buyer's (when their order list is read, so it never shows a stale "to pay"), or anyone's, at most
 * `limit` (the scheduler's job). Answers how many.
 */
export async function closeOverdueOrders(q: Queryable, buyerId: number | null, now: Date, limit = 1000): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `update trade_orders set display_status = 'CLOSED', closed_at = $2
     where id in (select id from trade_orders
                  where ($1::int is null or buyer_id = $1) and display_status in ('PENDING_PAY', 'PENDING_DEPOSIT') and pay_deadline_at < $2
                  order by pay_deadline_at limit $3 for update skip locked)
     returning id`,
    [buyerId, now, limit],
  );
  await releaseStock(q, rows.map((r) => r.id));
  await giveBackCheckoutDiscounts(q, rows.map((r) => r.id), now, 'closed');
  return rows.length;
}

/**
 * A payment attempt that did not succeed (PAY_FAILED, PAY_PENDING, ...): shown in the payment info
 * and, while the order is unpaid, it then offers secondary_pay (pay again) instead of pay.
 */
export async function recordPaymentAttempt(
  q: Queryable,
  tradeOrderIds: number[],
  at: Date,
  attempt: PaymentNote & { recordStatus: string },
): Promise<void> {
  if (tradeOrderIds.length === 0) return;
  await q.query(
    `update trade_orders o set payment_records = o.payment_records || jsonb_build_array(jsonb_build_object(
       'recordStatus', $3::text, 'payChannel', $4::text, 'businessPayChannelCode', $5::text, 'paidTime', null,
       'attemptTime', $2::timestamptz, 'amountCents', ${DUE_NOW_CENTS}))
     where o.id = any($1::int[]) and o.display_status in ('PENDING_PAY', 'PENDING_DEPOSIT', 'PENDING_BALANCE')`,
    [tradeOrderIds, at, attempt.recordStatus, attempt.payChannel, attempt.businessPayChannelCode ?? null],
  );
}

/**
 * Checkout calls this when the buyer submits the balance checkout of a pre-sale contract: from then
 * on payBalance pays directly (tradeContract.notFirstTime) instead of opening /checkout again.
 */
export async function markBalanceCheckoutDone(q: Queryable, tradeContractId: number): Promise<void> {
  await q.query(`update trade_contracts set not_first_time = true where id = $1`, [tradeContractId]);
}

/** What a seller (or a carrier's event) does to an order: the order state machine's SELLER transitions. */
export type SellerOrderEvent = 'ship' | 'deliver' | 'readyForPickup';

/**
 * The seller's transitions, as a table: the statuses each leaves and the fulfilment types it
 * applies to. Only goods (itemBusinessType NORMAL) travel; vouchers and services are never shipped.
 */
export const SELLER_ORDER_TRANSITIONS: Readonly<Record<SellerOrderEvent, { from: readonly OrderDisplayStatus[]; fulfilment: ReadonlyArray<Order['fulfillmentType']> }>> = {
  ship: { from: ['UN_DELIVERY'], fulfilment: ['EXPRESS', 'SITE_SHIPPING'] },
  deliver: { from: ['UN_DELIVERY', 'UN_RECEIVED'], fulfilment: ['EXPRESS', 'SITE_SHIPPING'] },
  readyForPickup: { from: ['UN_DELIVERY'], fulfilment: ['SITE_PICK_UP'] },
};

/** Refuses (409 fulfilment.transitionNotAllowed) a seller transition the order's state has not. */
export function requireSellerTransition(
  order: { displayStatus: OrderDisplayStatus; fulfillmentType: Order['fulfillmentType']; itemBusinessType: Order['itemBusinessType'] },
  event: SellerOrderEvent,
): void {
  const rule = SELLER_ORDER_TRANSITIONS[event];
  if (!rule.from.includes(order.displayStatus) || !rule.fulfilment.includes(order.fulfillmentType) || order.itemBusinessType !== 'NORMAL') {
    throw conflict(sellerOrderCalls.SellerOrderMessage.transitionNotAllowed, orderActionCalls.OrderErrorCode.transitionNotAllowed);
  }
}
