import type { ReverseOrderStatus, ReverseOrderType } from '@mall/shared/contract';
import { afterSalesCalls } from '@mall/shared/contract';
import { lineReverseStatus, operationsFor, transitionFor, TRANSITIONS, type Actor, type ReverseEvent } from '../src/domain/reverseStateMachine';

const STATUSES = afterSalesCalls.ReverseOrderStatus.options as readonly ReverseOrderStatus[];
const TYPES = afterSalesCalls.ReverseOrderType.options as readonly ReverseOrderType[];

/** Every transition that exists: [event, actor, type, from, to]. Anything else is refused. */
const ALLOWED: Array<[ReverseEvent, Actor, ReverseOrderType, ReverseOrderStatus, ReverseOrderStatus]> = [];
const add = (event: ReverseEvent, actor: Actor, types: ReverseOrderType[], from: ReverseOrderStatus[], to: ReverseOrderStatus) =>
  types.forEach((type) => from.forEach((f) => ALLOWED.push([event, actor, type, f, to])));
const AUDITED: ReverseOrderType[] = ['SALE_REFUND', 'SALE_RETURN', 'PURCHASE_RETURN', 'SALE_EXCHANGE'];
add('submit', 'SYSTEM', AUDITED, ['AS_APPLIED'], 'WAITING_FOR_AUDIT_BY_SELLER');
add('approve', 'SELLER', ['SALE_REFUND'], ['AS_APPLIED', 'WAITING_FOR_AUDIT_BY_SELLER'], 'WAITING_FOR_REFUND');
add('approve', 'SELLER', ['SALE_RETURN', 'PURCHASE_RETURN', 'SALE_EXCHANGE'], ['AS_APPLIED', 'WAITING_FOR_AUDIT_BY_SELLER'], 'WAITING_FOR_BUYER_RETURN');
add('auditTimeout', 'SYSTEM', ['SALE_REFUND'], ['WAITING_FOR_AUDIT_BY_SELLER'], 'WAITING_FOR_REFUND');
add('auditTimeout', 'SYSTEM', ['SALE_RETURN', 'PURCHASE_RETURN', 'SALE_EXCHANGE'], ['WAITING_FOR_AUDIT_BY_SELLER'], 'WAITING_FOR_BUYER_RETURN');
add('reject', 'SELLER', AUDITED, ['AS_APPLIED', 'WAITING_FOR_AUDIT_BY_SELLER', 'WAITING_FOR_QC_DONE'], 'REVERSE_CLOSE');
add('buyerCancel', 'BUYER', AUDITED, ['AS_APPLIED', 'WAITING_FOR_AUDIT_BY_SELLER', 'WAITING_FOR_BUYER_RETURN'], 'REVERSE_CANCELED');
add('postBack', 'BUYER', ['SALE_RETURN', 'PURCHASE_RETURN', 'SALE_EXCHANGE'], ['WAITING_FOR_BUYER_RETURN'], 'WAITING_FOR_QC_DONE');
add('confirmReceived', 'SELLER', ['SALE_RETURN', 'PURCHASE_RETURN'], ['WAITING_FOR_QC_DONE'], 'WAITING_FOR_REFUND');
add('confirmReceived', 'SELLER', ['SALE_EXCHANGE'], ['WAITING_FOR_QC_DONE'], 'WAITING_FOR_SELLER_SHIP');
add('refund', 'SELLER', ['SALE_REFUND', 'SALE_RETURN', 'PURCHASE_RETURN'], ['WAITING_FOR_REFUND', 'REFUND_FAIL'], 'REFUND_DONE');
add('refund', 'SELLER', ['SALE_CANCEL_BEFORE_DELIVERY', 'SALE_CANCEL_AFTER_PAID'], ['REFUND_PENDING', 'REFUND_FAIL'], 'REFUND_DONE');
add('refundFailed', 'SYSTEM', TYPES.slice(), ['WAITING_FOR_REFUND', 'REFUND_PENDING'], 'REFUND_FAIL');
add('shipReplacement', 'SELLER', ['SALE_EXCHANGE'], ['WAITING_FOR_SELLER_SHIP'], 'WAITING_FOR_BUYER_CONFIRMED');
add('confirmExchange', 'BUYER', ['SALE_EXCHANGE'], ['WAITING_FOR_BUYER_CONFIRMED'], 'REVERSE_DONE');

const EVENTS = [...new Set(TRANSITIONS.map((t) => t.event))];
const ACTORS: Actor[] = ['BUYER', 'SELLER', 'SYSTEM'];

