import type { Order, OrderOperation } from '@mall/shared/contract';

/** Where the buttons are drawn: a list row, the detail page, or the mobile detail's bar + 'more' sheet. */
export type ActionPlacement = 'row' | 'detail' | 'sheet';

/** What a button does: opens one of the dialogs, or runs at once (navigation, add to cart). */
export type ActionKind =
  | 'pay'
  | 'payBalance'
  | 'cancelBeforePay'
  | 'cancelAfterPay'
  | 'confirm'
  | 'postpone'
  | 'logistics'
  | 'afterSales'
  | 'comment'
  | 'buyAgain'
  | 'toUse'
  | 'invoice'
  | 'vouchers';

interface OperationRow {
  kind: ActionKind;
  /** Where a button is offered; an empty list means the operation never shows one. */
  placements: readonly ActionPlacement[];
  /** A further rule beyond the server listing it. */
  shows?: (order: Order) => boolean;
  /** The one button that stands out (pay first). */
  primary?: boolean;
}

const EVERYWHERE: readonly ActionPlacement[] = ['row', 'detail', 'sheet'];
const NOWHERE: readonly ActionPlacement[] = [];

/**
 * Server-driven: a button exists because operationList lists the operation, and this one table says
 * what it is called and does. Its order is the order of the buttons.
 *
 * The detail document says four operations show no button in the action list (inviteToJoinGroup,
 * buyerApplyReverse, checkVerifyCode, sendInvoiceEmail). The order list has the after-sales apply
 * modal and the vouchers modal (checkout-orderlist-points §2), so decided: a list row offers
 * buyerApplyReverse and checkVerifyCode; the detail (which shows after-sales per line and the
 * service item's use details in cards) does not. sendInvoiceEmail is the resend form inside the
 * invoice dialog; inviteToJoinGroup has no behaviour in the spec and shows nothing.
 */
export const OPERATIONS: Readonly<Record<OrderOperation, OperationRow>> = {
  pay: { kind: 'pay', placements: EVERYWHERE, primary: true },
  secondary_pay: { kind: 'pay', placements: EVERYWHERE, primary: true },
  payDeposit: { kind: 'pay', placements: EVERYWHERE, primary: true },
  payBalance: { kind: 'payBalance', placements: EVERYWHERE, primary: true },
  confirm: { kind: 'confirm', placements: EVERYWHERE, primary: true },
  comment: { kind: 'comment', placements: EVERYWHERE },
  buyAgain: { kind: 'buyAgain', placements: EVERYWHERE },
  buyerPostponeConfirmDeadline: { kind: 'postpone', placements: EVERYWHERE },
  // Spec: hidden when the buyer picks the goods up at the site.
  checkExpressTrack: { kind: 'logistics', placements: EVERYWHERE, shows: (order) => order.fulfillmentType !== 'SITE_PICK_UP' },
  toUse: { kind: 'toUse', placements: EVERYWHERE },
  viewInvoice: { kind: 'invoice', placements: EVERYWHERE },
  buyerCheckVATInvoice: { kind: 'invoice', placements: EVERYWHERE },
  buyerApplyReverse: { kind: 'afterSales', placements: ['row'] },
  checkVerifyCode: { kind: 'vouchers', placements: ['row'] },
  buyerCancelBeforePay: { kind: 'cancelBeforePay', placements: EVERYWHERE },
  buyerCancelAfterPay: { kind: 'cancelAfterPay', placements: EVERYWHERE },
  sendInvoiceEmail: { kind: 'invoice', placements: NOWHERE },
  inviteToJoinGroup: { kind: 'pay', placements: NOWHERE },
};

const ORDER = Object.keys(OPERATIONS) as OrderOperation[];

export interface OrderAction {
  operation: OrderOperation;
  kind: ActionKind;
  primary: boolean;
}

const isKnown = (operation: string): operation is OrderOperation => Object.hasOwn(OPERATIONS, operation);

/** The buttons an order shows at `placement`: only operations the server lists and this storefront knows. */
export function visibleActions(order: Order, placement: ActionPlacement): OrderAction[] {
  const listed = new Set(order.operationList.map((entry) => entry.operation).filter(isKnown));
  return ORDER.filter((operation) => {
    if (!listed.has(operation)) return false;
    const row = OPERATIONS[operation];
    return row.placements.includes(placement) && (row.shows?.(order) ?? true);
  }).map((operation) => ({ operation, kind: OPERATIONS[operation].kind, primary: OPERATIONS[operation].primary ?? false }));
}

/** Whether the server offers an operation on the order (e.g. the invoice resend form needs sendInvoiceEmail). */
export const offers = (order: Order, operation: OrderOperation): boolean =>
  order.operationList.some((entry) => entry.operation === operation);

/** Spec: on mobile, more than two actions fold into a 'more' action sheet; the first two stay as buttons. */
export const MAX_INLINE_MOBILE_ACTIONS = 2;

export function splitForSheet<T>(actions: readonly T[]): { inline: T[]; folded: T[] } {
  if (actions.length <= MAX_INLINE_MOBILE_ACTIONS) return { inline: [...actions], folded: [] };
  return { inline: actions.slice(0, MAX_INLINE_MOBILE_ACTIONS), folded: actions.slice(MAX_INLINE_MOBILE_ACTIONS) };
}
