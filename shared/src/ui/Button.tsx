import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

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
        `mall-button--${variant}`,
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
