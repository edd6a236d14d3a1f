import { order } from '../testing/orders';
import { splitForSheet, visibleActions } from './operations';

const ops = (...names: string[]) => names.map((operation) => ({ operation }));
const names = (list: { operation: string }[]) => list.map((a) => a.operation);

describe('visibleActions', () => {
  it('shows only what the server lists, ignoring operations this storefront does not know', () => {
    const o = order(1, { operationList: ops('buyAgain', 'somethingNew', 'confirm') });
    expect(names(visibleActions(o, 'detail'))).toEqual(['confirm', 'buyAgain']);
    expect(visibleActions(order(2), 'row')).toEqual([]);
  });

  it('shows no button for the four silent operations on the detail', () => {
    const o = order(1, { operationList: ops('inviteToJoinGroup', 'buyerApplyReverse', 'checkVerifyCode', 'sendInvoiceEmail') });
    expect(visibleActions(o, 'detail')).toEqual([]);
    expect(visibleActions(o, 'sheet')).toEqual([]);
  });

  it('offers the after-sales apply and vouchers modals on a list row only', () => {
    const o = order(1, { operationList: ops('buyerApplyReverse', 'checkVerifyCode', 'sendInvoiceEmail', 'inviteToJoinGroup') });
    expect(names(visibleActions(o, 'row'))).toEqual(['buyerApplyReverse', 'checkVerifyCode']);
  });

  it('hides tracking when the buyer picks the goods up at the site', () => {
    const listed = ops('checkExpressTrack');
    expect(names(visibleActions(order(1, { operationList: listed, fulfillmentType: 'EXPRESS' }), 'row'))).toEqual(['checkExpressTrack']);
    expect(names(visibleActions(order(1, { operationList: listed, fulfillmentType: 'SITE_SHIPPING' }), 'row'))).toEqual(['checkExpressTrack']);
    expect(visibleActions(order(1, { operationList: listed, fulfillmentType: 'SITE_PICK_UP' }), 'row')).toEqual([]);
  });

  it('puts pay first and marks it primary', () => {
    const actions = visibleActions(order(1, { operationList: ops('buyerCancelBeforePay', 'pay') }), 'row');
    expect(actions).toEqual([
      { operation: 'pay', kind: 'pay', primary: true },
      { operation: 'buyerCancelBeforePay', kind: 'cancelBeforePay', primary: false },
    ]);
  });
});

describe('splitForSheet', () => {
  it('keeps up to two actions as buttons and folds the rest into the more sheet', () => {
    expect(splitForSheet([1, 2])).toEqual({ inline: [1, 2], folded: [] });
    expect(splitForSheet([1, 2, 3])).toEqual({ inline: [1, 2], folded: [3] });
    expect(splitForSheet([1, 2, 3, 4])).toEqual({ inline: [1, 2], folded: [3, 4] });
  });
});
