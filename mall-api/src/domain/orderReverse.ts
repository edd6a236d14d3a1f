/**
 * Creating reverse (after-sales) orders: shared by cancel after pay and the four apply calls.
 * The caller has checked the order's state and the chosen lines; this writes the reverse order,
 * its lines and puts the order lines in after-sales (PROCESSING).
 */
import {
  ErrorCode,
  orderActionCalls,
  type Order,
  type ReverseApplication,
  type ReverseOrderCreated,
  type ReverseOrderStatus,
  type ReverseOrderType,
  type ReverseReason,
} from '@mall/shared/contract';
import type { Db, Queryable } from '../db/db';
import { conflict, HttpError, invalidField } from '../http/errors';
import { requireOwnImages } from './images';
import { loadOwnOrder } from './orders';
import { recordApplied } from './reverseFlow';
import { skuPictureSql } from '../media/paths';

export interface ReverseLineInput {
  tradeOrderLineId: number;
  qty: number;
  refundCents: number;
  /** SALE_EXCHANGE: the sku sent as the replacement (null: the same sku). */
  derivativeSkuId?: number | null;
}

export interface NewReverseOrder {
  buyerId: number;
  tradeOrderId: number;
  type: ReverseOrderType;
  status: ReverseOrderStatus;
  reason: string | null;
  notes: string | null;
  images: string[];
  lines: ReverseLineInput[];
  at: Date;
}

const reverseCode = (at: Date, id: number) => `AS${at.getUTCFullYear()}${String(id).padStart(6, '0')}`;

export async function createReverseOrder(tx: Queryable, input: NewReverseOrder): Promise<ReverseOrderCreated> {
  const [next] = await tx.query<{ id: number }>(`select nextval(pg_get_serial_sequence('reverse_orders', 'id'))::int as id`);
  const id = next!.id;
  const code = reverseCode(input.at, id);
  const refund = input.lines.reduce((sum, l) => sum + l.refundCents, 0);
  await tx.query(
    `insert into reverse_orders (id, reverse_code, buyer_id, trade_order_id, reverse_type, reverse_status, reverse_reason,
                                 reverse_notes, apply_refund_cents, actual_refund_cents, created_at, evidence_images)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, null, $10, $11)`,
    [id, code, input.buyerId, input.tradeOrderId, input.type, input.status, input.reason, input.notes, refund, input.at, JSON.stringify(input.images)],
  );
  await tx.query(
    `insert into reverse_order_lines (reverse_order_id, trade_order_line_id, reverse_qty, apply_refund_cents, derivative_sku_id)
     select $1, x.line_id, x.qty, x.refund, x.derivative from unnest($2::int[], $3::int[], $4::int[], $5::int[]) as x(line_id, qty, refund, derivative)`,
    [
      id,
      input.lines.map((l) => l.tradeOrderLineId),
      input.lines.map((l) => l.qty),
      input.lines.map((l) => l.refundCents),
      input.lines.map((l) => l.derivativeSkuId ?? null),
    ],
  );
  await tx.query(`update trade_order_lines set reverse_status = 'PROCESSING' where id = any($1::int[])`, [
    input.lines.map((l) => l.tradeOrderLineId),
  ]);
  await recordApplied(tx, id, input.status, 'BUYER', input.at);
  return { id, reverseTradeOrderCode: code, reverseTradeOrderType: input.type, reverseTradeOrderStatus: input.status };
}

/** Spreads a refund over lines by weight (cents); the last line takes the rounding remainder. */
export function spreadCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  const shares = weights.map((w) => (sum === 0 ? 0 : Math.floor((total * w) / sum)));
  shares[shares.length - 1]! += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

// ---- Applying for after-sales ----


/** Not shown in the spec: the reasons each type accepts. */
export const REASONS_BY_TYPE: Record<ApplyType, readonly ReverseReason[]> = {
  SALE_REFUND: ['NOT_RECEIVED', 'MISSING_PARTS', 'DAMAGED', 'NOT_AS_DESCRIBED', 'QUALITY_PROBLEM', 'OTHER'],
  SALE_RETURN: ['DAMAGED', 'NOT_AS_DESCRIBED', 'WRONG_ITEM', 'QUALITY_PROBLEM', 'NO_LONGER_NEEDED', 'OTHER'],
  SALE_EXCHANGE: ['DAMAGED', 'NOT_AS_DESCRIBED', 'WRONG_ITEM', 'QUALITY_PROBLEM', 'OTHER'],
  SALE_CANCEL_BEFORE_DELIVERY: ['ORDERED_BY_MISTAKE', 'NO_LONGER_NEEDED', 'LATE_DELIVERY', 'OTHER'],
};
export type ApplyType = 'SALE_REFUND' | 'SALE_RETURN' | 'SALE_EXCHANGE' | 'SALE_CANCEL_BEFORE_DELIVERY';

