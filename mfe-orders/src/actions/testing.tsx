/** Test helpers for the order actions: render them as a list row or the detail would, with the toasts. */
import { Toaster } from '@mall/shared';
import type { Order, OrderDetail } from '@mall/shared/contract';
import { renderScreen } from '../testing/screen';
import { OrderActions } from './OrderActions';
import type { ActionPlacement } from './operations';

export const ops = (...names: string[]) => names.map((operation) => ({ operation }));

export function renderActions(order: Order, placement: ActionPlacement = 'row', onChanged?: () => void) {
  return renderScreen(
    <>
      <OrderActions order={order} placement={placement} onChanged={onChanged} />
      <Toaster />
    </>,
    { url: '/buyer/orders', path: '/buyer/orders' },
  );
}

/** An order as the detail call answers it (the fields the invoice and pay-balance steps read). */
export function detailOf(base: Order, patch: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...base,
    taxRate: 19,
    buyer: { id: base.buyer.id, user: { nickname: 'Anna', username: 'anna' } },
    tradeContract: { id: base.tradeContract.id, notFirstTime: true, selectedAddress: null, billingAddress: null, paymentOrderList: [] },
    buyerEmail: 'anna@example.com',
    buyerPhone: null,
    invoiceUrl: null,
    tradeBenefitInfoTOS: [],
    activityList: [],
    pointsEnabled: false,
    earnGrowthValue: null,
    ...patch,
  };
}
