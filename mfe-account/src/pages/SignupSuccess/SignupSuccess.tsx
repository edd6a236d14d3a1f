import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths, queryKeys, useCountdown, useSession } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { customerMembershipQuery, membershipKey } from '../Membership/useMembership';

/** Spec: a 10-second countdown, ticking each second, then home. */
export const SIGNUP_SUCCESS_SECONDS = 10;

/** The welcome picture: drawn inline, no request. */
function WelcomeImage() {
  return (
    <svg className="account-result__image" width="164" height="120" viewBox="0 0 164 120" aria-hidden="true" focusable="false">
      <rect x="22" y="58" width="120" height="34" rx="8" fill="#d8cbb3" />
      <rect x="30" y="36" width="104" height="30" rx="8" fill="#b89f78" />
      <rect x="28" y="90" width="8" height="18" fill="#6f5a3d" />
      <rect x="128" y="90" width="8" height="18" fill="#6f5a3d" />
      <circle cx="132" cy="24" r="16" fill="#1d6b3a" />
      <path d="M124 24l6 6 11-12" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** After signup: an image, a title, the countdown to home and a home link; user and member information are refreshed on entry. */
export function SignupSuccess() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const owner = useSession((s) => s.user?.id ?? null);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    void queryClient.invalidateQueries({ queryKey: membershipKey });
    // Invalidating alone fetches only what some screen shows: the member information is read now,
    // so the membership pages and the top bar start from the new account's own numbers. A failure
    // here costs nothing the buyer sees (those pages read it again and say so).
    if (owner !== null) void queryClient.fetchQuery({ ...customerMembershipQuery(owner), staleTime: 0 }).catch(() => undefined);
  }, [queryClient, owner]);
  // Fixed once on entry: a re-render must not restart the countdown.
  const [deadline] = useState(() => Date.now() + SIGNUP_SUCCESS_SECONDS * 1000);
  const left = Math.ceil(useCountdown(deadline, { onDone: () => navigate(paths.home(), { replace: true }) }) / 1000);
  return (
    <section className="account-result" data-boundary="account" aria-labelledby="account-welcome-title">
      <WelcomeImage />
      <h1 id="account-welcome-title">{t('signupSuccess.title')}</h1>
      <p>{t('signupSuccess.countdown', { count: left })}</p>
      <Link to={paths.home()} className="mall-button mall-button--primary mall-button--md">
        {t('signupSuccess.home')}
      </Link>
    </section>
  );
}
