import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, useMarket } from '@mall/shared';
import type { CustomerMembership } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { COMPLETE_PROFILE_POINTS } from '../Profile/profileCompleteness';
import { shownPoints } from './membershipPages';

/** Spec (points and growth calls): what earns points and growth, and where the buyer does it. */
const EARNING_TASKS: readonly { key: string; to?: string }[] = [
  { key: 'review', to: paths.reviews() }, // POST_ORDER_REVIEW
  { key: 'profile', to: paths.profile() }, // COMPLETE_PROFILE
  { key: 'share' }, // SHARE_PRODUCT
  { key: 'followMedia' }, // FOLLOW_SOCIAL_MEDIA
  { key: 'subscribeEmail' }, // SUBSCRIBE_EMAIL
];

export function MembershipPoints({ membership }: { membership: CustomerMembership }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  return (
    <>
      <dl className="account-membership__figures">
        <div>
          <dt>{t('membership.points.balance')}</dt>
          <dd>{shownPoints(membership.pointsBalance).toLocaleString(locale)}</dd>
        </div>
        <div>
          <dt>{t('membership.level.growth')}</dt>
          <dd>{membership.growthValue.toLocaleString(locale)}</dd>
        </div>
      </dl>
      <section aria-labelledby="account-earning-title">
        <h3 id="account-earning-title">{t('membership.points.earnTitle')}</h3>
        <ul className="account-earning">
          {EARNING_TASKS.map((task) => {
            const text = t(`membership.points.tasks.${task.key}`, { points: COMPLETE_PROFILE_POINTS });
            return <li key={task.key}>{task.to ? <Link to={task.to}>{text}</Link> : text}</li>;
          })}
        </ul>
      </section>
    </>
  );
}
