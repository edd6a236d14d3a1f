import { useTranslation } from 'react-i18next';
import { api, ErrorNotice, PageLoader, toast } from '@mall/shared';
import { orderActionCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import type { ActionDialogProps } from '../ActionDialogProps';
import { MergedOrderCarousel } from '../merged/MergedOrderCarousel';
import { useAssociatedOrders } from '../merged/useAssociatedOrders';
import { OperationDialog } from '../OperationDialog';

/**
 * Cancel before pay: confirm, then the order is closed at once. A group (merged) order lists every
 * linked order and they are cancelled together ('are you sure you want to cancel these {count} orders').
 */
export default function CancelBeforePayDialog({ order, operation, onClose, onChanged }: ActionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const group = useAssociatedOrders(order, operation);
  const cancel = async () => {
    await api.call(orderActionCalls.closeOrderBeforePay, { id: order.id });
    toast.success(t('actions.result.cancelledBeforePay'));
    onChanged();
  };
  if (!order.isInGroup) {
    return (
      <OperationDialog
        title={t('actions.cancel.title')}
        description={t('actions.cancel.beforePay', { code: order.tradeOrderCode })}
        confirmLabel={t('actions.cancel.confirm')}
        cancelLabel={t('actions.cancel.keep')}
        danger
        failureKind="info"
        onConfirm={cancel}
        onClose={onClose}
      />
    );
  }
  const orders = group.data ?? [];
  return (
    <OperationDialog
      title={t('actions.cancel.mergedTitle')}
      description={group.isSuccess ? t('actions.cancel.merged', { count: orders.length }) : undefined}
      confirmLabel={t('actions.cancel.confirm')}
      cancelLabel={t('actions.cancel.keep')}
      danger
      failureKind="info"
      confirmDisabled={!group.isSuccess}
      onConfirm={cancel}
      onClose={onClose}
    >
      {group.isPending && <PageLoader label={t('actions.merged.loading')} />}
      {group.isError && <ErrorNotice error={group.error} onRetry={() => void group.refetch()} retrying={group.isFetching} />}
      {group.isSuccess && (
        <>
          <p>{t('actions.cancel.mergedNote')}</p>
          <MergedOrderCarousel orders={orders} />
        </>
      )}
    </OperationDialog>
  );
}
