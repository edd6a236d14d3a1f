import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export interface EmptyStateProps {
  /** Decorative picture; hidden from screen readers, the text says it all. */
  icon?: ReactNode;
  /** The screen's own wording, e.g. "no order information"; a generic text otherwise. */
  text?: ReactNode;
  /** E.g. a button or link home. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, text, action, className }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className={cx('mall-empty', className)}>
      <span className="mall-empty__icon" aria-hidden="true">
        {icon ?? <DefaultEmptyIcon />}
      </span>
      <p className="mall-empty__text">{text ?? t('empty.title')}</p>
      {action && <div className="mall-empty__action">{action}</div>}
    </div>
  );
}

/** An empty box, line-drawn in the current text colour. */
function DefaultEmptyIcon() {
  return (
    <svg width="64" height="64" viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="2" focusable="false">
      <path d="M8 24 32 12l24 12v24L32 60 8 48z" strokeLinejoin="round" />
      <path d="M8 24l24 12 24-12M32 36v24" strokeLinejoin="round" />
    </svg>
  );
}
