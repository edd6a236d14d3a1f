import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api, ErrorNotice, PageLoader, paths, Radio, toast } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import type { ActionDialogProps } from '../ActionDialogProps';
import { orderActionCalls } from '@mall/shared/contract';
import { OperationDialog } from '../OperationDialog';
import { PackageList } from './PackageList';
import { packagesOffering, usePackages } from './usePackages';

/**
 * Confirm receipt. One package on its way: confirm it, then /confirm-success. Several: the buyer
 * chooses the package received; once the last one is confirmed the success page follows too.
 */
export default function ConfirmReceiptDialog({ order, onClose, onChanged }: ActionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const packages = usePackages(order);
  const open = packagesOffering(packages.data ?? [], 'confirm');
  const [chosen, setChosen] = useState<number | null>(null);
  const several = open.length > 1;
  const target = several ? chosen : (open[0]?.id ?? null);

  const confirm = async () => {
    if (target === null) return;
    await api.call(orderActionCalls.signForDelivery, { id: order.id, fulfillmentProgressId: target });
    onChanged();
    if (open.length === 1) navigate(paths.confirmSuccess(order.id));
    else toast.success(t('actions.result.received'));
  };

  return (
    <OperationDialog
      title={t('actions.confirm.title')}
      description={packages.isSuccess && open.length > 0 ? t(several ? 'actions.confirm.several' : 'actions.confirm.one', { code: order.tradeOrderCode }) : undefined}
      confirmLabel={t('actions.confirm.submit')}
      confirmDisabled={target === null}
      onConfirm={confirm}
      onClose={onClose}
    >
      {packages.isPending && <PageLoader label={t('actions.packages.loading')} />}
      {packages.isError && <ErrorNotice error={packages.error} onRetry={() => void packages.refetch()} retrying={packages.isFetching} />}
      {packages.isSuccess && open.length === 0 && <p>{t('actions.packages.none')}</p>}
      {packages.isSuccess && open.length > 0 && (
        <PackageList
          order={order}
          packages={packages.data}
          renderExtra={(pkg, index) =>
            several && open.includes(pkg) ? (
              <Radio
                name={`orders-receive-${order.id}`}
                checked={chosen === pkg.id}
                onChange={() => setChosen(pkg.id)}
                label={`${t('actions.confirm.choose')} (${t('actions.packages.title', { index: index + 1 })})`}
              />
            ) : null
          }
        />
      )}
    </OperationDialog>
  );
}
