import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@mall/shared';
import { NAMESPACE } from '../../namespace';

/** Shown after the account is closed (the session is already gone). */
export function CancellationSuccess() {
  const { t } = useTranslation(NAMESPACE);
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
