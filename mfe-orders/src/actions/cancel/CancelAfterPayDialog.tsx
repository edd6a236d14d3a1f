import { useTranslation } from 'react-i18next';
import { api, toast } from '@mall/shared';
import { orderActionCalls, type CallRequest, type Order } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import type { ActionDialogProps } from '../ActionDialogProps';
import { OperationDialog } from '../OperationDialog';

/**
 * Spec (orderdetail §4): cancel after pay "start[s] a cancel reverse flow for all lines with full
 * quantity". Decided: the full quantity is each line's canCancelQty, not tradeQty. Units already
 * delivered or already in an after-sales flow (a refund asked for one of three chairs) are no longer
 * the buyer's to cancel, so asking for tradeQty would claim them twice; the spec's own rule for
 * cancel-before-delivery says the same ("all lines with cancellable quantity are included"), and
 * mall-api refuses any other quantity (order.cancelAllLines). A line with nothing left to cancel
 * is left out. While nothing is delivered or reversed, canCancelQty equals tradeQty: the same thing.
 */
export function cancelAfterPayRequest(order: Order): CallRequest<typeof orderActionCalls.cancelAfterPay> {
  return {
    tradeOrder: { id: order.id },
    reverseTradeOrderLineList: order.tradeOrderLineList
      .filter((line) => line.canCancelQty > 0)
      .map((line) => ({ tradeOrderLine: { id: line.id }, reverseQty: line.canCancelQty })),
  };
}

/** Cancel after pay: confirm, start the cancel reverse flow, refresh, 'business processing, please wait'. */
export default function CancelAfterPayDialog({ order, onClose, onChanged }: ActionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <OperationDialog
      title={t('actions.cancel.title')}
      description={t('actions.cancel.afterPay', { code: order.tradeOrderCode })}
      confirmLabel={t('actions.cancel.confirm')}
      cancelLabel={t('actions.cancel.keep')}
      danger
      failureKind="info"
      onConfirm={async () => {
        await api.call(orderActionCalls.cancelAfterPay, cancelAfterPayRequest(order));
        onChanged();
        toast.info(t('actions.result.cancelledAfterPay'));
      }}
      onClose={onClose}
    />
  );
}
