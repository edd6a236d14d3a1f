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
}

/** Page navigation for desktop lists; absent when everything fits on one page (spec). */
export function Pagination({ page, pageSize, total, onPageChange, siblings = 1, className }: PaginationProps) {
  const { t } = useTranslation('common');
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };
  return (
    <nav aria-label={t('pagination.label')} className={cx('mall-pagination', className)}>
      <ul className="mall-pagination__list">
        <li>
          <button
            type="button"
            className="mall-pagination__step"
            aria-label={t('pagination.previous')}
            disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pageSlots(current, pageCount, siblings).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="mall-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className="mall-pagination__page"
                aria-label={t('pagination.page', { page: slot })}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => go(slot)}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="mall-pagination__step"
            aria-label={t('pagination.next')}
            disabled={current === pageCount}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
