import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import { cx } from './cx';

export interface DisclosureMenuProps {
  /** The button's text; it names the group of links too. */
  label: string;
  /** The links shown when open, usually a list of links. */
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A button that shows a small panel of links below it: the disclosure pattern for navigation
 * (links stay links, not role="menu"): a button with aria-expanded and aria-controls, and the panel
 * while open. Not Radix Collapsible: the top bar holds this on every page, and Collapsible brought
 * about 3.7 KB (brotli) of Radix onto `/`'s first load (issue 29). It closes the way a dropdown does:
 * Escape (focus back on the button), a click outside, focus leaving it, or a link chosen.
 */
export function DisclosureMenu({ label, children, variant = 'text', className }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={cx('mall-disclosure', className)}
      // relatedTarget is null when a click lands on the panel's padding: only a move elsewhere closes it.
      onBlur={(event) => {
        if (event.relatedTarget && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
      onClick={(event) => {
        if ((event.target as Element).closest('a')) setOpen(false);
      }}
    >
      <Button
        ref={button}
        variant={variant}
        size="sm"
        className="mall-disclosure__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {label}
        <span className="mall-disclosure__caret" aria-hidden="true" />
      </Button>
      {open && (
        <div id={panelId} className="mall-disclosure__panel">
          {children}
        </div>
      )}
    </div>
  );
}
