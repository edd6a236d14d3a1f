import type { PaymentAmount, PaymentLine } from './types';

/** Currencies whose smallest unit is the unit itself (spec §9 names JPY). */
const ZERO_DECIMAL = new Set(['JPY']);

/**
 * Amount as providers take it (spec §9): x100, x1 for JPY. Rounded, because 19.99 * 100 is
 * 1998.9999999999998 in floating point.
 */
export function toProviderAmount(value: number, currency: string): number {
  return Math.round(value * (ZERO_DECIMAL.has(currency.toUpperCase()) ? 1 : 100));
}

/** Affirm takes every amount in cents (spec §9), whatever the currency's decimals. */
export function toCents(value: number): number {
  return Math.round(value * 100);
}

/** A Klarna order line (Klarna Payments API). */
export interface KlarnaOrderLine {
  type: 'physical' | 'shipping_fee' | 'sales_tax';
  name: string;
  reference?: string;
  quantity: number;
  unit_price: number;
  total_amount: number;
  image_url?: string;
  product_url?: string;
}

/**
 * Klarna lines (spec §9): one 'physical' line per item, plus a 'shipping_fee' and a 'sales_tax'
 * line when they are not zero; the lines add up to order_amount as Klarna requires.
 */
export function klarnaOrderLines(lines: PaymentLine[], amount: PaymentAmount, shippingAmount = 0, taxAmount = 0): KlarnaOrderLine[] {
  const minor = (v: number) => toProviderAmount(v, amount.currency);
  const result: KlarnaOrderLine[] = lines.map((line) => ({
    type: 'physical',
    name: line.name,
    ...(line.sku ? { reference: line.sku } : {}),
    quantity: line.quantity,
    unit_price: minor(line.unitPrice),
    total_amount: minor(line.unitPrice) * line.quantity,
    ...(line.imageUrl ? { image_url: line.imageUrl } : {}),
    ...(line.productUrl ? { product_url: line.productUrl } : {}),
  }));
  if (shippingAmount) {
    result.push({ type: 'shipping_fee', name: 'Shipping', quantity: 1, unit_price: minor(shippingAmount), total_amount: minor(shippingAmount) });
  }
  if (taxAmount) {
    result.push({ type: 'sales_tax', name: 'Sales tax', quantity: 1, unit_price: minor(taxAmount), total_amount: minor(taxAmount) });
  }
  return result;
}
