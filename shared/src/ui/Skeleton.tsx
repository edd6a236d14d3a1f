import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export interface SkeletonProps {
  /** Grey lines standing in for text, the last one shorter. */
  lines?: number;
  /** A block of a fixed height (a picture, a card) in place of lines, so nothing shifts when it loads. */
  height?: number | string;
  /** A block as wide as its box in this width-to-height ratio (a picture that scales with the screen). */
  aspectRatio?: number;
  className?: string;
}

/**
 * The shape of what is loading, so the page does not jump when it arrives (CLS 0). Announced once
 * as "Loading" (role status); the shapes are hidden from readers. Still under reduced motion.
 */
export function Skeleton({ lines = 3, height, aspectRatio, className }: SkeletonProps) {
  const { t } = useTranslation('common');
  return (
    <div className={cx('mall-skeleton', className)} role="status" aria-busy="true">
      <span className="mall-visually-hidden">{t('skeleton.loading')}</span>
      {height !== undefined || aspectRatio !== undefined ? (
        <span className="mall-skeleton__block" style={{ height, aspectRatio }} aria-hidden="true" />
      ) : (
        Array.from({ length: lines }, (_, i) => <span key={i} className="mall-skeleton__line" aria-hidden="true" />)
      )}
    </div>
  );
}
