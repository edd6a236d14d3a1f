import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths, queryKeys, useSession } from '@mall/shared';
import { NAMESPACE } from '../../namespace';

/** Shown after the account is closed (the session is already gone). */
export function CancellationSuccess() {
  const { t } = useTranslation(NAMESPACE);
  const closed = (useLocation().state as { closed?: boolean } | null)?.closed === true;
  const queryClient = useQueryClient();
  useEffect(() => {
    // Arrived from closing: the server ended every session; this browser forgets the buyer and their data.
    if (!closed) return;
    useSession.getState().clear();
    queryClient.setQueryData(queryKeys.session, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
  }, [closed, queryClient]);
  return (
    <section className="account-result" data-boundary="account" aria-labelledby="account-cancelled-title">
      <h1 id="account-cancelled-title">{t('closing.success.title')}</h1>
      <p>{t('closing.success.text')}</p>
      <Link to={paths.home()} className="mall-button mall-button--primary mall-button--md">
        {t('closing.success.home')}
      </Link>
    </section>
  );
}