/** What a new application waits for first: the seller's audit, or (cancel before delivery) the refund. */
const FIRST_STATUS: Record<ApplyType, ReverseOrderStatus> = {
  SALE_REFUND: 'WAITING_FOR_AUDIT_BY_SELLER',
  SALE_RETURN: 'WAITING_FOR_AUDIT_BY_SELLER',
  SALE_EXCHANGE: 'WAITING_FOR_AUDIT_BY_SELLER',
  SALE_CANCEL_BEFORE_DELIVERY: 'REFUND_PENDING',
};

/** Cents one unit of a line cost (its due amount over its quantity, rounded down). */
export const unitCents = (line: Order['tradeOrderLineList'][number]) =>
  Math.floor(Math.round(line.tradeOrderLinePrice.needPaySkuAmt.value * 100) / line.tradeQty);

type Choice = { tradeOrderLine: { id: number }; reverseQty: number };

type OrderLine = Order['tradeOrderLineList'][number];
/** Spec: DIY child lines are hidden in after-sales (their DIY main line is applied for). */
export const isDiyChild = (line: OrderLine) => line.lineGroupTypeDict === 'DIY_CHILD' || line.itemBusinessType === 'DIY_SLAVE';
/** Goods sold by weight move in steps of adjustStep; everything else by 1. */
export const stepOf = (line: OrderLine) => (line.sku.businessTypeDict === 'weight' && line.sku.adjustStep ? line.sku.adjustStep : 1);

/**
 * The units of a line open to an application now. A gift refunds nothing and stays with the buyer
 * after delivery; before it (cancel before delivery) it is cancelled with the rest (contract: renderReverseApply).
 */
export function applicableQty(order: Order, line: OrderLine): number {
  if (line.tradeOrderLineBusinessType !== 'GIFT') return line.canReverseQty;
  return order.displayStatus === 'UN_DELIVERY' && line.reverseStatus !== 'PROCESSING' ? line.canCancelQty : 0;
}

/** Each chosen line is the order's, once, within its applicable quantity and step (field errors otherwise). */
export function checkChoices(order: Order, choices: readonly Choice[]): void {
  const seen = new Set<number>();
  const fields: Array<{ field: string; message: string }> = [];
  choices.forEach((choice, i) => {
    const line = order.tradeOrderLineList.find((l) => l.id === choice.tradeOrderLine.id);
    if (!line || seen.has(choice.tradeOrderLine.id) || isDiyChild(line)) fields.push({ field: `reverseTradeOrderLineList.${i}.tradeOrderLine.id`, message: 'aftersales.lineInvalid' });
    else if (choice.reverseQty > applicableQty(order, line)) fields.push({ field: `reverseTradeOrderLineList.${i}.reverseQty`, message: 'aftersales.qtyMax' });
    else if (choice.reverseQty % stepOf(line) !== 0) fields.push({ field: `reverseTradeOrderLineList.${i}.reverseQty`, message: 'aftersales.qtyStep' });
    seen.add(choice.tradeOrderLine.id);
  });
  if (fields.length) throw new HttpError(400, ErrorCode.validation, fields[0]!.message, fields);
}

/** Spec: a gift line is marked PREFERENTIAL_GIFT in after-sales. */
export const sourceTypeOf = (lineType: OrderLine['tradeOrderLineBusinessType']) => (lineType === 'GIFT' ? ('PREFERENTIAL_GIFT' as const) : null);

export function applyDetail(order: Order, choices: readonly Choice[] | undefined, type: ApplyType | undefined) {
  const open = order.tradeOrderLineList.filter((l) => applicableQty(order, l) > 0 && !isDiyChild(l));
  const chosen = choices ?? open.map((l) => ({ tradeOrderLine: { id: l.id }, reverseQty: applicableQty(order, l) }));
  checkChoices(order, chosen);
  const cur = order.needPayAmt.currency;
  const available = chosen.reduce((sum, c) => sum + unitCents(order.tradeOrderLineList.find((l) => l.id === c.tradeOrderLine.id)!) * c.reverseQty, 0);
  const types = order.availableReverseTypes as ApplyType[];
  const reasons = type ? REASONS_BY_TYPE[type] : [...new Set(types.flatMap((t) => REASONS_BY_TYPE[t] ?? []))];
  return {
    availableRefundAmt: { value: available / 100, currency: cur },
    availableReverseReasons: [...reasons],
    availableReverseTypes: types,
    lines: open.map((l) => ({
      tradeOrderLine: { id: l.id },
      canReverseQty: applicableQty(order, l),
      unitAmt: { value: unitCents(l) / 100, currency: cur },
      sku: {
        name: l.sku.name,
        image: l.sku.image,
        attributes: l.sku.attributes,
        item: l.sku.item,
        businessTypeDict: l.sku.businessTypeDict ?? null,
        marketingUnit: l.sku.marketingUnit,
        skuUrlSuffix: l.sku.skuUrlSuffix,
      },
      sourceTypeDice: sourceTypeOf(l.tradeOrderLineBusinessType),
      adjustStep: stepOf(l),
    })),
  };
}

