import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BottomSheet, Button, paths, useIsMobile } from '@mall/shared';
import type { Order } from '@mall/shared/contract';
import { NAMESPACE } from '../namespace';
import { splitForSheet, visibleActions, type ActionKind, type ActionPlacement, type OrderAction } from './operations';
import { useDebounced } from './useDebounced';
import { useBuyAgain } from './cart/useBuyAgain';
import { useRefreshOrders } from './useRefreshOrders';
import type { ActionDialogProps } from './ActionDialogProps';
import { OnDetailPage } from './resultTexts';
import './OrderActions.css';

/** Each dialog is its own chunk: a list row carries only the buttons until one is used. */
const DIALOGS: Partial<Record<ActionKind, LazyExoticComponent<ComponentType<ActionDialogProps>>>> = {
  pay: lazy(() => import('./pay/PayAction')),
  payBalance: lazy(() => import('./pay/PayBalanceAction')),
  cancelBeforePay: lazy(() => import('./cancel/CancelBeforePayDialog')),
  cancelAfterPay: lazy(() => import('./cancel/CancelAfterPayDialog')),
  confirm: lazy(() => import('./receipt/ConfirmReceiptDialog')),
  postpone: lazy(() => import('./receipt/PostponeDialog')),
  logistics: lazy(() => import('./logistics/LogisticsDialog')),
  afterSales: lazy(() => import('./afterSales/ApplyAfterSalesDialog')),
  invoice: lazy(() => import('./invoice/InvoiceDialog')),
  vouchers: lazy(() => import('./vouchers/VouchersDialog')),
};

export interface OrderActionsProps {
  /** The order as the list or the detail call answered it; its operationList decides the buttons. */
  order: Order;
  placement: ActionPlacement;
  /** After an operation changed the order (the orders queries are refreshed already). */
  onChanged?: () => void;
}

/** The order's action buttons, from its operationList (operations.ts), and the dialogs they open. */
export function OrderActions({ order, placement, onChanged }: OrderActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [active, setActive] = useState<OrderAction | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const refresh = useRefreshOrders(onChanged);
  const buyAgain = useBuyAgain(order);

  const run = (action: OrderAction) => {
    switch (action.kind) {
      case 'comment':
        navigate(reviewPath(order));
        return;
      case 'toUse':
        navigate(paths.myCoupons());
        return;
      case 'buyAgain':
        buyAgain.mutate();
        return;
      default:
        setActive(action);
    }
  };
  const start = useDebounced(run);

  const actions = visibleActions(order, placement);
  if (actions.length === 0) return null;
  // Spec: on mobile more than two actions fold into a 'more' action sheet.
  const folds = placement === 'sheet' || (placement === 'row' && isMobile);
  const { inline, folded } = folds ? splitForSheet(actions) : { inline: actions, folded: [] };
  const Dialog = active ? DIALOGS[active.kind] : undefined;

  const button = (action: OrderAction, block = false) => (
    <Button
      key={action.operation}
      variant={action.primary ? 'primary' : 'secondary'}
      size={placement === 'row' ? 'sm' : 'md'}
      block={block}
      loading={action.kind === 'buyAgain' && buyAgain.isPending}
      onClick={() => {
        setSheetOpen(false);
        start(action);
      }}
    >
      {t(`actions.operation.${action.operation}` as 'actions.operation.pay')}
    </Button>
  );

  return (
    <div
      className={`orders-actions orders-actions--${placement}`}
      role="group"
      aria-label={t('actions.label', { code: order.tradeOrderCode })}
      data-boundary="orders"
    >
      {inline.map((action) => button(action))}
      {folded.length > 0 && (
        <BottomSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          title={t('actions.moreTitle')}
          hideTitle
          trigger={
            <Button variant="text" size={placement === 'row' ? 'sm' : 'md'} aria-haspopup="dialog">
              {t('actions.more')}
            </Button>
          }
        >
          <div className="orders-actions__sheet">{folded.map((action) => button(action, true))}</div>
        </BottomSheet>
      )}
      {Dialog && active && (
        // The detail page ('detail', or 'sheet' on a phone) words results as its own document does.
        <OnDetailPage.Provider value={placement !== 'row'}>
          <Suspense fallback={null}>
            <Dialog
              order={order}
              operation={active.operation}
              onClose={() => setActive(null)}
              onChanged={() => {
                void refresh();
              }}
            />
          </Suspense>
        </OnDetailPage.Provider>
      )}
    </div>
  );
}

/** Spec route: /buyer/comment?orderId={id}&orderLineIds=[ids] (the review page of mfe-reviews). */
export function reviewPath(order: Order): string {
  const ids = order.tradeOrderLineList.map((line) => line.id);
  return `/buyer/comment?${new URLSearchParams({ orderId: String(order.id), orderLineIds: JSON.stringify(ids) })}`;
}
