import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, useMarket } from '@mall/shared';
import type { CustomerMembership, MembershipLevel } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { LevelLadder } from './LevelLadder';
import { LevelUp } from './LevelUp';
import { progressToNext, shownPoints } from './membershipPages';

/** The buyer's level and how far the next one is. */
export function LevelCard({ membership }: { membership: CustomerMembership }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const { level, nextLevel, growthValue, growthToNextLevel } = membership;
  return (
    <div className="account-level-card">
      <p className="account-level-card__caption">{t('membership.level.yours')}</p>
      <p className="account-level-card__name">{level.name}</p>
      <p>
        {t('membership.level.growth')}: <strong>{growthValue.toLocaleString(locale)}</strong>
      </p>
      {nextLevel && growthToNextLevel !== null ? (
        <>
          <progress
            className="account-level-card__progress"
            aria-label={t('membership.level.progress', { level: nextLevel.name })}
            max={100}
            value={Math.round(progressToNext(growthValue, level, nextLevel) * 100)}
          />
          <p>{t('membership.level.toNext', { growth: growthToNextLevel.toLocaleString(locale), level: nextLevel.name })}</p>
        </>
      ) : (
        <p>{t('membership.level.top')}</p>
      )}
    </div>
  );
}

export function MembershipOverview({ membership, levels }: { membership: CustomerMembership; levels: readonly MembershipLevel[] }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  return (
    <>
      <div className="account-membership__cards">
        <LevelCard membership={membership} />
        <div className="account-points-card">
          <p className="account-level-card__caption">{t('membership.points.balance')}</p>
          <p className="account-points-card__value">{shownPoints(membership.pointsBalance).toLocaleString(locale)}</p>
          <Link to={paths.memberScore()}>{t('membership.points.more')}</Link>
        </div>
      </div>
      <LevelUp />
      <LevelLadder levels={levels} currentId={membership.level.id} />
    </>
  );
}
