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
 * validation texts (and the contract's, which mall-api answers).
 */
export function applySchema(limits: Record<string, number>, maxRefund: number, steps: Record<string, number> = {}) {
  return v.pipe(
    v.object({
      type: v.pipe(v.string(), v.nonEmpty('aftersales.typeRequired')),
      reason: v.pipe(v.string(), v.nonEmpty('aftersales.reasonRequired')),
      quantities: v.record(v.string(), v.string()),
      refund: v.string(),
      notes: v.pipe(v.string(), v.maxLength(REVERSE_NOTES_MAX, 'aftersales.notesTooLong')),
      exchange: v.record(v.string(), v.string()),
    }),
    v.forward(
      v.check((values) => !asksRefund(values.type as ApplyType) || values.refund.trim() !== '', 'aftersales.refundRequired'),
      ['refund'],
    ),
    v.forward(
      v.check((values) => {
        if (!asksRefund(values.type as ApplyType) || values.refund.trim() === '') return true;
        const n = Number(values.refund);
        return Number.isFinite(n) && n >= 0;
      }, 'aftersales.refundMin'),
      ['refund'],
    ),
    v.forward(
      v.check((values) => !asksRefund(values.type as ApplyType) || !(Number(values.refund) > maxRefund + 1e-9), 'aftersales.refundMax'),
      ['refund'],
    ),
    v.forward(
      v.check((values) => !asksRefund(values.type as ApplyType) || values.refund.trim() === '' || twoDecimals(Number(values.refund)), 'aftersales.refundDecimals'),
      ['refund'],
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const [lineId, text] of Object.entries(dataset.value.quantities)) {
        const n = Number(text);
        const max = limits[lineId] ?? 0;
        if (!Number.isInteger(n) || n < 1) addIssue({ message: 'aftersales.qtyMin', path: quantityPath(dataset.value, lineId) });
        else if (n > max) addIssue({ message: 'aftersales.qtyMax', path: quantityPath(dataset.value, lineId) });
        else if (n % (steps[lineId] ?? 1) !== 0) addIssue({ message: 'aftersales.qtyStep', path: quantityPath(dataset.value, lineId) });
      }
    }),
  );
}

// A valibot issue path to quantities.<lineId>, so the error lands on that line's input.
function quantityPath(values: { quantities: Record<string, string> }, lineId: string) {
  return [
    { type: 'object', origin: 'value', input: values, key: 'quantities', value: values.quantities },
    { type: 'record', origin: 'value', input: values.quantities, key: lineId, value: values.quantities[lineId] },
  ] as never;
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
