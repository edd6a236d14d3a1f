import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useMarket } from '@mall/shared';
import type { FulfilmentPackage, Order } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { ProductThumbnails } from './ProductThumbnails';

export interface PackageListProps {
  order: Order;
  packages: readonly FulfilmentPackage[];
  /** Extra content per package (a radio to choose it, its tracking timeline). */
  renderExtra?: (pkg: FulfilmentPackage, index: number) => ReactNode;
}

/** The fulfilment packages: status ('to receive', finished, cancelled), carrier, tracking number, lines. */
export function PackageList({ order, packages, renderExtra }: PackageListProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  return (
    <ol className="orders-packages" aria-label={t('actions.packages.label', { code: order.tradeOrderCode })}>
      {packages.map((pkg, index) => {
        const count = pkg.fulfillmentProgressLineList.reduce((sum, line) => sum + line.actualExecuteQty, 0);
        return (
          <li key={pkg.id} className="orders-package" aria-label={t('actions.packages.title', { index: index + 1 })}>
            <p className="orders-package__head">
              <span>{t('actions.packages.title', { index: index + 1 })}</span>
              <span>{t(`actions.packages.status.${pkg.fulfillmentProgressStatus}`)}</span>
            </p>
            <p className="orders-package__meta">
              <span>{pkg.fulfillmentServiceProvider.entityName} · </span>
              <span>{t('actions.packages.tracking', { code: pkg.serviceCode })} · </span>
              <span>
                {t('actions.packages.shipped')} <time dateTime={pkg.createdAt}>{formatDateTime(pkg.createdAt, locale)}</time>
              </span>
              <span> · {t('actions.packages.items', { count })}</span>
            </p>
            <ProductThumbnails
              label={t('actions.packages.products', { index: index + 1 })}
              products={pkg.fulfillmentProgressLineList.map((line) => ({ key: line.tradeOrderLine.id, name: line.tradeOrderLine.sku.name, image: line.tradeOrderLine.sku.image }))}
            />
            {renderExtra?.(pkg, index)}
          </li>
        );
      })}
    </ol>
  );
}
