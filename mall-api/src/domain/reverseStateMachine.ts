/**
 * The reverse-order (after-sales) state machine: one table of every transition. The spec names
 * the 13 statuses but not the transitions; these are decided from the flows it describes and
 * from what a European furniture shop does:
 *
 * - refund only:  audit → approve → WAITING_FOR_REFUND → refund → REFUND_DONE
 * - return:       audit → approve → WAITING_FOR_BUYER_RETURN → post back → WAITING_FOR_QC_DONE
 *                 → received (stock back) → WAITING_FOR_REFUND → refund → REFUND_DONE
 * - exchange:     … → received (stock back) → WAITING_FOR_SELLER_SHIP → ship (stock out)
 *                 → WAITING_FOR_BUYER_CONFIRMED → buyer confirms → REVERSE_DONE
 * - cancels (before delivery / after pay): REFUND_PENDING → refund → REFUND_DONE (the order is
 *   cancelled, its stock released, shipping refunded too since nothing was delivered)
 * - the buyer may cancel until the goods are on their way back; the seller may reject at the audit
 *   or when the returned goods fail the check (REVERSE_CLOSE, with a reason); a refund the payment
 *   provider refused (REFUND_FAIL) may be paid again.
 *
 * Cancelled and closed applications free their order lines for a new application. Each order
 * line's reverseStatus is derived from all its applications after every transition (reverseEffects).
 * The buyer's operationList is derived from this table too: a buyer transition open from the
 * status (and type) is an operation, plus the read-only views below.
 */
import { afterSalesCalls, type ReverseOperation, type ReverseOrderStatus, type ReverseOrderType } from '@mall/shared/contract';

export type Actor = 'BUYER' | 'SELLER' | 'SYSTEM';

export type ReverseEvent =
  | 'submit'
  | 'approve'
  | 'reject'
  | 'buyerCancel'
  | 'postBack'
  | 'confirmReceived'
  | 'refund'
  | 'refundFailed'
  | 'shipReplacement'
  | 'confirmExchange'
  | 'auditTimeout';

/** What a transition does besides moving the status. */
export interface TransitionEffects {
  /** Units of the reverse lines go back on sale (returned goods checked in). */
  restock?: boolean;
  /** Units of the replacement skus leave stock (replacement shipped). */
  unstock?: boolean;
  /** The applied refund is paid: actualRefundAmt = applyRefundAmt. */
  payRefund?: boolean;
  /** A cancel refund: the order is cancelled (CANCEL_ALL), its reserved stock released, shipping refunded. */
  cancelOrder?: boolean;
  /** Records a parcel (the buyer's return, the seller's replacement). */
  recordParcel?: 'USER' | 'SELLER';
  /** The actor must give a reason (stored as auditRejectReason). */
  needsReason?: boolean;
}

export interface Transition {
  event: ReverseEvent;
  actor: Actor;
  from: readonly ReverseOrderStatus[];
  to: ReverseOrderStatus;
  /** The types it applies to; absent: every type. */
  types?: readonly ReverseOrderType[];
  effects?: TransitionEffects;
}

const RETURNS: readonly ReverseOrderType[] = ['SALE_RETURN', 'PURCHASE_RETURN'];
const CANCELS: readonly ReverseOrderType[] = ['SALE_CANCEL_BEFORE_DELIVERY', 'SALE_CANCEL_AFTER_PAID'];
const AUDITED: readonly ReverseOrderType[] = ['SALE_REFUND', 'SALE_RETURN', 'PURCHASE_RETURN', 'SALE_EXCHANGE'];

