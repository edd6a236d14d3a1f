import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, paths, queryKeys, useSession } from '@mall/shared';
import { usePausableCountdown } from './usePausableCountdown';
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
  const { t, i18n } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const owner = useSession((s) => s.user?.id ?? null);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    void queryClient.invalidateQueries({ queryKey: membershipKey });
    // Invalidating alone fetches only what some screen shows: the member information is read now,
    // so the membership pages and the top bar start from the new account's own numbers. A failure
    // here costs nothing the buyer sees (those pages read it again and say so).
    if (owner !== null) void queryClient.fetchQuery({ ...customerMembershipQuery(owner, i18n.language), staleTime: 0 }).catch(() => undefined);
  }, [queryClient, owner, i18n.language]);
  const countdown = usePausableCountdown(SIGNUP_SUCCESS_SECONDS * 1000, () => navigate(paths.home(), { replace: true }));
  const left = Math.ceil(countdown.leftMs / 1000);
  return (
    <section className="account-result" data-boundary="account" aria-labelledby="account-welcome-title">
      <WelcomeImage />
      <h1 id="account-welcome-title">{t('signupSuccess.title')}</h1>
      <p aria-hidden="true">{countdown.paused ? t('signupSuccess.paused') : t('signupSuccess.countdown', { count: left })}</p>
      {/* WCAG 4.1.3: the countdown is announced when it starts, pauses and resumes, not every second. */}
      <p role="status" className="mall-visually-hidden">
        {countdown.paused ? t('signupSuccess.paused') : t('signupSuccess.announce', { count: Math.ceil(countdown.startedWithMs / 1000) })}
      </p>
      <div className="account-result__actions">
        <Link to={paths.home()} className="mall-button mall-button--primary mall-button--md">
          {t('signupSuccess.home')}
        </Link>
        {/* WCAG 2.2.1: a time limit the buyer can stop; resuming counts on from where it stopped. */}
        <Button variant="secondary" onClick={countdown.toggle}>
          {countdown.paused ? t('signupSuccess.resume') : t('signupSuccess.pause')}
        </Button>
      </div>
    </section>
  );
}
