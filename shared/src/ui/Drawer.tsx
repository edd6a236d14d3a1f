import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx, hasContent } from './cx';
import { useReturnFocus } from './useReturnFocus';

export interface DrawerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Required: it names the drawer for screen readers. */
  title: ReactNode;
  children?: ReactNode;
  trigger?: ReactNode;
  className?: string;
}

/**
 * A full-height panel sliding in from the inline end: the phone's one navigation pattern (the top
 * bar's links and the buyer centre). Same modal behaviour as Dialog: focus trapped, Escape closes.
 */
export function Drawer({ open, defaultOpen, onOpenChange, title, children, trigger, className }: DrawerProps) {
  const { t } = useTranslation('common');
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="mall-dialog__overlay" />
        <RadixDialog.Content
          className={cx('mall-drawer', className)}
          // Navigation, not a form: nothing to describe.
          aria-describedby={undefined}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <header className="mall-sheet__header">
            <RadixDialog.Title className="mall-sheet__title">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <button type="button" className="mall-dialog__close" aria-label={t('close')}>
                <span aria-hidden="true">×</span>
              </button>
            </RadixDialog.Close>
          </header>
          {hasContent(children) && <div className="mall-drawer__body">{children}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
