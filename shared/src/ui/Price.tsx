import { useTranslation } from 'react-i18next';
import type { Money as MoneyValue } from '../contract/common';
import { formatMoney } from '../format';
import { useMarket } from '@mall/shared/runtime';
import { VisuallyHidden } from './VisuallyHidden';
import { cx } from './cx';

export interface PriceProps {
  value: MoneyValue;
  /** An original price beside the current one: struck through, and said to be the original price. */
  strike?: boolean;
  className?: string;
}

/** An amount in the buyer's market locale and the amount's own currency. */
export function Price({ value, strike = false, className }: PriceProps) {
  const { t } = useTranslation('common');
  const locale = useMarket((state) => state.locale);
  const text = formatMoney(value, locale);
  if (!strike) return <span className={cx('mall-price', className)}>{text}</span>;
  return (
    // Screen readers do not announce strike-through, so the meaning is also said in words.
    <s className={cx('mall-price', 'mall-price--strike', className)}>
      <VisuallyHidden>{t('money.original')}: </VisuallyHidden>
      {text}
    </s>
  );
}
