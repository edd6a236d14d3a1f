import { useTranslation } from 'react-i18next';
import { formatCountry, useDateFormat, useMarket } from '@mall/shared';
import type { ItemDetail } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

/**
 * Issue 30 item 6: "Delivered 12 Dec – 16 Dec to Germany" for the buyer's market, from mall-api's
 * calendar days (the shop's lead time and the carrier's days): the server and the browser draw the
 * same days, written through Intl in the buyer's language.
 */
export function DeliveryEstimate({ item }: { item: ItemDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useDateFormat();
  const country = useMarket((state) => state.country);
  const estimate = item.delivery?.estimates.find((e) => e.country === country);
  if (!item.delivery || !estimate) return null;
  return (
    <div className="checkout-product__delivery">
      <p className="checkout-product__delivery-window">
        {t('product.delivery.window', { from: format.dayMonth(estimate.earliest), to: format.dayMonth(estimate.latest), country: formatCountry(country, format.locale) })}
      </p>
      <p className="checkout-product__delivery-lead">
        {t('product.delivery.shipsFrom', { count: item.delivery.leadDays, country: formatCountry(item.delivery.shipsFrom, format.locale) })}
      </p>
    </div>
  );
}
