import { useTranslation } from 'react-i18next';
import { api, toast } from '@mall/shared';
import { orderActionCalls, type CallRequest, type Order } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import type { ActionDialogProps } from '../ActionDialogProps';
import { OperationDialog } from '../OperationDialog';

/** Spec: cancel after pay starts a cancel reverse flow for all lines, each at its full (still cancellable) quantity. */
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