/**
 * One after-sales application of a type: the order must offer buyerApplyReverse and the type; the
 * lines, reason and amount are checked against the order; cancel before delivery takes every
 * cancellable line at its full quantity and refunds all of it.
 */
export async function applyForAfterSales(db: Db, type: ApplyType, input: ReverseApplication, buyerId: number, now: Date): Promise<ReverseOrderCreated> {
  return db.transaction(async (tx) => {
    const { order } = await loadOwnOrder(tx, input.tradeOrder.id, buyerId, true);
    if (!order.operationList.some((o) => o.operation === 'buyerApplyReverse') || !order.availableReverseTypes.includes(type)) {
      throw conflict(`${type} is not offered for an order in ${order.displayStatus}`, orderActionCalls.OrderErrorCode.operationNotOffered);
    }
    const choices = input.reverseTradeOrderLineList;
    checkChoices(order, choices);
    await requireOwnImages(tx, buyerId, 'EVIDENCE', input.images ?? [], 'images');
    if (!REASONS_BY_TYPE[type].includes(input.reverseReason as ReverseReason)) throw invalidField('reverseReason', 'aftersales.reasonNotAllowed');
    const lineOf = (id: number) => order.tradeOrderLineList.find((l) => l.id === id)!;
    if (type === 'SALE_CANCEL_BEFORE_DELIVERY') {
      const cancellable = order.tradeOrderLineList.filter((l) => l.canCancelQty > 0 && !isDiyChild(l));
      const whole = choices.length === cancellable.length && cancellable.every((l) => choices.some((c) => c.tradeOrderLine.id === l.id && c.reverseQty === l.canCancelQty));
      if (!whole) throw invalidField('reverseTradeOrderLineList', 'aftersales.cancelAllLines');
    }
    const available = choices.reduce((sum, c) => sum + unitCents(lineOf(c.tradeOrderLine.id)) * c.reverseQty, 0);
    let refund: number;
    if (type === 'SALE_EXCHANGE') refund = 0;
    else if (type === 'SALE_CANCEL_BEFORE_DELIVERY') refund = available;
    else {
      if (!input.applyRefundAmt) throw invalidField('applyRefundAmt.value', 'aftersales.refundRequired');
      refund = Math.round(input.applyRefundAmt.value * 100);
      if (refund > available) throw invalidField('applyRefundAmt.value', 'aftersales.refundTooHigh');
    }
    const derivatives = type === 'SALE_EXCHANGE' ? await checkExchangeSkus(tx, order, choices) : new Map<number, number>();
    const shares = spreadCents(refund, choices.map((c) => unitCents(lineOf(c.tradeOrderLine.id)) * c.reverseQty));
    return createReverseOrder(tx, {
      buyerId,
      tradeOrderId: order.id,
      type,
      status: FIRST_STATUS[type],
      reason: input.reverseReason,
      notes: input.reverseText ? input.reverseText : null,
      images: input.images ?? [],
      lines: choices.map((c, i) => ({
        tradeOrderLineId: c.tradeOrderLine.id,
        qty: c.reverseQty,
        refundCents: shares[i]!,
        derivativeSkuId: derivatives.get(c.tradeOrderLine.id) ?? null,
      })),
      at: now,
    });
  });
}

/**
 * The exchange items chosen: a sku of the same item at the same unit price, with the units in
 * stock (contract: exchangeItemInfo). Answers line id -> sku id for the lines that chose one.
 */
async function checkExchangeSkus(tx: Queryable, order: Order, choices: readonly (Choice & { derivativeSku?: { id: number } })[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const [i, choice] of choices.entries()) {
    if (!choice.derivativeSku) continue;
    const line = order.tradeOrderLineList.find((l) => l.id === choice.tradeOrderLine.id)!;
    const ok = await exchangeableSkus(tx, line.sku.item.id, Math.round(line.sku.salePrc.value * 100));
    const sku = ok.find((s) => s.id === choice.derivativeSku!.id);
    if (!sku || !sku.exchangeable || sku.stock < choice.reverseQty) {
      throw invalidField(`reverseTradeOrderLineList.${i}.derivativeSku.id`, 'aftersales.exchangeSkuInvalid');
    }
    out.set(line.id, sku.id);
  }
  return out;
}

/** The skus of an item and whether each may replace a unit sold at `saleCents` (same price, in stock). */
export async function exchangeableSkus(q: Queryable, itemId: number, saleCents: number) {
  const rows = await q.query<{ id: number; name: string; price_cents: number; stock: number; attributes: Array<{ attrKey: string; attrVal: string }>; image: string }>(
    `select s.id, s.name, s.price_cents, s.stock, s.attributes, ${skuPictureSql('s')} as image from skus s where s.item_id = $1 order by s.id`,
    [itemId],
  );
  return rows.map((r) => ({ ...r, exchangeable: r.price_cents === saleCents && r.stock > 0 }));
}
