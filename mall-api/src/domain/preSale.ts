import type { Money, PreSaleDue } from '@mall/shared/contract';

/**
 * Pre-sale (spec: a deposit stage, then a balance stage). An item with a deposit per unit
 * (items.presale_deposit_cents) is ordered as its own order in PENDING_DEPOSIT: the first payment
 * charges the deposit, the balance (the rest of the order) is paid inside its window later.
 * The server decides every amount; the buyer only sees them.
 */

const DAY = 24 * 3600_000;
/** The balance is paid in the last two weeks before the piece ships (made-to-order lead time). */
export const BALANCE_WINDOW_DAYS = 14;

/** A pre-sale order line's terms as trade_order_lines.presale stores them. */
export interface PreSaleTerms {
  depositUnitCents: number;
  balanceUnitCents: number;
  balanceStart: string;
  balanceEnd: string;
}

/**
 * The terms of a pre-sale line ordered now: the deposit per unit never above the unit price; the
 * balance window opens BALANCE_WINDOW_DAYS before the lead time ends (at once for a shorter lead
 * time) and closes as the day it ships begins.
 */
export function preSaleTermsOf(depositCents: number | null, unitCents: number, leadDays: number, orderedAt: Date): PreSaleTerms | null {
  if (depositCents === null) return null;
  const deposit = Math.min(depositCents, unitCents);
  const ships = Math.max(leadDays, 1);
  // Whole UTC days: the checkout and the order it places name the same window.
  const day = Math.floor(orderedAt.getTime() / DAY) * DAY;
  return {
    depositUnitCents: deposit,
    balanceUnitCents: unitCents - deposit,
    balanceStart: new Date(day + Math.max(0, ships - BALANCE_WINDOW_DAYS) * DAY).toISOString(),
    // Its last moment is the end of the day before it ships.
    balanceEnd: new Date(day + ships * DAY - 1).toISOString(),
  };
}

/**
 * What a pre-sale order charges first: its lines' deposits, never more than the order's amount
 * (a discount may leave less). The SQL twin is orderState's DEPOSIT_CENTS.
 */
export const depositDue = (depositCents: number, needPayCents: number): number => Math.min(depositCents, needPayCents);

type PreSaleOrder = { need_pay_cents: number; lines: ReadonlyArray<{ presale: PreSaleTerms | null; trade_qty: number }> };

/** A pre-sale order's deposit: its lines' deposits, never above what the order costs. */
export const orderDepositCents = (order: PreSaleOrder): number =>
  depositDue(order.lines.reduce((sum, l) => sum + (l.presale?.depositUnitCents ?? 0) * l.trade_qty, 0), order.need_pay_cents);

/** An order's first payment: a PENDING_DEPOSIT order its deposit, any other unpaid order what it still owes. */
export function dueNowCents(order: PreSaleOrder & { display_status: string; paid_cents: number }): number {
  if (order.display_status !== 'PENDING_DEPOSIT') return order.need_pay_cents - order.paid_cents;
  return orderDepositCents(order);
}

/** A pre-sale's two payments as the contract names them (checkout's and an order's). */
export const preSaleDue = (window: { balanceStart: string; balanceEnd: string }, depositCents: number, balanceCents: number, m: (cents: number) => Money): PreSaleDue => ({
  depositAmt: m(depositCents),
  balanceAmt: m(balanceCents),
  balancePaymentStartTime: window.balanceStart,
  balancePaymentEndTime: window.balanceEnd,
});
