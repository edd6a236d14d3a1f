import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMeasure, useDateFormat } from '@mall/shared';
import type { ItemDetail } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

/**
 * Issue 30 item 6: the dimensions (width, depth, height, seat height, weight) and each material
 * with its care, as the item's detail gives them (in the buyer's language). Drawn from the item
 * alone, so the server's markup and the hydrating browser's are the same.
 */
export function ProductFacts({ item }: { item: ItemDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const { locale } = useDateFormat();
  const dimensionsId = useId();
  const materialsId = useId();
  const { dimensions, materials } = item;
  const cm = (value: number) => formatMeasure(value, 'centimeter', locale);
  const rows: Array<[string, string]> = dimensions
    ? [
        [t('product.facts.width'), cm(dimensions.widthCm)],
        [t('product.facts.depth'), cm(dimensions.depthCm)],
        [t('product.facts.height'), cm(dimensions.heightCm)],
        ...(dimensions.seatHeightCm === null ? [] : [[t('product.facts.seatHeight'), cm(dimensions.seatHeightCm)] as [string, string]]),
        ...(dimensions.weightKg === null ? [] : [[t('product.facts.weight'), formatMeasure(dimensions.weightKg, 'kilogram', locale)] as [string, string]]),
      ]
    : [];
  if (rows.length === 0 && materials.length === 0) return null;
  return (
    <div className="checkout-product-facts">
      {rows.length > 0 && (
        <section aria-labelledby={dimensionsId}>
          <h2 id={dimensionsId}>{t('product.facts.dimensions')}</h2>
          <dl className="checkout-product-facts__list">
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {materials.length > 0 && (
        <section aria-labelledby={materialsId}>
          <h2 id={materialsId}>{t('product.facts.materials')}</h2>
          <dl className="checkout-product-facts__care">
            {materials.map((material) => (
              <div key={material.key}>
                <dt>{material.name}</dt>
                <dd>{material.care}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
