import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ErrorNotice, RadioGroup, Spinner, useMarket, useSession } from '@mall/shared';
import { customerCalls, type Benefit, type CustomerMembership, type MembershipLevel } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { BenefitArticle } from './BenefitArticle';
import { useMembershipKey } from './useMembership';

export function BenefitList({ benefits, label, mine }: { benefits: readonly Benefit[]; label?: string; mine?: ReadonlySet<string> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ul className="account-benefits__list" aria-label={label}>
      {benefits.map((benefit) => (
        <li key={benefit.code}>
          {benefit.name}
          {mine ? <span className="account-benefits__mark">{mine.has(benefit.code) ? t('membership.benefits.youHave') : t('membership.benefits.notYet')}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The customer's benefits (marketing_QueryCustomerBenefitByLevelFunc): what their level gives them. */
function useCustomerBenefits() {
  const owner = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: [...useMembershipKey(), 'customer-benefits', owner],
    queryFn: ({ signal }) => api.call(customerCalls.customerBenefits, {}, { signal }),
  });
}

/** One level (customer_QueryLevelManageFlow) and its benefits (marketing_QueryBenefitByLevelFunc). */
function LevelDetail({ levelId, mine, currentId }: { levelId: number; mine: ReadonlySet<string> | undefined; currentId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const key = useMembershipKey();
  const level = useQuery({
    queryKey: [...key, 'level', levelId],
    queryFn: ({ signal }) => api.call(customerCalls.queryLevel, { id: levelId }, { signal }),
    staleTime: 10 * 60_000,
  });
  const benefits = useQuery({
    queryKey: [...key, 'level-benefits', levelId],
    queryFn: ({ signal }) => api.call(customerCalls.benefitsByLevel, { levelId }, { signal }),
    staleTime: 10 * 60_000,
  });
  const failed = level.isError ? level : benefits.isError ? benefits : null;
  if (failed) return <ErrorNotice error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />;
  if (!level.data || !benefits.data) return <Spinner />;
  return (
    <div className="account-benefits__level" aria-live="polite">
      <h4>{level.data.name}</h4>
      <p>
        {t('membership.ladder.from', { growth: level.data.growthThreshold.toLocaleString(locale) })}
        {level.data.id === currentId ? ` · ${t('membership.ladder.current')}` : ''}
      </p>
      {benefits.data.length > 0 ? (
        <BenefitList benefits={benefits.data} label={t('membership.benefits.ofLevel', { level: level.data.name })} mine={mine} />
      ) : (
        <p>{t('membership.benefits.none', { level: level.data.name })}</p>
      )}
    </div>
  );
}

/**
 * The benefits page: the buyer's own benefits, then any level with its benefits (chosen from the
 * ladder, the buyer's next level first), each marked as one the buyer has or not yet; and the
 * benefit article that explains the programme.
 */
export function MembershipBenefits({ membership, levels }: { membership: CustomerMembership; levels: readonly MembershipLevel[] }) {
  const { t } = useTranslation(NAMESPACE);
  const pickerName = useId();
  const mine = useCustomerBenefits();
  const [chosen, setChosen] = useState<number>(membership.nextLevel?.id ?? membership.level.id);
  const have = mine.data ? new Set(mine.data.benefits.map((b) => b.code)) : undefined;
  const level = mine.data?.level ?? membership.level;
  return (
    <>
      <section className="account-benefits" aria-labelledby="account-benefits-yours">
        <h3 id="account-benefits-yours">{t('membership.benefits.yours', { level: level.name })}</h3>
        {mine.isPending ? (
          <Spinner />
        ) : mine.isError ? (
          <ErrorNotice error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
        ) : mine.data.benefits.length > 0 ? (
          <BenefitList benefits={mine.data.benefits} />
        ) : (
          <p>{t('membership.benefits.none', { level: level.name })}</p>
        )}
      </section>
      <section className="account-benefits" aria-labelledby="account-benefits-compare">
        <h3 id="account-benefits-compare">{t('membership.benefits.compare')}</h3>
        <RadioGroup
          className="account-benefits__picker"
          legend={t('membership.benefits.pick')}
          name={pickerName}
          options={levels.map((option) => ({ value: String(option.id), label: option.name }))}
          value={String(chosen)}
          onValueChange={(id) => setChosen(Number(id))}
          inline
        />
        <LevelDetail levelId={chosen} mine={have} currentId={level.id} />
      </section>
      <BenefitArticle />
    </>
  );
}
