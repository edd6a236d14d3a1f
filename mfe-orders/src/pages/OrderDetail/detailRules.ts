import { formatPercent } from '@mall/shared';
import type { OrderDisplayStatus } from '@mall/shared/contract';

/** Spec (orderdetail §4 Icons): the picture on the status card. */
export type StatusIcon = 'processing' | 'shipping' | 'finished';

export const STATUS_ICON: Record<OrderDisplayStatus, StatusIcon> = {
  PENDING_PAY: 'processing',
  PENDING_DEPOSIT: 'processing',
  PENDING_BALANCE: 'processing',
  UN_DELIVERY: 'processing',
  UN_RECEIVED: 'shipping',
  COMPLETE: 'finished',
  // "CLOSED, CANCEL_ALL and all others a processing icon."
  CLOSED: 'processing',
  CANCEL_ALL: 'processing',
  CANCELED: 'processing',
};

/** Statuses in which nothing was paid, so there is no payment and no invoice to show. */
export const NO_PAYMENT_STATUSES: readonly OrderDisplayStatus[] = ['PENDING_PAY', 'CANCELED'];

/** Spec (checkout §4 Pre-sale): "the deposit is shown as paid once the order is pending-balance or later". */
const DEPOSIT_PAID_STATUSES: readonly OrderDisplayStatus[] = ['PENDING_BALANCE', 'UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE'];
export const depositPaid = (displayStatus: OrderDisplayStatus): boolean => DEPOSIT_PAID_STATUSES.includes(displayStatus);

/** A replacement sent for an after-sales case: the buyer paid nothing for it. */
export const REISSUE_BUSINESS_TYPE = 'REVERSE_REISSUE';

export interface CardFacts {
  displayStatus: OrderDisplayStatus;
  tradeOrderBusinessType?: string | null;
}

/** Spec (§4 Hidden cards): payment info and invoice cards are hidden for PENDING_PAY, CANCELED and reissue orders. */
export function showsPaymentCards(order: CardFacts): boolean {
  return !NO_PAYMENT_STATUSES.includes(order.displayStatus) && order.tradeOrderBusinessType !== REISSUE_BUSINESS_TYPE;
}

/** Spec (§4 Invoice): invoiced when invoiceUrl exists, otherwise pending invoice. */
export function invoiceState(invoiceUrl: string | readonly unknown[] | null | undefined): 'invoiced' | 'pending' {
  if (invoiceUrl === null || invoiceUrl === undefined) return 'pending';
  return invoiceUrl.length > 0 ? 'invoiced' : 'pending';
}

/** Spec: PROCESSING and DONE both mean the line is in after-sales. */
export const inAfterSales = (reverseStatus: string): boolean => reverseStatus === 'PROCESSING' || reverseStatus === 'DONE';

/** Spec (§4 After-sales link): one record opens its detail, several open a chooser, none shows no link. */
export type AfterSalesLink<R> = { kind: 'none' } | { kind: 'detail'; record: R } | { kind: 'chooser'; records: readonly R[] };

export function afterSalesLink<R>(reverseStatus: string, records: readonly R[]): AfterSalesLink<R> {
  if (!inAfterSales(reverseStatus) || records.length === 0) return { kind: 'none' };
  if (records.length === 1) return { kind: 'detail', record: records[0]! };
  return { kind: 'chooser', records };
}

/** Spec §2: a product link opens in a new tab, and is not offered at all for an external order (outOrderId). */
export const offersProductLinks = (outOrderId: string | null | undefined): boolean => !outOrderId;

/**
 * The product page of an order line. Decided here: the catalogue's product pages live at
 * /product/{urlKey} followed by the sku's suffix, which picks the variant (/item/* is the API).
 */
export function productPath(urlKey: string, skuUrlSuffix: string | null | undefined): string {
  return `/product/${encodeURIComponent(urlKey)}${skuUrlSuffix ?? ''}`;
}

/** Spec §9: points are displayed rounded up. */
export const displayPoints = (points: number): number => Math.ceil(points);

/** Spec §9: the tax rate is displayed as a percentage; the contract sends it in percent already. */
export const formatTaxRate = (ratePercent: number, locale: string): string => formatPercent(ratePercent, locale);
