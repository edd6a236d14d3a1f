import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { api, Dialog, ErrorNotice, formatDateTime, PageLoader, queryKeys, Tabs, useMarket } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import type { ActionDialogProps } from '../ActionDialogProps';
import { orderActionCalls, type Voucher } from '@mall/shared/contract';

type VoucherTab = 'unused' | 'used';

/** The order's vouchers (service items, coupons) in two tabs: unused and used. */
export default function VouchersDialog({ order, onClose }: ActionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const [tab, setTab] = useState<VoucherTab>('unused');
  const list = useQuery({
    queryKey: [...queryKeys.orders, 'vouchers', order.id],
    queryFn: ({ signal }) => api.call(orderActionCalls.queryVouchers, { id: order.id }, { signal }),
  });
  const panel = (which: VoucherTab) => {
    const shown: Voucher[] = list.data?.[which] ?? [];
    if (shown.length === 0) return <p>{t(which === 'unused' ? 'actions.vouchers.emptyUnused' : 'actions.vouchers.emptyUsed')}</p>;
    return (
      <ul className="orders-vouchers">
        {shown.map((voucher) => (
          <li key={voucher.couponCode}>
            <p>{voucher.tradeOrderLine.sku.name}</p>
            <p>
              {t('actions.vouchers.code')}: <strong>{voucher.couponCode}</strong>
            </p>
            {voucher.couponsPassword && (
              <p>
                {t('actions.vouchers.password')}: {voucher.couponsPassword}
              </p>
            )}
            {voucher.usedTime && <p>{t('actions.vouchers.usedAt', { time: formatDateTime(voucher.usedTime, locale) })}</p>}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('actions.vouchers.title')}>
      {list.isPending && <PageLoader />}
      {list.isError && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
      {list.isSuccess && (
        <Tabs
          label={t('actions.vouchers.tabs')}
          value={tab}
          onValueChange={(value) => setTab(value as VoucherTab)}
          items={[
            { value: 'unused', label: t('actions.vouchers.unused'), content: panel('unused') },
            { value: 'used', label: t('actions.vouchers.used'), content: panel('used') },
          ]}
        />
      )}
    </Dialog>
  );
}
