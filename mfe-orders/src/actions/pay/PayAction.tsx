import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, PageLoader, Price, RemoteFragment } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import type { ActionDialogProps } from '../ActionDialogProps';
import { MergedOrderCarousel } from '../merged/MergedOrderCarousel';
import { useAssociatedOrders } from '../merged/useAssociatedOrders';
import { OperationDialog } from '../OperationDialog';
import type { Money, Order } from '@mall/shared/contract';

/** What the merged orders cost together (one currency per checkout). */
export const totalOf = (orders: readonly Order[]): Money => ({
  value: Math.round(orders.reduce((sum, o) => sum + o.needPayAmt.value, 0) * 100) / 100,
  currency: orders[0]?.needPayAmt.currency ?? 'EUR',
});

/**
 * pay / secondary_pay / payDeposit. The payment itself is checkout's RePayment fragment. An order in
 * a group was checked out with others and is paid with them: a merged-order dialog lists them first.
 */
export default function PayAction({ order, operation, onClose, onChanged }: ActionDialogProps) {
  const [tradeOrderIds, setTradeOrderIds] = useState<number[] | null>(order.isInGroup ? null : [order.id]);
  if (tradeOrderIds === null) return <MergePayDialog order={order} operation={operation} onClose={onClose} onChanged={onChanged} onPay={setTradeOrderIds} />;
  return (
    <RemoteFragment
      id="checkout/RePayment"
      props={{
        tradeOrderIds,
        operation: operation === 'secondary_pay' ? 'secondary_pay' : 'pay',
        onClose: () => {
          onChanged();
          onClose();
        },
      }}
    />
  );
}

function MergePayDialog({ order, operation, onClose, onPay }: ActionDialogProps & { onPay(ids: number[]): void }) {
  const { t } = useTranslation(NAMESPACE);
  const group = useAssociatedOrders(order, operation);
  const orders = group.data ?? [];
  return (
    <OperationDialog
      title={t('actions.merged.payTitle')}
      description={group.isSuccess ? t('actions.merged.payMessage', { count: orders.length }) : undefined}
      confirmLabel={t('actions.merged.payConfirm')}
      confirmDisabled={!group.isSuccess}
      onConfirm={async () => onPay(orders.map((o) => o.id))}
      closeOnSuccess={false}
      onClose={onClose}
    >
      {group.isPending && <PageLoader label={t('actions.merged.loading')} />}
      {group.isError && <ErrorNotice error={group.error} onRetry={() => void group.refetch()} retrying={group.isFetching} />}
      {group.isSuccess && (
        <>
          <MergedOrderCarousel orders={orders} />
          <p className="orders-merged__total">
            <span>{t('actions.merged.total')}</span>
            <Price value={totalOf(orders)} />
          </p>
        </>
      )}
    </OperationDialog>
  );
}
