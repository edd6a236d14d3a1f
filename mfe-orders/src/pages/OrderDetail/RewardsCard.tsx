import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, queryKeys, selectIsTourist, useMarket, useSession } from '@mall/shared';
import { orderActionCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { DetailCard } from './AddressCard';
import { displayPoints } from './detailRules';
import { nothingPaid } from './paymentSummary';
import type { DetailOrder } from './detailOrder';

/**
 * Spec: earned points and growth value, shown only when the site enables the points programme.
 * Points are for buyers: a guest's order shows none, and neither does an order with nothing paid yet.
 */
export function RewardsCard({ order }: { order: DetailOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const pointsEnabled = useMarket((s) => s.flags.points);
  const site = useMarket((s) => s.site);
  const customerId = useSession((s) => s.user?.id);
  const tourist = useSession(selectIsTourist);
  const shown = pointsEnabled && !tourist && !nothingPaid(order);
  const growth = useQuery({
    queryKey: [...queryKeys.orders, 'growth', order.id],
    queryFn: ({ signal }) => api.call(orderActionCalls.orderGrowthValue, { orderId: order.id, customerId, site }, { signal }),
    enabled: shown,
  });
  if (!shown) return null;
  return (
    <DetailCard title={t('detail.rewards.title')}>
      <dl className="order-detail__pairs">
        <div>
          <dt>{t('detail.rewards.points')}</dt>
          <dd>{displayPoints(order.earnPoints)}</dd>
        </div>
        {/* The growth value comes from its own call; while it loads or if it fails, the row waits out of sight. */}
        {growth.data && (
          <div>
            <dt>{t('detail.rewards.growth')}</dt>
            <dd>{displayPoints(growth.data.growthValue)}</dd>
          </div>
        )}
      </dl>
    </DetailCard>
  );
}
