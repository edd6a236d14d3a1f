import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { ErrorNotice } from './ErrorNotice';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  /** May return a promise: the confirm button shows loading until it settles; the dialog closes on success. */
  onConfirm: () => unknown;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action (cancel order, delete address): the confirm button is red. */
  danger?: boolean;
  width?: number;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  onConfirm,
  confirmLabel,
  cancelLabel,
  danger = false,
  width = 420,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // A fresh opening starts without the last attempt's error.
  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      if (mounted.current) onOpenChange(false);
    } catch (e) {
      // Stay open and say what failed, so the buyer can retry or cancel.
      if (mounted.current) setError(e);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      width={width}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={confirm}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    >
      {error != null ? <ErrorNotice error={error} /> : undefined}
    </Dialog>
  );
}