describe('the reverse-order transition table', () => {
  it.each(ALLOWED)('%s by %s on a %s: %s -> %s', (event, actor, type, from, to) => {
    expect(transitionFor(event, actor, from, type)?.to).toBe(to);
  });

  it('refuses every other event, actor, type and status (one case each)', () => {
    let refused = 0;
    for (const event of EVENTS)
      for (const actor of ACTORS)
        for (const type of TYPES)
          for (const status of STATUSES) {
            if (ALLOWED.some(([e, a, t, f]) => e === event && a === actor && t === type && f === status)) continue;
            expect([event, actor, type, status, transitionFor(event, actor, status, type)]).toEqual([event, actor, type, status, undefined]);
            refused++;
          }
    expect(refused).toBe(EVENTS.length * ACTORS.length * TYPES.length * STATUSES.length - ALLOWED.length);
  });

  it('no transition leaves a finished status', () => {
    for (const done of ['REFUND_DONE', 'REVERSE_DONE', 'REVERSE_CANCELED', 'REVERSE_CLOSE'] as const) {
      expect(TRANSITIONS.filter((t) => t.from.includes(done))).toEqual([]);
    }
  });

  it('names its effects: stock back on receipt, out on shipping, refund paid, the order cancelled, parcels, a reason', () => {
    const fx = (event: ReverseEvent, type: ReverseOrderType, from: ReverseOrderStatus, actor: Actor = 'SELLER') => transitionFor(event, actor, from, type)?.effects;
    expect(fx('confirmReceived', 'SALE_RETURN', 'WAITING_FOR_QC_DONE')).toEqual({ restock: true });
    expect(fx('shipReplacement', 'SALE_EXCHANGE', 'WAITING_FOR_SELLER_SHIP')).toEqual({ unstock: true, recordParcel: 'SELLER' });
    expect(fx('refund', 'SALE_REFUND', 'WAITING_FOR_REFUND')).toEqual({ payRefund: true });
    expect(fx('refund', 'SALE_CANCEL_BEFORE_DELIVERY', 'REFUND_PENDING')).toEqual({ payRefund: true, cancelOrder: true });
    expect(fx('postBack', 'SALE_RETURN', 'WAITING_FOR_BUYER_RETURN', 'BUYER')).toEqual({ recordParcel: 'USER' });
    expect(fx('reject', 'SALE_RETURN', 'WAITING_FOR_AUDIT_BY_SELLER')).toEqual({ needsReason: true });
  });
});

describe('operationList, derived from the table', () => {
  const none = { hasParcel: false, rejected: false };
  it.each<[ReverseOrderStatus, ReverseOrderType, { hasParcel: boolean; rejected: boolean }, string[]]>([
    ['WAITING_FOR_AUDIT_BY_SELLER', 'SALE_REFUND', none, ['buyerCancelReverse']],
    ['AS_APPLIED', 'SALE_RETURN', none, ['buyerCancelReverse']],
    ['WAITING_FOR_BUYER_RETURN', 'SALE_RETURN', none, ['buyerCancelReverse', 'buyerPostBack']],
    ['WAITING_FOR_QC_DONE', 'SALE_RETURN', { hasParcel: true, rejected: false }, ['checkReverseLogistics']],
    ['WAITING_FOR_BUYER_CONFIRMED', 'SALE_EXCHANGE', { hasParcel: true, rejected: false }, ['buyerConfirmExchange', 'checkReverseLogistics']],
    ['REVERSE_CLOSE', 'SALE_RETURN', { hasParcel: false, rejected: true }, ['viewRejectReason']],
    ['REVERSE_CLOSE', 'SALE_RETURN', none, []],
    ['REFUND_PENDING', 'SALE_CANCEL_BEFORE_DELIVERY', none, []],
    ['WAITING_FOR_REFUND', 'SALE_REFUND', none, []],
    ['REFUND_DONE', 'SALE_RETURN', { hasParcel: true, rejected: false }, ['checkReverseLogistics']],
  ])('%s %s %j: %j', (status, type, facts, ops) => {
    expect(operationsFor(status, type, facts)).toEqual(ops);
  });
});

describe("an order line's reverseStatus", () => {
  it.each<[ReverseOrderStatus[], string]>([
    [[], 'NOT_REQUESTED'],
    [['REVERSE_CANCELED'], 'NOT_REQUESTED'],
    [['REVERSE_CLOSE', 'WAITING_FOR_AUDIT_BY_SELLER'], 'PROCESSING'],
    [['REFUND_DONE'], 'DONE'],
    [['REFUND_DONE', 'REFUND_FAIL'], 'PROCESSING'],
    [['REVERSE_DONE', 'REVERSE_CANCELED'], 'DONE'],
  ])('%j -> %s', (statuses, expected) => {
    expect(lineReverseStatus(statuses)).toBe(expected);
  });
});
