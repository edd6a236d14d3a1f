import * as RadixDialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx, hasContent } from './cx';
import { useReturnFocus } from './useReturnFocus';
import { useScrollFocus } from './useScrollFocus';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Required: it names the dialog for screen readers. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions under the body, e.g. cancel and confirm buttons. */
  footer?: ReactNode;
  /** Width in px on wide screens (the spec names 560 and 620); narrow screens get the viewport less a margin. */
  width?: number;
  /** An element that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
  /** Escape, the overlay and the close button do nothing while false (e.g. while a request runs). */
  dismissible?: boolean;
  className?: string;
}

export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = 560,
  trigger,
  dismissible = true,
  className,
}: DialogProps) {
  const { t } = useTranslation('common');
  const returnFocus = useReturnFocus();
  const scrollFocus = useScrollFocus<HTMLDivElement>();
  const preventIfLocked = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="mall-dialog__overlay" />
        <RadixDialog.Content
          className={cx('mall-dialog', className)}
          style={{ '--mall-dialog-width': `${width}px` } as CSSProperties}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onEscapeKeyDown={preventIfLocked}
          onPointerDownOutside={preventIfLocked}
          onInteractOutside={preventIfLocked}
        >
          <header className="mall-dialog__header">
            <RadixDialog.Title className="mall-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <button type="button" className="mall-dialog__close" aria-label={t('close')} disabled={!dismissible}>
                <span aria-hidden="true">×</span>
              </button>
            </RadixDialog.Close>
          </header>
          {description && (
            // A div, not Radix's <p>, so a description may hold blocks; it is still wired to aria-describedby.
            <RadixDialog.Description asChild>
              <div className="mall-dialog__description">{description}</div>
            </RadixDialog.Description>
          )}
          {hasContent(children) && <div ref={scrollFocus} className="mall-dialog__body">{children}</div>}
          {footer && <footer className="mall-dialog__footer">{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
