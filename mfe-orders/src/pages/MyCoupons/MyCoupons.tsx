import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, CopyButton, EmptyState, ErrorNotice, formatDate, formatDateTime, Image, PageLoader, paths, Price, queryKeys, Tabs, useMarket, useSession } from '@mall/shared';
import { orderActionCalls, type CallResponse } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import './MyCoupons.css';

type Voucher = CallResponse<typeof orderActionCalls.queryVouchers>['unused'][number];
type CouponTab = 'unused' | 'used';

function VoucherCard({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  return (
    <li className="orders-coupon">
      <Image src={voucher.tradeOrderLine.sku.image} alt="" width={64} height={64} />
      <div className="orders-coupon__body">
        <p className="orders-coupon__name">{voucher.tradeOrderLine.sku.name}</p>
        <p className="orders-coupon__muted">{voucher.shop.siteName}</p>
        <dl className="orders-coupon__codes">
          <div>
            <dt>{t('detail.coupons.code')}</dt>
            <dd>
              <span className="orders-coupon__code">{voucher.couponCode}</span>{' '}
              {voucher.usedStatus === 'NOT_USED' && <CopyButton text={voucher.couponCode} aria-label={t('detail.coupons.copyCode', { code: voucher.couponCode })} />}
            </dd>
          </div>
          {voucher.couponsPassword && (
            <div>
              <dt>{t('detail.coupons.password')}</dt>
              <dd>{voucher.couponsPassword}</dd>
            </div>
          )}
        </dl>
        <p className="orders-coupon__muted">
          {voucher.usedStatus === 'VOIDED'
            ? t('detail.coupons.voided')
            : voucher.usedStatus === 'USED' && voucher.usedTime
              ? t('detail.coupons.usedTime', { date: formatDateTime(voucher.usedTime, locale) })
              : voucher.validUntil && t('detail.coupons.validUntil', { date: formatDate(voucher.validUntil, locale) })}
        </p>
        <Link to={paths.orderDetail(voucher.tradeOrder.id)} className="orders-coupon__order">
          {t('detail.coupons.order', { code: voucher.tradeOrder.tradeOrderCode })}
        </Link>
      </div>
      <Price value={voucher.faceValue} className="orders-coupon__value" />
    </li>
  );
}

/** `/buyer/my-coupons`: the buyer's vouchers bought with orders, unused and used (toUse opens it). */
export function MyCoupons() {
  const { t } = useTranslation(NAMESPACE);
  const owner = useSession((s) => s.user?.id ?? null);
  const [tab, setTab] = useState<CouponTab>('unused');
  const vouchers = useQuery({
    queryKey: [...queryKeys.orders, 'vouchers', owner],
    queryFn: ({ signal }) => api.call(orderActionCalls.queryVouchers, {}, { signal }),
  });
  const body = () => {
    if (vouchers.isPending) return <PageLoader />;
    if (vouchers.isError) return <ErrorNotice error={vouchers.error} onRetry={() => void vouchers.refetch()} retrying={vouchers.isFetching} />;
    const list = vouchers.data[tab];
    if (list.length === 0) return <EmptyState text={t('detail.coupons.empty')} />;
    return (
      <ul className="orders-coupons">
        {list.map((voucher) => (
          <VoucherCard key={voucher.couponCode} voucher={voucher} />
        ))}
      </ul>
    );
  };
  return (
    <section className="orders-coupons-page" data-boundary="orders" aria-labelledby="orders-coupons-title">
      <h1 id="orders-coupons-title">{t('detail.coupons.title')}</h1>
      <Tabs
        label={t('detail.coupons.tabs')}
        value={tab}
        onValueChange={(value) => setTab(value as CouponTab)}
        items={[
          { value: 'unused', label: t('detail.coupons.unused'), count: vouchers.data?.unused.length },
          { value: 'used', label: t('detail.coupons.used'), count: vouchers.data?.used.length },
        ]}
      >
        {body()}
      </Tabs>
    </section>
  );
}
