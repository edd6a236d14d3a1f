import { useTranslation } from 'react-i18next';
import { useMarket } from '@mall/shared';
import type { CustomerMembership, MembershipLevel } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { BenefitList } from './MembershipBenefits';
import { topLevel } from './membershipPages';
import { PaidService } from './PaidService';

/** The top of the ladder: what it offers and how far the buyer is from it. */
export function SuperMember({ membership, levels }: { membership: CustomerMembership; levels: readonly MembershipLevel[] }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const top = topLevel(levels) ?? membership.level;
  const isSuper = membership.level.id === top.id || membership.growthValue >= top.growthThreshold;
  const missing = Math.max(0, top.growthThreshold - membership.growthValue);
  return (
    <>
      <p>{t('membership.superMember.about', { level: top.name })}</p>
      <p className="account-super__status">
        {isSuper ? t('membership.superMember.you') : t('membership.superMember.toGo', { growth: missing.toLocaleString(locale) })}
      </p>
      {top.benefits.length > 0 && (
        <section aria-labelledby="account-super-benefits">
          <h3 id="account-super-benefits">{t('membership.superMember.benefits')}</h3>
          <BenefitList benefits={top.benefits} />
        </section>
      )}
      <PaidService />
    </>
  );
}
