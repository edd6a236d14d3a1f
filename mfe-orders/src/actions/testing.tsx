/** Test helpers for the order actions: render them as a list row or the detail would, with the toasts. */
import { Toaster } from '@mall/shared';
import type { Order } from '@mall/shared/contract';
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
