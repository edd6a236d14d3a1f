import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, ErrorNotice, PageLoader, paths } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { useCurrentUser } from '../../useCurrentUser';
import { ChangePassword } from './ChangePassword';
import { EmailForm } from './EmailForm';
import { MobileForm } from './MobileForm';
import { ResetPassword } from './ResetPassword';
import './Security.css';

/** Security settings: password change and reset, e-mail and mobile, and the way to close the account. */
export function Security() {
  const { t } = useTranslation(NAMESPACE);
  const location = useLocation();
  const user = useCurrentUser();
  let body: ReactNode;
  if (user.isPending) body = <PageLoader />;
  else if (user.isError) body = <ErrorNotice error={user.error} onRetry={() => void user.refetch()} retrying={user.isFetching} />;
  else if (user.data === null || user.data.isTourist)
    body = (
      <EmptyState
        text={t('profile.loginNeeded')}
        action={
          <Link to={paths.login(location.pathname)} className="mall-button mall-button--primary mall-button--md">
            {t('profile.login')}
          </Link>
        }
      />
    );
  else
    body = (
      <div className="account-security__sections">
        <ChangePassword />
        <ResetPassword email={user.data.email} />
        <EmailForm user={user.data} />
        <MobileForm user={user.data} />
        <section aria-labelledby="account-close-title" className="account-security__form">
          <h2 id="account-close-title">{t('security.close.title')}</h2>
          <p>{t('security.close.text')}</p>
          <Link to={paths.accountClosing()}>{t('security.close.link')}</Link>
        </section>
      </div>
    );
  return (
    <section className="account-security" data-boundary="account" aria-labelledby="account-security-title">
      <h1 id="account-security-title">{t('security.title')}</h1>
      {body}
    </section>
  );
}
