import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ErrorNotice, useSession } from '@mall/shared';
import { customerCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { useMembershipKey } from './useMembership';

/** What the next level adds to the buyer's benefits (spec: the level-up difference call); nothing at the top. */
export function LevelUp() {
  const { t } = useTranslation(NAMESPACE);
  const owner = useSession((s) => s.user?.id ?? null);
  const difference = useQuery({
    queryKey: [...useMembershipKey(), 'level-up', owner],
    queryFn: ({ signal }) => api.call(customerCalls.levelUpDifference, {}, { signal }),
  });
  if (difference.isError) return <ErrorNotice error={difference.error} onRetry={() => void difference.refetch()} retrying={difference.isFetching} />;
  const data = difference.data;
  const next = data?.nextLevel;
  if (!data || !next || data.gainedBenefits.length === 0) return null;
  return (
    <section aria-labelledby="account-level-up" className="account-benefits">
      <h3 id="account-level-up">{t('membership.levelUp.title', { level: next.name })}</h3>
      <ul className="account-benefits__list">
        {data.gainedBenefits.map((benefit) => (
          <li key={benefit.code}>{benefit.name}</li>
        ))}
      </ul>
    </section>
  );
}
