import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Checkbox, Dialog, FieldError, Image, paths, RemoteFragment, toast, useIsMobile } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import type { ActionDialogProps } from '../ActionDialogProps';
import { applyChoices, applyModeOf } from './applyLines';

export interface ApplyAfterSalesDialogProps extends ActionDialogProps {
  /** Opened from one line of the order detail: that line starts chosen. */
  lineId?: number;
}

/**
 * The after-sales apply modal of the order list (and of a line on the order detail): choose the
 * products (at least one), then the application form itself, which is after-sales' ApplyModal fragment.
 */
export default function ApplyAfterSalesDialog({ order, onClose, onChanged, lineId }: ApplyAfterSalesDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const mode = applyModeOf(order);
  const choices = applyChoices(order, mode);
  const [selected, setSelected] = useState<Set<number>>(() =>
    new Set(mode === 'cancelBeforeDelivery' ? choices.map((c) => c.line.id) : choices.filter((c) => c.line.id === lineId).map((c) => c.line.id)),
  );
  const [error, setError] = useState(false);
  const [applying, setApplying] = useState(false);
  const isMobile = useIsMobile();

  if (applying) {
    return (
      <RemoteFragment
        id="aftersales/ApplyModal"
        props={{
          open: true,
          tradeOrderId: order.id,
          mode,
          lines: choices.filter((c) => selected.has(c.line.id)).map((c) => ({ tradeOrderLineId: c.line.id, quantity: c.quantity, name: c.line.sku.name })),
          onClose,
          onApplied: () => {
            toast.success(t('actions.afterSales.applied'));
            onChanged();
            onClose();
            // Spec: after a successful application the buyer lands on the order detail.
            navigate(paths.orderDetail(order.id));
          },
        }}
      />
    );
  }

  const toggle = (id: number) => {
    setError(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const next = () => {
    if (selected.size === 0) return setError(true);
    // Spec: on a phone the application is a page of its own (/buyer/as-apply); desktop keeps the modal.
    if (isMobile) {
      onClose();
      const chosen = choices.filter((c) => selected.has(c.line.id)).map((c) => c.line.id);
      return navigate(paths.afterSalesApply({ tradeOrderId: order.id, tradeOrderLineId: chosen, ...(mode === 'cancelBeforeDelivery' ? { asType: 'SALE_CANCEL_BEFORE_DELIVERY' } : {}) }));
    }
    setApplying(true);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('actions.afterSales.title')}
      description={mode === 'cancelBeforeDelivery' ? t('actions.afterSales.cancelBeforeDelivery') : undefined}
      footer={
        <Button onClick={next} disabled={choices.length === 0}>
          {t('actions.afterSales.next')}
        </Button>
      }
    >
      {choices.length === 0 ? (
        <p>{t('actions.afterSales.none')}</p>
      ) : (
        <fieldset className="orders-form" aria-describedby={error ? `orders-apply-error-${order.id}` : undefined}>
          <legend>{t('actions.afterSales.choose')}</legend>
          <ul className="orders-choice">
            {choices.map(({ line, quantity, locked }) => (
              <li key={line.id}>
                <Checkbox
                  className="orders-choice__line"
                  checked={selected.has(line.id)}
                  disabled={locked}
                  onChange={() => toggle(line.id)}
                  label={
                    <>
                      <Image src={line.sku.image} alt="" width={48} height={48} />
                      <span>{line.sku.name}</span>
                      <span>{t('actions.afterSales.quantity', { count: quantity })}</span>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          {error && <FieldError id={`orders-apply-error-${order.id}`}>{t('actions.afterSales.atLeastOne')}</FieldError>}
        </fieldset>
      )}
    </Dialog>
  );
}
