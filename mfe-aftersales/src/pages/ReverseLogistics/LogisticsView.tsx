import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { api, CopyButton, DateTime, ErrorNotice, Spinner, Tabs } from '@mall/shared';
import { afterSalesCalls, type OperaterType, type ReverseFulfilment, type ReverseOrderDetail } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

/** Spec: the tabs, return shipping (the buyer's parcels) and exchange shipping (the seller's). */
const TABS: readonly OperaterType[] = ['USER', 'SELLER'];

/** Spec §4: fulfilment entries with status SEND_DELIVERY are the logistics. */
export const parcelsOf = (detail: ReverseOrderDetail, operater: OperaterType) =>
  detail.fulfillmentProgressList.filter((f) => f.fulfillmentProgressStatus === 'SEND_DELIVERY' && f.operaterType === operater);

/** Logistics of an application (modal on desktop, /buyer/m-logistics on mobile). Opens on the newest side that has a parcel. */
export function LogisticsView({ detail }: { detail: ReverseOrderDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const [tab, setTab] = useState<OperaterType>(() => (parcelsOf(detail, 'SELLER').length > 0 ? 'SELLER' : 'USER'));
  const parcels = parcelsOf(detail, tab);
  return (
    <Tabs
      label={t('logistics.tabs')}
      value={tab}
      onValueChange={(value) => setTab(value as OperaterType)}
      items={TABS.map((value) => ({ value, label: t(`logistics.tab.${value}`) }))}
    >
      {parcels.length === 0 ? (
        <p className="as-logistics__none">{t('logistics.none')}</p>
      ) : (
        parcels.map((parcel) => <ParcelTrack key={parcel.id} parcel={parcel} />)
      )}
    </Tabs>
  );
}

function ParcelTrack({ parcel }: { parcel: ReverseFulfilment }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const track = useQuery({
    // mall-api words the scans in the buyer's language: keyed by it, a switch asks again.
    queryKey: ['aftersales', 'waybill', parcel.fulfillmentServiceProvider.entityCode, parcel.serviceCode, i18n.language],
    queryFn: ({ signal }) =>
      api.call(afterSalesCalls.queryWaybill, { carrierCompanyCode: parcel.fulfillmentServiceProvider.entityCode, wayBillNumber: parcel.serviceCode }, { signal }),
  });
  return (
    <section className="as-logistics__parcel" aria-label={t('logistics.parcel', { code: parcel.serviceCode })}>
      <dl className="as-logistics__head">
        <div>
          <dt>{t('logistics.carrier')}</dt>
          <dd>{parcel.fulfillmentServiceProvider.entityName}</dd>
        </div>
        <div>
          <dt>{t('logistics.trackingNumber')}</dt>
          <dd>
            {parcel.serviceCode}{' '}
            <CopyButton text={parcel.serviceCode} aria-label={t('logistics.copyTracking', { code: parcel.serviceCode })} />
          </dd>
        </div>
      </dl>
      {track.isPending && <Spinner label={t('logistics.loading')} />}
      {track.isError && <ErrorNotice error={track.error} onRetry={() => void track.refetch()} retrying={track.isFetching} />}
      {track.isSuccess &&
        (track.data.length === 0 ? (
          <p className="as-logistics__none">{t('logistics.none')}</p>
        ) : (
          <ol className="as-logistics__timeline" aria-label={t('logistics.timeline')}>
            {track.data.map((entry) => (
              <li key={entry.originTime + entry.context}>
                <DateTime value={entry.originTime} withTime />
                <p>{entry.context}</p>
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
