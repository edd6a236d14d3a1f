import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../namespace';
import type { QuantityRule } from './quantityRule';

/** The text for a quantity the server refused, naming the rule with the item's numbers. */
export function useQuantityRefusal(rule: QuantityRule) {
  const { t } = useTranslation(NAMESPACE);
  const unit = rule.unit ? ` ${rule.unit}` : '';
  return (refused: 'step' | 'min' | 'max') =>
    refused === 'step'
      ? t('quantity.refusedStep', { step: rule.step, unit })
      : refused === 'min'
        ? t('quantity.refusedMin', { min: rule.min, unit })
        : t('quantity.refusedMax');
}
