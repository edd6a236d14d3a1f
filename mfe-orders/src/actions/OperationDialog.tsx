import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, toast } from '@mall/shared';
import { NAMESPACE } from '../namespace';
import { useResultTexts } from './resultTexts';

/** Spec: the cancel and merge dialogs are 560 wide, the logistics dialog 620. */
export const DIALOG_WIDTH = { cancelOrMerge: 560, logistics: 620 } as const;

export interface OperationDialogProps {
  title: ReactNode;
  children?: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  width?: number;
  /** The operation; the dialog closes when it resolves. */
  onConfirm: () => Promise<unknown>;
  /** Nothing to confirm yet (e.g. packages still loading, nothing chosen). */
  confirmDisabled?: boolean;
  onClose(): void;
  /** How a failure is told: the catalogue says 'info' for a failed cancel. */
  failureKind?: 'info' | 'error';
  /** False when a next step replaces the dialog instead (merged pay hands over to the payment). */
  closeOnSuccess?: boolean;
}

/**
 * A confirmation for an order operation. A failure is told as the spec's 'operation failed, please
 * retry' and the dialog stays open, so the buyer can retry or close it.
 */
export function OperationDialog({
  title,
  children,
  description,
  confirmLabel,
  cancelLabel,
  danger = false,
  width = DIALOG_WIDTH.cancelOrMerge,
  onConfirm,
  confirmDisabled = false,
  onClose,
  failureKind = 'error',
  closeOnSuccess = true,
}: OperationDialogProps) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const [busy, setBusy] = useState(false);
  const texts = useResultTexts();
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      if (closeOnSuccess) onClose();
    } catch {
      toast[failureKind](texts.failed());
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      width={width}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel ?? t('common:cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} disabled={confirmDisabled} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
