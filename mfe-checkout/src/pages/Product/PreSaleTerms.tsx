import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '@mall/shared';
import type { ItemDetail } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

/** Issue 30 item 6: a pre-sale's amounts for the chosen sku: the deposit paid with the order, the balance before delivery. */
export function PreSaleTerms({ item, skuId }: { item: ItemDetail; skuId: number | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const terms = item.preSale?.skus.find((s) => s.skuId === skuId);
  if (!terms) return null;
  return (
    <section className="checkout-product__presale" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('product.preSale.title')}</h2>
      <dl>
        <div>
          <dt>{t('product.preSale.deposit')}</dt>
          <dd>
            <Price value={terms.depositPrc} />
          </dd>
        </div>
        <div>
          <dt>{t('product.preSale.balance')}</dt>
          <dd>
            <Price value={terms.balancePrc} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
