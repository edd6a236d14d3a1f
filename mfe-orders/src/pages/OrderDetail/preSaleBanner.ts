import type { OrderDisplayStatus } from '@mall/shared/contract';

/** What a pre-sale line tells the banner (a subset of the order line). */
export interface PreSaleLineFacts {
  campaignSubType: string | null;
  balancePaymentStartTime: string | null;
  balancePaymentEndTime: string | null;
  expectDate: string | null;
  expectDateBegin?: string | null;
  /** RELATIVE_TIME: delivered `duration` days after the balance is paid; otherwise on expectDate. */
  deliveryTimeType?: string | null;
  duration?: number | null;
}

export interface PreSaleOrderFacts {
  displayStatus: OrderDisplayStatus;
  /** Epoch ms at which an unpaid deposit closes the order. */
  payDeadlineMillis: number | null;
  tradeOrderLineList: readonly PreSaleLineFacts[];
}

/** Spec (orderdetail §4 Pre-sale banner): which notice a pre-sale order shows. */
export type PreSaleBanner =
  | { kind: 'balanceDeadline'; at: string }
  | { kind: 'balanceStart'; at: string }
  | { kind: 'depositClosing'; until: number }
  | { kind: 'deliveryInDays'; days: number }
  | { kind: 'deliveryOnDate'; date: string; from: string | null };

export const isPreSale = (order: PreSaleOrderFacts): boolean => order.tradeOrderLineList.some((line) => line.campaignSubType === 'PRESELL');

/** The balance may be paid now: inside its start..end window. */
export function balancePayableAt(line: PreSaleLineFacts, now: number): boolean {
  if (!line.balancePaymentStartTime || !line.balancePaymentEndTime) return false;
  return Date.parse(line.balancePaymentStartTime) <= now && now <= Date.parse(line.balancePaymentEndTime);
}

export function preSaleBanner(order: PreSaleOrderFacts, now: number): PreSaleBanner | null {
  const line = order.tradeOrderLineList.find((l) => l.campaignSubType === 'PRESELL');
  if (!line) return null;
  switch (order.displayStatus) {
    case 'PENDING_BALANCE':
      // Payable now: the deadline; not yet: when balance payment starts.
      if (balancePayableAt(line, now) && line.balancePaymentEndTime) return { kind: 'balanceDeadline', at: line.balancePaymentEndTime };
      return line.balancePaymentStartTime ? { kind: 'balanceStart', at: line.balancePaymentStartTime } : null;
    case 'PENDING_DEPOSIT':
      return order.payDeadlineMillis !== null ? { kind: 'depositClosing', until: order.payDeadlineMillis } : null;
    case 'UN_DELIVERY':
      if (line.deliveryTimeType === 'RELATIVE_TIME' && typeof line.duration === 'number') return { kind: 'deliveryInDays', days: line.duration };
      return line.expectDate ? { kind: 'deliveryOnDate', date: line.expectDate, from: line.expectDateBegin ?? null } : null;
    default:
      return null;
  }
}
