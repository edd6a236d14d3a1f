import * as v from 'valibot';
import { afterSalesCalls, type CallRequest, type CallResponse, type ReverseOrderType } from '@mall/shared/contract';
import type { ApplyModalProps } from '@mall/shared';

export type ApplyDetail = CallResponse<typeof afterSalesCalls.renderReverseApply>;
/** The types a buyer picks from in this form (cancel before delivery is its own mode). */
export type ApplyType = keyof typeof afterSalesCalls.APPLY_CALL_BY_TYPE;

const { REVERSE_NOTES_MAX } = afterSalesCalls;

/** The form's values as typed (numbers arrive from inputs as text). */
export interface ApplyValues {
  type: ApplyType | '';
  reason: string;
  quantities: Record<string, string>;
  refund: string;
  notes: string;
  /** SALE_EXCHANGE: the exchange item chosen per line (sku id; '' = the same sku again). */
  exchange: Record<string, string>;
}

/** Types offered in a mode: before delivery only the cancel; after it the server's list, without the cancel. */
export function typesFor(mode: ApplyModalProps['mode'], available: readonly ReverseOrderType[]): ApplyType[] {
  if (mode === 'cancelBeforeDelivery') return ['SALE_CANCEL_BEFORE_DELIVERY'];
  return available.filter((type): type is ApplyType => type in afterSalesCalls.APPLY_CALL_BY_TYPE && type !== 'SALE_CANCEL_BEFORE_DELIVERY');
}

/** Spec: refund amount is absent for an exchange and fixed (disabled) for cancel before delivery. */
export const asksRefund = (type: ApplyType | '') => type !== 'SALE_EXCHANGE';
export const refundFixed = (type: ApplyType | '') => type === 'SALE_CANCEL_BEFORE_DELIVERY';

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/**
 * The form's rules (spec, after-sales form): reason required; quantity 1..limit per line; refund
 * required, 0..availableRefundAmt, 2 decimals; notes at most 500. Message keys are this namespace's
 * validation texts (and the contract's, which mall-api answers). Every rule sits on its own field
 * (the chosen type is known when the schema is built), so one submit shows every error at once.
 */
export function applySchema(limits: Record<string, number>, maxRefund: number, steps: Record<string, number> = {}, type: ApplyType | '' = '') {
  const quantity = (lineId: string) =>
    v.pipe(
      v.string(),
      v.check((text) => Number.isInteger(Number(text)) && Number(text) >= 1, 'aftersales.qtyMin'),
      v.check((text) => Number(text) <= (limits[lineId] ?? 0), 'aftersales.qtyMax'),
      v.check((text) => Number(text) % (steps[lineId] ?? 1) === 0, 'aftersales.qtyStep'),
    );
  const refund = asksRefund(type)
    ? v.pipe(
        v.string(),
        v.check((text) => text.trim() !== '', 'aftersales.refundRequired'),
        v.check((text) => Number.isFinite(Number(text)) && Number(text) >= 0, 'aftersales.refundMin'),
        v.check((text) => !(Number(text) > maxRefund + 1e-9), 'aftersales.refundMax'),
        v.check((text) => twoDecimals(Number(text)), 'aftersales.refundDecimals'),
      )
    : v.string();
  return v.object({
    type: v.pipe(v.string(), v.nonEmpty('aftersales.typeRequired')),
    reason: v.pipe(v.string(), v.nonEmpty('aftersales.reasonRequired')),
    quantities: v.objectWithRest(Object.fromEntries(Object.keys(limits).map((lineId) => [lineId, quantity(lineId)])), v.string()),
    refund,
    notes: v.pipe(v.string(), v.maxLength(REVERSE_NOTES_MAX, 'aftersales.notesTooLong')),
    exchange: v.record(v.string(), v.string()),
  });
}

export function applicationOf(tradeOrderId: number, values: ApplyValues, images: string[] = []): CallRequest<typeof afterSalesCalls.applyReturn> {
  const type = values.type as ApplyType;
  const exchangeOf = (id: string) => (type === 'SALE_EXCHANGE' && values.exchange?.[id] ? { derivativeSku: { id: Number(values.exchange[id]) } } : {});
  return {
    tradeOrder: { id: tradeOrderId },
    reverseTradeOrderLineList: Object.entries(values.quantities).map(([id, qty]) => ({ tradeOrderLine: { id: Number(id) }, reverseQty: Number(qty), ...exchangeOf(id) })),
    ...(images.length > 0 ? { images } : {}),
    reverseReason: values.reason as CallRequest<typeof afterSalesCalls.applyReturn>['reverseReason'],
    ...(values.notes.trim() ? { reverseText: values.notes.trim() } : {}),
    ...(asksRefund(type) ? { applyRefundAmt: { value: Number(values.refund) } } : {}),
  };
}
