import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DateTime, PageLoader, paths, useMarket } from '@mall/shared';
import type { User } from '@mall/shared/contract';
import { BuyerOnly } from '../../BuyerOnly';
import { Avatar } from './Avatar';
import { NAMESPACE } from '../../namespace';
import { COMPLETE_PROFILE_POINTS, isProfileComplete } from './profileCompleteness';
import './Profile.css';

// The form (react-hook-form, the profile rules) loads only when the buyer edits: the profile's
// first screen stays within the remote's budget (e2e budgets).
const ProfileForm = lazy(() => import('./ProfileForm').then((m) => ({ default: m.ProfileForm })));

const fullName = (user: User) => [user.extra.firstName, user.extra.lastName].filter((part) => part?.trim()).join(' ');
const phone = (user: User) => (user.mobile ? [user.prefix, user.mobile].filter(Boolean).join(' ') : '');

function Field({ label, value, date = false }: { label: string; value: string | null; date?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const shown = value?.trim();
  return (
    <div className="account-profile__field">
      <dt>{label}</dt>
      <dd className={shown ? undefined : 'account-profile__unset'}>{shown ? date ? <DateTime value={shown} /> : shown : t('profile.notSet')}</dd>
    </div>
  );
}

function ProfileDetails({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const pointsEnabled = useMarket((s) => s.flags.points);
  return (
    <>
      {/* Spec: the profile invites the buyer to complete it for up to 50 points (a points-programme card, so only where points exist). */}
      {pointsEnabled && !isProfileComplete(user) && (
        <aside className="account-profile__prompt" aria-label={t('profile.prompt.label')}>
          <p>{t('profile.prompt.text', { points: COMPLETE_PROFILE_POINTS })}</p>
        </aside>
      )}
      <Avatar user={user} />
      <dl className="account-profile__fields">
        <Field label={t('profile.nickname')} value={user.nickname} />
        <Field label={t('profile.email')} value={user.email} />
        <Field label={t('profile.name')} value={fullName(user)} />
        <Field label={t('profile.mobile')} value={phone(user)} />
        <Field label={t('profile.gender')} value={user.userDetail && user.userDetail.gender !== 0 ? t(`profile.genders.${user.userDetail.gender}`) : null} />
        <Field label={t('profile.birthday')} value={user.userDetail?.birthday ?? null} date />
        <Field label={t('profile.city')} value={user.extra.city} />
      </dl>
      <Link to={paths.profileEdit()} className="mall-button mall-button--primary mall-button--md">
        {t('profile.edit')}
      </Link>
    </>
  );
}

/** The logged-in buyer's profile: nickname, e-mail, name, and the invitation to complete it. */
export function Profile() {
  const { t } = useTranslation(NAMESPACE);
  const editing = useSearchParams()[0].get('edit') === '1';
  const body = (
    <BuyerOnly>
      {(buyer) =>
        editing ? (
          <Suspense fallback={<PageLoader />}>
            <ProfileForm key={buyer.id} user={buyer} />
          </Suspense>
        ) : (
          <ProfileDetails user={buyer} />
        )
      }
    </BuyerOnly>
  );
  return (
    <section className="account-profile" data-boundary="account" aria-labelledby="account-profile-title">
      <h1 id="account-profile-title" className="account-profile__title">
        {t(editing ? 'profile.editTitle' : 'profile.title')}
      </h1>
      {body}
    </section>
  );
}
