import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, ErrorNotice, PageLoader, paths } from '@mall/shared';
import type { User } from '@mall/shared/contract';
import { NAMESPACE } from './namespace';
import { useCurrentUser } from './useCurrentUser';

/**
 * The account screens that need a logged-in buyer: loading, an honest error with retry, or the
 * invitation to log in (a visitor or a guest), else `children` with the buyer.
 */
export function BuyerOnly({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const location = useLocation();
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <ErrorNotice error={user.error} onRetry={() => void user.refetch()} retrying={user.isFetching} />;
  if (user.data === null || user.data.isTourist)
    return (
      <EmptyState
        text={t('profile.loginNeeded')}
        action={
          <Link to={paths.login(location.pathname)} className="mall-button mall-button--primary mall-button--md">
            {t('profile.login')}
          </Link>
        }
      />
    );
  return <>{children(user.data)}</>;
}
