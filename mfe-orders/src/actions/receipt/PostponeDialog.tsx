import { useTranslation } from 'react-i18next';
import { api, ErrorNotice, PageLoader, toast } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import type { ActionDialogProps } from '../ActionDialogProps';
import { orderActionCalls } from '@mall/shared/contract';
import { OperationDialog } from '../OperationDialog';
import { useResultTexts } from '../resultTexts';
import { PackageList } from './PackageList';
import { packagesOffering, usePackages } from './usePackages';

/** Postpone receipt: the packages listed, confirm, the postpone call, 'extension successful, extended days {day}'. */
export default function PostponeDialog({ order, onClose, onChanged }: ActionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const packages = usePackages(order);
  const texts = useResultTexts();
  const open = packagesOffering(packages.data ?? [], 'buyerPostponeConfirmDeadline');
  return (
    <OperationDialog
      title={t('actions.postpone.title')}
      description={t('actions.postpone.message', { code: order.tradeOrderCode })}
      confirmLabel={t('actions.postpone.submit')}
      confirmDisabled={open.length === 0}
      onConfirm={async () => {
        const day = await api.call(orderActionCalls.postponeDelivery, {
          id: order.id,
          fulfillmentProgressList: open.map((pkg) => ({ id: pkg.id, createdAt: pkg.createdAt })),
          tradeOrderLineList: order.tradeOrderLineList.map((line) => ({ id: line.id })),
        });
        onChanged();
        toast.success(texts.postponed(day));
      }}
      onClose={onClose}
    >
      {packages.isPending && <PageLoader label={t('actions.packages.loading')} />}
      {packages.isError && <ErrorNotice error={packages.error} onRetry={() => void packages.refetch()} retrying={packages.isFetching} />}
      {packages.isSuccess && (open.length > 0 ? <PackageList order={order} packages={open} /> : <p>{t('actions.packages.none')}</p>)}
    </OperationDialog>
  );
}
