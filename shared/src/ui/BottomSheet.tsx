import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './VisuallyHidden';
import { cx, hasContent } from './cx';
import { useReturnFocus } from './useReturnFocus';
import { useScrollFocus } from './useScrollFocus';

export interface BottomSheetProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Required: it names the sheet for screen readers. */
  title: ReactNode;
  /** An action sheet has no visible heading; the title is then read out only. */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Pinned under the scrolling body, e.g. a confirm button for a picker or "cancel" for an action sheet. */
  footer?: ReactNode;
  trigger?: ReactNode;
  className?: string;
}

/** A mobile sheet sliding up from the bottom: pickers and action sheets. Same modal behaviour as Dialog. */
export function BottomSheet({
  open,
  defaultOpen,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  trigger,
  className,
}: BottomSheetProps) {
  const { t } = useTranslation('common');
  const returnFocus = useReturnFocus();
  const scrollFocus = useScrollFocus<HTMLDivElement>();
  const heading = <RadixDialog.Title className="mall-sheet__title">{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="mall-dialog__overlay" />
        <RadixDialog.Content
          className={cx('mall-sheet', className)}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <header className={cx('mall-sheet__header', hideTitle && 'mall-sheet__header--bare')}>
            {hideTitle ? <VisuallyHidden>{heading}</VisuallyHidden> : heading}
            <RadixDialog.Close asChild>
              <button type="button" className="mall-dialog__close" aria-label={t('close')}>
                <span aria-hidden="true">×</span>
              </button>
            </RadixDialog.Close>
          </header>
          {description && (
            <RadixDialog.Description asChild>
              <div className="mall-sheet__description">{description}</div>
            </RadixDialog.Description>
          )}
          {hasContent(children) && <div ref={scrollFocus} className="mall-sheet__body">{children}</div>}
          {footer && <footer className="mall-sheet__footer">{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
