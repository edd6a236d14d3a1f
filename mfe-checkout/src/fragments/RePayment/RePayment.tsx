import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api, ConfirmDialog, paths, toast, type RePaymentProps } from '@mall/shared';
import { paymentCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { repaymentStep, type RepaymentRecord } from './repaymentStep';

/**
 * Paying an existing order again (spec: re-payment). Asks secondaryPay for the order's latest
 * payment record and, by its status, opens the result page, warns of a possible double charge,
 * or goes straight to pre-pay. Rendered by the order pages when the buyer chose pay / secondary_pay.
 */
export function RePayment({ tradeOrderIds, onClose }: RePaymentProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [warning, setWarning] = useState<RepaymentRecord | null>(null);
  const leaving = useRef(false);
  const orderId = tradeOrderIds[0];

  useEffect(() => {
    if (orderId === undefined) return;
    let live = true;
    api.call(paymentCalls.secondaryPay, { id: orderId }).then(
      (record) => {
        if (!live) return;
        const step = repaymentStep(record.paymentRecordStatus);
        if (step === 'warn') return setWarning(record);
        leaving.current = true;
        navigate(step === 'result' ? resultPath(record, orderId) : prePayPath(record));
      },
      () => {
        if (!live) return;
        toast.error(t('payment.repay.failed'));
        onClose();
      },
    );
    return () => {
      live = false;
    };
    // one lookup per mount: the order pages mount the fragment once per click
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId]);

  if (!warning) return null;
  return (
    <ConfirmDialog
      open
      title={t('payment.repay.title')}
      message={t('payment.repay.warning')}
      confirmLabel={t('payment.repay.payAgain')}
      cancelLabel={t('payment.repay.wait')}
      onConfirm={async () => {
        try {
          await api.call(paymentCalls.closePaymentRecordAfterConfirm, {
            payUniqueKey: warning.payUniqueKey,
            paymentRecordId: warning.paymentRecordId!,
          });
        } catch {
          // Spec: closing the old record failed → abort silently.
          onClose();
          return;
        }
        leaving.current = true;
        navigate(prePayPath(warning));
      }}
      onOpenChange={(open) => {
        if (!open && !leaving.current) onClose();
      }}
    />
  );
}

function resultPath(record: RepaymentRecord, orderId: number) {
  return paths.payResult({
    orderId,
    tradeId: record.contractId,
    contractId: record.contractId,
    buyerId: record.buyerId,
    status: 'success',
    ...(record.paymentRecordId ? { paymentOrderId: record.paymentRecordId } : {}),
  });
}

function prePayPath(record: RepaymentRecord) {
  return paths.prePay({ tradeId: record.contractId, buyerId: record.buyerId, contractId: record.contractId });
}

export default RePayment;
