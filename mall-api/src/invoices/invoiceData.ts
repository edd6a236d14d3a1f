/**
 * What an invoice shows, read from the order the caller owns (one statement): the shop and its VAT
 * number, the buyer's billing address (else the delivery address) and VAT number, the lines, the
 * summary with every discount, and the VAT breakdown (prices include VAT; protection plans are
 * insurance, outside VAT, as checkout computes taxAmt).
 */
import { isCorporate } from '@mall/shared/address/core';
import type { Queryable } from '../db/db';
import { ORDER_COLUMNS, ORDER_FROM, toOrderAddress, type OrderRow } from '../domain/orders';

export interface InvoiceData {
  invoiceNumber: string;
  orderNumber: string;
  invoiceDate: Date;
  paidAt: Date | null;
  currency: string;
  seller: { lines: string[]; vatNumber: string | null };
  buyer: { lines: string[]; taxId: BuyerTaxId | null };
  /** Each line at its price; discounts are listed once, in the summary. */
  lines: Array<{ name: string; details: string | null; qty: number; unitCents: number; amountCents: number }>;
  goodsCents: number;
  shippingCents: number;
  insuranceCents: number;
  serviceChargeCents: number;
  /** `code`: the discount code behind a shop or coupon discount (issue 31), null otherwise. */
  discounts: Array<{ kind: 'shopDiscount' | 'orderDiscount' | 'couponDiscount' | 'pointDiscount'; cents: number; code: string | null }>;
  totalCents: number;
  paidCents: number;
  vat: Array<{ ratePercent: number; grossCents: number; vatCents: number }>;
}

/**
 * The buyer's tax code as the billing address carries it: a company's VAT number, or a private
 * buyer's personal code (Spain NIF/NIE, Italy codice fiscale: given at checkout), named by its market.
 */
export interface BuyerTaxId {
  kind: 'vatNumber' | 'personalTaxCode';
  code: string;
  market: string;
}

type InvoiceRow = OrderRow & {
  selected_address: Record<string, unknown> | null;
  billing_address: Record<string, unknown> | null;
  legal_name: string | null;
  legal_address: string | null;
  vat_number: string | null;
};

/** The invoiced order of this code if it is the buyer's; undefined otherwise (answered 404). */
export async function loadInvoice(q: Queryable, tradeOrderCode: string, buyerId: number): Promise<InvoiceData | undefined> {
  const [row] = await q.query<InvoiceRow>(
    `select ${ORDER_COLUMNS}, tc.selected_address, tc.billing_address, sh.legal_name, sh.legal_address, sh.vat_number
     ${ORDER_FROM} join trade_contracts tc on tc.id = o.contract_id
     where o.trade_order_code = $1 and o.buyer_id = $2 and o.invoice_url is not null`,
    [tradeOrderCode, buyerId],
  );
  return row ? toInvoiceData(row) : undefined;
}

function addressLines(json: Record<string, unknown> | null): InvoiceData['buyer'] {
  const a = toOrderAddress(json);
  if (!a) return { lines: [], taxId: null };
  const lines = [
    a.company,
    `${a.firstName} ${a.lastName}`.trim(),
    [a.poiName, a.houseNo].filter(Boolean).join(' '),
    a.detailAddress,
    `${a.postalCode} ${a.city}`.trim(),
    a.country,
  ].filter((line): line is string => !!line);
  const taxId: BuyerTaxId | null = a.taxCode
    ? { kind: isCorporate(a) ? 'vatNumber' : 'personalTaxCode', code: a.taxCode, market: a.regionShortName.toUpperCase() }
    : null;
  return { lines, taxId };
}

function toInvoiceData(row: InvoiceRow): InvoiceData {
  const lines = (row.lines ?? []).map((l) => ({
    name: l.sku_snapshot.name,
    details: l.sku_snapshot.attributes.map((a) => `${a.attrKey}: ${a.attrVal}`).join(', ') || null,
    qty: l.trade_qty,
    unitCents: l.sale_cents,
    amountCents: l.sale_cents * l.trade_qty,
  }));
  const discounts = (
    [
      ['shopDiscount', row.shop_discount_cents],
      ['orderDiscount', row.order_discount_cents],
      ['couponDiscount', row.platform_coupon_discount_cents],
      ['pointDiscount', row.point_discount_cents],
    ] as const
  )
    .filter(([, cents]) => cents > 0)
    .map(([kind, cents]) => ({ kind, cents, code: kind === 'shopDiscount' || kind === 'couponDiscount' ? row.discount_code : null }));
  const vatable = row.need_pay_cents - row.insurance_cents;
  return {
    invoiceNumber: `INV-${row.trade_order_code}`,
    orderNumber: row.trade_order_code,
    invoiceDate: row.paid_at ?? row.ordered_at,
    paidAt: row.paid_at,
    currency: row.currency,
    seller: {
      lines: [row.legal_name ?? row.site_name, ...(row.legal_address ? row.legal_address.split('\n') : [])],
      vatNumber: row.vat_number,
    },
    buyer: addressLines(row.billing_address ?? row.selected_address),
    lines,
    goodsCents: row.sku_cents,
    shippingCents: row.shipping_cents,
    insuranceCents: row.insurance_cents,
    serviceChargeCents: row.service_charge_cents,
    discounts,
    totalCents: row.need_pay_cents,
    paidCents: row.paid_cents,
    vat: [
      { ratePercent: row.tax_rate, grossCents: vatable, vatCents: row.tax_cents },
      ...(row.insurance_cents > 0 ? [{ ratePercent: 0, grossCents: row.insurance_cents, vatCents: 0 }] : []),
    ],
  };
}