export const TRANSITIONS: readonly Transition[] = [
  // AS_APPLIED is an application not yet handed to the shop (imported ones); ours start at the audit.
  { event: 'submit', actor: 'SYSTEM', from: ['AS_APPLIED'], to: 'WAITING_FOR_AUDIT_BY_SELLER', types: AUDITED },
  { event: 'approve', actor: 'SELLER', from: ['AS_APPLIED', 'WAITING_FOR_AUDIT_BY_SELLER'], to: 'WAITING_FOR_REFUND', types: ['SALE_REFUND'] },
  { event: 'approve', actor: 'SELLER', from: ['AS_APPLIED', 'WAITING_FOR_AUDIT_BY_SELLER'], to: 'WAITING_FOR_BUYER_RETURN', types: [...RETURNS, 'SALE_EXCHANGE'] },
  // A seller who never answers does not hold the buyer's money: after SELLER_AUDIT_DAYS the
  // scheduler approves the application as the seller would have (src/scheduler/jobs.ts).
  { event: 'auditTimeout', actor: 'SYSTEM', from: ['WAITING_FOR_AUDIT_BY_SELLER'], to: 'WAITING_FOR_REFUND', types: ['SALE_REFUND'] },
  { event: 'auditTimeout', actor: 'SYSTEM', from: ['WAITING_FOR_AUDIT_BY_SELLER'], to: 'WAITING_FOR_BUYER_RETURN', types: [...RETURNS, 'SALE_EXCHANGE'] },
  { event: 'reject', actor: 'SELLER', from: ['AS_APPLIED', 'WAITING_FOR_AUDIT_BY_SELLER', 'WAITING_FOR_QC_DONE'], to: 'REVERSE_CLOSE', types: AUDITED, effects: { needsReason: true } },
  // Until the goods are on their way back the buyer may change their mind.
  { event: 'buyerCancel', actor: 'BUYER', from: ['AS_APPLIED', 'WAITING_FOR_AUDIT_BY_SELLER', 'WAITING_FOR_BUYER_RETURN'], to: 'REVERSE_CANCELED', types: AUDITED },
  { event: 'postBack', actor: 'BUYER', from: ['WAITING_FOR_BUYER_RETURN'], to: 'WAITING_FOR_QC_DONE', types: [...RETURNS, 'SALE_EXCHANGE'], effects: { recordParcel: 'USER' } },
  { event: 'confirmReceived', actor: 'SELLER', from: ['WAITING_FOR_QC_DONE'], to: 'WAITING_FOR_REFUND', types: RETURNS, effects: { restock: true } },
  { event: 'confirmReceived', actor: 'SELLER', from: ['WAITING_FOR_QC_DONE'], to: 'WAITING_FOR_SELLER_SHIP', types: ['SALE_EXCHANGE'], effects: { restock: true } },
  { event: 'refund', actor: 'SELLER', from: ['WAITING_FOR_REFUND', 'REFUND_FAIL'], to: 'REFUND_DONE', types: ['SALE_REFUND', ...RETURNS], effects: { payRefund: true } },
  { event: 'refund', actor: 'SELLER', from: ['REFUND_PENDING', 'REFUND_FAIL'], to: 'REFUND_DONE', types: CANCELS, effects: { payRefund: true, cancelOrder: true } },
  // The payment provider refused the refund (not reachable through the seller API; seeded).
  { event: 'refundFailed', actor: 'SYSTEM', from: ['WAITING_FOR_REFUND', 'REFUND_PENDING'], to: 'REFUND_FAIL' },
  { event: 'shipReplacement', actor: 'SELLER', from: ['WAITING_FOR_SELLER_SHIP'], to: 'WAITING_FOR_BUYER_CONFIRMED', types: ['SALE_EXCHANGE'], effects: { unstock: true, recordParcel: 'SELLER' } },
  { event: 'confirmExchange', actor: 'BUYER', from: ['WAITING_FOR_BUYER_CONFIRMED'], to: 'REVERSE_DONE', types: ['SALE_EXCHANGE'] },
];

/** The transition an actor may take with an event from a status, or undefined (refused). */
export function transitionFor(event: ReverseEvent, actor: Actor, status: ReverseOrderStatus, type: ReverseOrderType): Transition | undefined {
  return TRANSITIONS.find((t) => t.event === event && t.actor === actor && t.from.includes(status) && (!t.types || t.types.includes(type)));
}

/** Finished with the goods or money handed over: the units stay reversed. */
export const DONE_STATUSES: readonly ReverseOrderStatus[] = ['REFUND_DONE', 'REVERSE_DONE'];
/** Ended without effect: the units are free again. */
export const FREED_STATUSES: readonly ReverseOrderStatus[] = ['REVERSE_CANCELED', 'REVERSE_CLOSE'];
/** Every other status: the application holds its lines (no new application for them meanwhile). */
export const OPEN_STATUSES: readonly ReverseOrderStatus[] = afterSalesCalls.ReverseOrderStatus.options.filter(
  (status) => !DONE_STATUSES.includes(status) && !FREED_STATUSES.includes(status),
);

/** The buyer's operation for each buyer transition. */
const BUYER_OPERATION: Partial<Record<ReverseEvent, ReverseOperation>> = {
  buyerCancel: 'buyerCancelReverse',
  postBack: 'buyerPostBack',
  confirmExchange: 'buyerConfirmExchange',
};

/**
 * The buyer's operations for an application: every buyer transition open now, plus the views:
 * the rejection reason of a closed one, and the logistics once a parcel exists (SEND_DELIVERY).
 */
export function operationsFor(status: ReverseOrderStatus, type: ReverseOrderType, facts: { hasParcel: boolean; rejected: boolean }): ReverseOperation[] {
  const ops = TRANSITIONS.filter((t) => t.actor === 'BUYER' && t.from.includes(status) && (!t.types || t.types.includes(type)))
    .map((t) => BUYER_OPERATION[t.event])
    .filter((op): op is ReverseOperation => op !== undefined);
  if (status === 'REVERSE_CLOSE' && facts.rejected) ops.push('viewRejectReason');
  if (facts.hasParcel) ops.push('checkReverseLogistics');
  return [...new Set(ops)];
}

/**
 * An order line's reverseStatus from the statuses of all applications touching it: PROCESSING
 * while one is open, DONE once one finished (and none is open), NOT_REQUESTED otherwise.
 */
export function lineReverseStatus(statuses: readonly ReverseOrderStatus[]): 'NOT_REQUESTED' | 'PROCESSING' | 'DONE' {
  if (statuses.some((s) => OPEN_STATUSES.includes(s))) return 'PROCESSING';
  if (statuses.some((s) => DONE_STATUSES.includes(s))) return 'DONE';
  return 'NOT_REQUESTED';
}
