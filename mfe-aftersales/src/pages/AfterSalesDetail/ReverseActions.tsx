import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api, Button, ConfirmDialog, Dialog, paths, toast, useIsMobile } from '@mall/shared';
import { afterSalesCalls, type ReverseOperation, type ReverseOrderDetail } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { LogisticsView } from '../ReverseLogistics/LogisticsView';
import { SendBackForm } from '../SendBackItems/SendBackForm';
import { actionsOf, REVERSE_ACTIONS, type ReverseActionKind } from './reverseActions';
import { reverseOrderKey } from './useReverseOrder';

/** The detail's buttons, from operationList only (reverseActions.ts), and the dialog each opens. */
export function ReverseActions({ detail }: { detail: ReverseOrderDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ReverseActionKind | null>(null);
  const operations = actionsOf(detail.operationList);
  if (operations.length === 0) return null;
  const close = () => setOpen(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: reverseOrderKey(detail.id) });

  const press = (operation: ReverseOperation) => {
    const kind = REVERSE_ACTIONS[operation].kind;
    // Spec: on mobile, return items and logistics are pages of their own.
    if (isMobile && kind === 'sendBack') return navigate(paths.sendBackItems(detail.id));
    if (isMobile && kind === 'logistics') return navigate(paths.reverseLogistics(detail.id));
    setOpen(kind);
  };

  const confirmed = async (call: typeof afterSalesCalls.cancelReverse | typeof afterSalesCalls.confirmExchangeReceived, done: string) => {
    await api.call(call, { id: detail.id });
    toast.success(done);
    await refresh();
  };

  return (
    <div className="as-detail__actions">
      {operations.map((operation) => (
        <Button key={operation} variant={REVERSE_ACTIONS[operation].primary ? 'primary' : 'secondary'} onClick={() => void press(operation)}>
          {t(`actions.${operation}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={open === 'cancel'}
        onOpenChange={(next) => !next && close()}
        title={t('actions.cancelTitle')}
        message={t('actions.cancelMessage')}
        confirmLabel={t('actions.cancelConfirm')}
        cancelLabel={t('actions.keep')}
        danger
        onConfirm={() => confirmed(afterSalesCalls.cancelReverse, t('actions.cancelled'))}
      />
      <ConfirmDialog
        open={open === 'confirmExchange'}
        onOpenChange={(next) => !next && close()}
        title={t('actions.confirmExchangeTitle')}
        message={t('actions.confirmExchangeMessage')}
        confirmLabel={t('actions.confirmExchangeConfirm')}
        onConfirm={() => confirmed(afterSalesCalls.confirmExchangeReceived, t('actions.exchangeConfirmed'))}
      />
      {open === 'rejectReason' && (
        <Dialog open onOpenChange={(next) => !next && close()} title={t('actions.rejectReasonTitle')} width={480}>
          <p className="as-detail__reject">{detail.reverseNotes.auditRejectReason ?? t('actions.noRejectReason')}</p>
          <div className="as-detail__dialog-actions">
            <Button onClick={close}>{t('actions.close')}</Button>
          </div>
        </Dialog>
      )}
      {open === 'sendBack' && (
        <Dialog open onOpenChange={(next) => !next && close()} title={t('sendBack.title')} width={520}>
          <SendBackForm
            reverseOrderId={detail.id}
            onCancel={close}
            onSent={() => {
              toast.success(t('sendBack.sent'));
              close();
            }}
          />
        </Dialog>
      )}
      {open === 'logistics' && (
        <Dialog open onOpenChange={(next) => !next && close()} title={t('logistics.title')} width={640}>
          <LogisticsView detail={detail} />
        </Dialog>
      )}
    </div>
  );
}
