import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, formatSkuAttributes, Image, paths, Price } from '@mall/shared';
import type { DerivativeSku, Money, ReverseOrderLine } from '@mall/shared/contract';
import { NAMESPACE } from '../namespace';
import './ReverseLine.css';

/** What an after-sales line shows of its sku: a reverse line's, or an apply detail line's. */
export type LineSku = Pick<ReverseOrderLine['sku'], 'name' | 'image' | 'attributes' | 'marketingUnit' | 'skuUrlSuffix'> & { item: { urlKey: string } };

/** Spec §3: the quantity with the sku's selling unit ("× 20 kg" for goods sold by weight). */
export function QuantityText({ count, sku }: { count: number; sku: Pick<LineSku, 'marketingUnit'> }) {
  const { t } = useTranslation(NAMESPACE);
  const unit = sku.marketingUnit?.unitName;
  return <>{unit ? t('line.quantityUnit', { count, unit }) : t('line.quantity', { count })}</>;
}

/**
 * One line of an application (list, detail, apply form): picture, name linking to the product page,
 * gift mark, attributes; the children are what the screen adds (unit price, quantity, exchange item).
 */
export function LineProduct({ sku, gift, imageSize, children }: { sku: LineSku; gift: boolean; imageSize: 64 | 80; children?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="as-line">
      <Image src={sku.image} alt="" width={imageSize} height={imageSize} />
      <div className="as-line__info">
        <p className="as-line__name">
          <Link to={paths.product(sku.item.urlKey, sku.skuUrlSuffix)}>{sku.name}</Link>
          {gift && (
            <>
              {' '}
              <Badge tone="info">{t('line.gift')}</Badge>
            </>
          )}
        </p>
        {sku.attributes.length > 0 && <p className="as-line__muted">{formatSkuAttributes(sku.attributes)}</p>}
        {children}
      </div>
    </div>
  );
}

/** Unit price and quantity, as the spec's item list shows them. */
export function UnitFigures({ unitPrice, count, sku }: { unitPrice: Money; count: number; sku: Pick<LineSku, 'marketingUnit'> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <dl className="as-line__figures">
      <div>
        <dt>{t('line.unitPrice')}</dt>
        <dd>
          <Price value={unitPrice} />
        </dd>
      </div>
      <div>
        <dt>{t('line.quantityLabel')}</dt>
        <dd>
          <QuantityText count={count} sku={sku} />
        </dd>
      </div>
    </dl>
  );
}

/** SALE_EXCHANGE: the replacement chosen for the line, with its picture and price. */
export function ExchangeItem({ sku }: { sku: Pick<DerivativeSku, 'name' | 'image' | 'attributes' | 'salePrc'> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="as-line__exchange" role="group" aria-label={t('line.exchangeFor', { name: sku.name })}>
      <Image src={sku.image} alt="" width={48} height={48} />
      <p>
        {t('detail.exchangeFor')} <strong>{sku.name}</strong>
        {sku.attributes.length > 0 && ` (${formatSkuAttributes(sku.attributes)})`} · <Price value={sku.salePrc} />
      </p>
    </div>
  );
}

/** A reverse line of the list or the detail; the detail's lines carry their exchange item. */
export function ReverseLine({ line, imageSize }: { line: ReverseOrderLine & { derivativeSku?: DerivativeSku | null }; imageSize: 64 | 80 }) {
  return (
    <LineProduct sku={line.sku} gift={line.sourceTypeDice === 'PREFERENTIAL_GIFT'} imageSize={imageSize}>
      <UnitFigures unitPrice={line.sku.salePrc} count={line.reverseQty} sku={line.sku} />
      {line.derivativeSku && <ExchangeItem sku={line.derivativeSku} />}
    </LineProduct>
  );
}
