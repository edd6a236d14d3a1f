import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Stretches to the container's width (mobile footers). */
  block?: boolean;
  /** While an action runs: disabled so it cannot be sent twice, and aria-busy for screen readers. */
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
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      // Default "button", not the HTML "submit": a button inside a form must not submit it by accident.
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
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
