import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSlots } from './pages';
import { cx } from './cx';

export interface PaginationProps {
  /** 1-based, as the API's pageNo. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one. */
  siblings?: number;
  className?: string;
  /**
   * Makes every page a link to this address (`?page=2`), so crawlers and "open in new tab" reach
   * each page; a plain click still calls onPageChange.
   */
  hrefOf?: (page: number) => string;
}

/** Page navigation for desktop lists; absent when everything fits on one page (spec). */
export function Pagination({ page, pageSize, total, onPageChange, siblings = 1, className, hrefOf }: PaginationProps) {
  const { t } = useTranslation('common');
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };
  const to = (target: number, slotClass: string, label: string, content: ReactNode, disabled: boolean) =>
    hrefOf ? (
      disabled ? (
        // A link to where the reader already is would be noise: the end shows the sign only.
        <span className={cx(slotClass, 'mall-pagination__step--end')} aria-hidden="true">
          {content}
        </span>
      ) : (
        <a
          href={hrefOf(target)}
          className={slotClass}
          aria-label={label}
          aria-current={slotClass === 'mall-pagination__page' && target === current ? 'page' : undefined}
          onClick={(event) => {
            // A modified click (new tab, new window) keeps the browser's own meaning.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            go(target);
          }}
        >
          {content}
        </a>
      )
    ) : (
      <button
        type="button"
        className={slotClass}
        aria-label={label}
        aria-current={slotClass === 'mall-pagination__page' && target === current ? 'page' : undefined}
        disabled={disabled || undefined}
        onClick={() => go(target)}
      >
        {content}
      </button>
    );
  return (
    <nav aria-label={t('pagination.label')} className={cx('mall-pagination', className)}>
      <ul className="mall-pagination__list">
        <li>{to(current - 1, 'mall-pagination__step', t('pagination.previous'), <span aria-hidden="true">‹</span>, current === 1)}</li>
        {pageSlots(current, pageCount, siblings).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="mall-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>{to(slot, 'mall-pagination__page', t('pagination.page', { page: slot }), slot, false)}</li>
          ),
        )}
        <li>{to(current + 1, 'mall-pagination__step', t('pagination.next'), <span aria-hidden="true">›</span>, current === pageCount)}</li>
      </ul>
    </nav>
  );
}
