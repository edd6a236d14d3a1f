import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './VisuallyHidden';
import { cx } from './cx';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read out instead of the default loading text. */
  label?: string;
  className?: string;
}

/** A loading indicator that says so to screen readers, not only with a spinning circle. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className={cx('mall-spinner', `mall-spinner--${size}`, className)}>
      <span className="mall-spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </span>
  );
}

export interface PageLoaderProps {
  label?: string;
  /** Shown under the spinner, e.g. what is being loaded. */
  children?: ReactNode;
  className?: string;
}

/** A busy region filling a screen's content area while its data loads. */
export function PageLoader({ label, children, className }: PageLoaderProps) {
  return (
    <div aria-busy="true" className={cx('mall-page-loader', className)}>
      <Spinner size="lg" label={label} />
      {children}
    </div>
  );
}
