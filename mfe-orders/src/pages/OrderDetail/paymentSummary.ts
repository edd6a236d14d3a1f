import type { Money, OrderDisplayStatus, PreSaleDue } from '@mall/shared/contract';

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
  /** A deposit pre-sale's deposit, balance and balance window, as the server charges them. */
  preSale: PreSaleDue | null;
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
  /** A pre-sale awaiting its deposit or its balance: both amounts, and which one is due now; null otherwise. */
  preSale: PreSaleStage | null;
}

/** A pre-sale between its two payments: `due` is what the pay button pays now. */
export interface PreSaleStage {
  due: 'deposit' | 'balance';
  deposit: Money;
  balance: Money;
  /** The window the balance is paid in (ISO instants). */
  balanceFrom: string;
  balanceUntil: string;
}

/** The stage of a pre-sale awaiting a payment (the list row and the detail say it the same way). */
export function preSaleStage(order: Pick<AmountFacts, 'displayStatus' | 'preSale'>): PreSaleStage | null {
  const due = order.displayStatus === 'PENDING_DEPOSIT' ? 'deposit' : order.displayStatus === 'PENDING_BALANCE' ? 'balance' : null;
  if (!due || !order.preSale) return null;
  const { depositAmt, balanceAmt, balancePaymentStartTime, balancePaymentEndTime } = order.preSale;
  return { due, deposit: depositAmt, balance: balanceAmt, balanceFrom: balancePaymentStartTime, balanceUntil: balancePaymentEndTime };
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
  const preSale = preSaleStage(order);
  // A pre-sale awaiting its deposit pays the deposit now (preSale), not the whole: no "Amount to pay" of the whole.
  const total: PaymentSummary['total'] =
    ended || preSale?.due === 'deposit' ? { key: 'orderTotal', amount: order.needPayAmt } : unpaid ? { key: 'toPay', amount: order.needPayAmt } : { key: 'paid', amount: order.paidAmt };
  return { rows, taxRate: order.taxRate, points, total, preSale };
}
