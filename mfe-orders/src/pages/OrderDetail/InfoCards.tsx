import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, Price, useMarket } from '@mall/shared';
import { paymentNameOf } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { AddressLines, DetailCard } from './AddressCard';
import { invoiceState } from './detailRules';
import type { DetailOrder } from './detailOrder';

export function DeliveryCard({ order }: { order: DetailOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const address = order.tradeContract.selectedAddress;
  return (
    <DetailCard title={t('detail.delivery.title')}>
      {order.fulfillmentType === 'SITE_PICK_UP' ? (
        <PickUpSite shop={order.shop} />
      ) : address ? (
        <AddressLines address={address} />
      ) : (
        <p className="order-detail__note">{t('detail.delivery.none')}</p>
      )}
    </DetailCard>
  );
}

/** A pick-up order is collected at the shop's site: its address only, never the buyer's own (nothing is delivered there). */
function PickUpSite({ shop }: { shop: DetailOrder['shop'] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <p className="order-detail__note">{t('detail.delivery.pickUp')}</p>
      {shop.siteAddress ? (
        <address className="order-detail__address" role="group" aria-label={t('detail.delivery.pickUpAddress')}>
          <span className="order-detail__address-name">{shop.siteName}</span>
          {shop.siteAddress.split('\n').map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : (
        <p className="order-detail__note">{t('detail.delivery.pickUpAddressMissing')}</p>
      )}
    </>
  );
}

export function BillingCard({ order }: { order: DetailOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const address = order.tradeContract.billingAddress;
  return (
    <DetailCard title={t('detail.billing.title')}>
      {address ? <AddressLines address={address} billing /> : <p className="order-detail__note">{t('detail.billing.none')}</p>}
    </DetailCard>
  );
}

/** Spec: invoiced when invoiceUrl (a files list) exists, otherwise pending invoice. */
export function InvoiceCard({ order }: { order: DetailOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const files = order.invoiceUrl ?? [];
  const state = invoiceState(order.invoiceUrl);
  return (
    <DetailCard title={t('detail.invoice.title')}>
      <p className={`order-detail__invoice order-detail__invoice--${state}`}>{t(`detail.invoice.${state}`)}</p>
      {files.length > 0 && (
        <ul className="order-detail__files">
          {files.map((file, index) => (
            <li key={file.url}>
              <a href={file.url} target="_blank" rel="noopener noreferrer" download={file.name}>
                {files.length > 1 ? t('detail.invoice.downloadNumbered', { number: index + 1 }) : t('detail.invoice.download')}
              </a>{' '}
              <span className="order-detail__muted">{file.name}</span>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}

/** Spec: the use-details card of a service order (what was booked, until when, uses left). */
export function ServiceUseCard({ order }: { order: DetailOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const service = order.serviceDetail;
  if (!service) return null;
  // A code the seller's system sends ("ASSEMBLY"): words for the known ones, the code made readable otherwise.
  const serviceTypeName = (code: string) =>
    t(`detail.service.types.${code}`, { defaultValue: code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ') });
  const rows: Array<[string, string | number | null]> = [
    [t('detail.service.name'), service.serviceName],
    [t('detail.service.type'), serviceTypeName(service.serviceType)],
    [t('detail.service.shipping'), service.shippingName],
    [t('detail.service.contact'), service.contactNumber],
    [t('detail.service.remark'), service.remark],
    [t('detail.service.expires'), order.expirationTime ? formatDate(order.expirationTime, locale) : null],
    [t('detail.service.remaining'), order.serviceRemainingTimes],
  ];
  return (
    <DetailCard title={t('detail.service.title')}>
      <dl className="order-detail__pairs">
        {rows
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </DetailCard>
  );
}

/** Spec: the payment info card lists the contract's successful payment records. */
export function PaymentInfoCard({ order }: { order: DetailOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const records = order.tradeContract.paymentOrderList.flatMap((p) => p.paymentRecordBOList).filter((r) => r.recordStatus === 'PAY_SUCCESS');
  return (
    <DetailCard title={t('detail.payment.title')}>
      {records.length === 0 && <p className="order-detail__note">{t('detail.payment.none')}</p>}
      {records.map((record, index) => (
        <dl key={index} className="order-detail__pairs">
          <div>
            <dt>{t('detail.payment.channel')}</dt>
            <dd>
              {/* The buyer's name of it (a brand, or a translated description); an unknown code as it is. */}
              {paymentNameOf(record.payChannel, record.businessPayChannelCode, (key) => t(`detail.payment.names.${key}`)) ?? record.payChannel}{' '}
              <Price value={record.amount} />
            </dd>
          </div>
          {record.paidTime && (
            <div>
              <dt>{t('detail.payment.paidTime')}</dt>
              <dd>
                <time dateTime={record.paidTime}>{formatDateTime(record.paidTime, locale)}</time>
              </dd>
            </div>
          )}
        </dl>
      ))}
      {order.timeline.depositPaidTime && (
        <dl className="order-detail__pairs">
          <div>
            <dt>{t('detail.payment.depositPaidTime')}</dt>
            <dd>
              <time dateTime={order.timeline.depositPaidTime}>{formatDateTime(order.timeline.depositPaidTime, locale)}</time>
            </dd>
          </div>
        </dl>
      )}
    </DetailCard>
  );
}
