import type { ReactNode } from 'react';
import { cx } from './cx';

export type Tone = 'neutral' | 'accent' | 'info' | 'success' | 'warning' | 'error';

export interface BadgeProps {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}

/** A short label on a tinted pill (a count, "New", "Pre-sale"): the text says it, the tint only groups. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx('mall-badge', `mall-badge--${tone}`, className)}>{children}</span>;
}

/**
 * A state in words with a coloured dot before it ("Paid", "Awaiting shipment"): colour never carries
 * the meaning alone (WCAG 1.4.1), the dot is decoration.
 */
export function Status({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span className={cx('mall-status', `mall-status--${tone}`, className)}>
      <span className="mall-status__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
