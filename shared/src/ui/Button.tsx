import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

/**
 * primary: the one main action of a screen; secondary: the others; quiet: a low-emphasis action drawn
 * as text (Edit, Show more); destructive: deletes or cancels something for good.
 * `text` and `danger` are the earlier names of quiet and destructive, kept for the bundles that use them.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'destructive' | 'text' | 'danger';

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'primary',
  secondary: 'secondary',
  quiet: 'quiet',
  text: 'quiet',
  destructive: 'destructive',
  danger: 'destructive',
};

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Stretches to the container's width (mobile footers). */
  block?: boolean;
  /**
   * While an action runs: it cannot be pressed again (aria-disabled, presses ignored) and says it is
   * busy. It stays focusable on purpose: a disabled button loses focus, which would throw a keyboard
   * user back to the top of the page after every "Add to cart".
   */
  loading?: boolean;
}

// React 19 passes `ref` as a plain prop, so spreading props forwards it to the <button>.
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const busy = loading && !disabled;
  return (
    <button
      {...props}
      // Default "button", not the HTML "submit": a button inside a form must not submit it by accident.
      type={type}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      // preventDefault also stops a submit button from submitting its form (Enter in a field clicks it).
      onClick={busy ? (event) => event.preventDefault() : onClick}
      className={cx(
        'mall-button',
        `mall-button--${VARIANT_CLASS[variant]}`,
        `mall-button--${size}`,
        block && 'mall-button--block',
        loading && 'mall-button--loading',
        className,
      )}
    >
      {loading && <span className="mall-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
