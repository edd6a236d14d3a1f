import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { ErrorNotice, PageLoader } from '@mall/shared';
import type { CustomerMembership, MembershipLevel } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { MEMBERSHIP_PAGES, membershipPageOf, type MembershipPageKey } from './membershipPages';
import { MembershipBenefits } from './MembershipBenefits';
import { MembershipOverview } from './MembershipOverview';
import { MembershipPoints } from './MembershipPoints';
import { SuperMember } from './SuperMember';
import { useCustomerMembership, useMembershipLevels } from './useMembership';
import './Membership.css';

interface SubPageProps {
  membership: CustomerMembership;
  levels: readonly MembershipLevel[];
}

/** Which sub-page each path shows. */
const SUB_PAGES: Record<MembershipPageKey, (props: SubPageProps) => ReactNode> = {
  overview: (props) => <MembershipOverview {...props} />,
  benefits: (props) => <MembershipBenefits {...props} />,
  points: (props) => <MembershipPoints membership={props.membership} />,
  superMember: (props) => <SuperMember {...props} />,
};

/** The membership pages: level, points and growth, benefits and the ladder; the path picks the sub-page. */
export function Membership() {
  const { t } = useTranslation(NAMESPACE);
  const page = membershipPageOf(useLocation().pathname);
  const membership = useCustomerMembership();
  const levels = useMembershipLevels();

  let body: ReactNode;
  if (membership.isPending || levels.isPending) body = <PageLoader />;
  else if (membership.isError || levels.isError)
    body = (
      <ErrorNotice
        error={membership.error ?? levels.error}
        retrying={membership.isFetching || levels.isFetching}
        onRetry={() => {
          if (membership.isError) void membership.refetch();
          if (levels.isError) void levels.refetch();
        }}
      />
    );
  else body = SUB_PAGES[page]({ membership: membership.data, levels: levels.data });

  return (
    <section className="account-membership" data-boundary="account" aria-labelledby="account-membership-title">
      <h1 id="account-membership-title" className="account-membership__title">
        {t('membership.title')}
      </h1>
      <nav className="account-membership__nav" aria-label={t('membership.nav.label')}>
        <ul>
          {MEMBERSHIP_PAGES.map((entry) => (
            <li key={entry.key}>
              <NavLink to={entry.path} end>
                {t(`membership.nav.${entry.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="account-membership__page" aria-labelledby="account-membership-page">
        <h2 id="account-membership-page">{t(`membership.nav.${page}`)}</h2>
        {body}
      </section>
    </section>
  );
}
