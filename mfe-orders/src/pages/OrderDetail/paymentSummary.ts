import type { Money, OrderDisplayStatus } from '@mall/shared/contract';

/** The amount fields of an order the summary reads (spec orderdetail §3, Order). */
export interface AmountFacts {
  displayStatus: OrderDisplayStatus;
  skuAmt: Money;
  shippingAmt: Money;
  taxAmt: Money;
  taxRate: number;
  needPayAmt: Money;
  paidAmt: Money;
  serviceChargeAmt?: Money | null;
  insuranceAmt?: Money | null;
  shopDiscountAmt?: Money | null;
  orderDiscountAmt?: Money | null;
  platformCouponDiscountAmt?: Money | null;
  pointDiscountAmount?: Money | null;
  actualPaidPoints: number;
  actualNeedPayPoints: number;
}

export type SummaryRowKey =
  | 'goods'
  | 'shipping'
  | 'serviceCharge'
  | 'insurance'
  | 'shopDiscount'
  | 'orderDiscount'
  | 'platformCoupon'
  | 'pointDiscount'
  | 'tax';

export interface SummaryRow {
  key: SummaryRowKey;
  amount: Money;
  /** Discounts are taken off the total and shown with a minus. */
  deduction: boolean;
}

export interface PaymentSummary {
  rows: SummaryRow[];
  /** VAT in percent, shown beside the tax row (amounts include it). */
  taxRate: number;
  /** Points paid or to pay, rounded up (spec §9); 0 when none. */
  points: number;
  /** toPay while payment is due; orderTotal for an order that ended before anything was paid; else paid. */
  total: { key: 'toPay' | 'paid' | 'orderTotal'; amount: Money };
  /** Pre-sale awaiting its balance: what is still to pay after the deposit; null otherwise. */
  balanceDue: Money | null;
}

/** Nothing has been paid yet in these statuses: the total is what is still due. */
const UNPAID: readonly OrderDisplayStatus[] = ['PENDING_PAY', 'PENDING_DEPOSIT'];
const ENDED: readonly OrderDisplayStatus[] = ['CANCELED', 'CANCEL_ALL', 'CLOSED'];

/**
 * An order cancelled or closed before anything was paid: nothing is due any more (no "Amount to
 * pay") and it earns nothing (no "Earned points").
 */
export const endedUnpaid = (order: Pick<AmountFacts, 'displayStatus' | 'paidAmt'>): boolean =>
  ENDED.includes(order.displayStatus) && order.paidAmt.value === 0;

/**
 * Nothing paid yet, in money or points (awaiting payment, or ended before it): no "Amount paid
 * 0,00 €" and no earned points, which only a payment earns (issue 31).
 */
export const nothingPaid = (order: Pick<AmountFacts, 'paidAmt' | 'actualPaidPoints'>): boolean => order.paidAmt.value === 0 && order.actualPaidPoints === 0;

const present = (amount: Money | null | undefined): amount is Money => !!amount && amount.value !== 0;

/**
 * The summary's rows: goods, shipping and tax always (a zero shipping says "free" better than a
 * missing row); every other amount field only when the order has it, so a plain order stays short.
 */
export function paymentSummary(order: AmountFacts): PaymentSummary {
  const optional: Array<[SummaryRowKey, Money | null | undefined, boolean]> = [
    ['serviceCharge', order.serviceChargeAmt, false],
    ['insurance', order.insuranceAmt, false],
    ['shopDiscount', order.shopDiscountAmt, true],
    ['orderDiscount', order.orderDiscountAmt, true],
    ['platformCoupon', order.platformCouponDiscountAmt, true],
    ['pointDiscount', order.pointDiscountAmount, true],
  ];
  const rows: SummaryRow[] = [
    { key: 'goods', amount: order.skuAmt, deduction: false },
    { key: 'shipping', amount: order.shippingAmt, deduction: false },
    ...optional.filter(([, amount]) => present(amount)).map(([key, amount, deduction]) => ({ key, amount: amount!, deduction })),
    { key: 'tax', amount: order.taxAmt, deduction: false },
  ];
  const unpaid = UNPAID.includes(order.displayStatus);
  const ended = endedUnpaid(order);
  const points = Math.ceil(unpaid || ended ? order.actualNeedPayPoints : order.actualPaidPoints || order.actualNeedPayPoints);
  return {
    rows,
    taxRate: order.taxRate,
    points,
    total: unpaid ? { key: 'toPay', amount: order.needPayAmt } : ended ? { key: 'orderTotal', amount: order.needPayAmt } : { key: 'paid', amount: order.paidAmt },
    // Cents, so that 1690.00 - 200.00 is exactly 1490.00.
    balanceDue:
      order.displayStatus === 'PENDING_BALANCE'
        ? { value: (Math.round(order.needPayAmt.value * 100) - Math.round(order.paidAmt.value * 100)) / 100, currency: order.needPayAmt.currency }
        : null,
  };
}
