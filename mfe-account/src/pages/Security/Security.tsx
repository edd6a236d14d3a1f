import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { BuyerOnly } from '../../BuyerOnly';
import { ChangePassword } from './ChangePassword';
import { EmailForm } from './EmailForm';
import { MobileForm } from './MobileForm';
import { ResetPassword } from './ResetPassword';
import './Security.css';

/** Security settings: password change and reset, e-mail and mobile, and the way to close the account. */
export function Security() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="account-security" data-boundary="account" aria-labelledby="account-security-title">
      <h1 id="account-security-title">{t('security.title')}</h1>
      <BuyerOnly>
        {(buyer) => (
          <div className="account-security__sections">
            <ChangePassword />
            <ResetPassword user={buyer} />
            <EmailForm user={buyer} />
            <MobileForm user={buyer} />
            <section aria-labelledby="account-close-title" className="account-security__form">
              <h2 id="account-close-title">{t('security.close.title')}</h2>
              <p>{t('security.close.text')}</p>
              <Link to={paths.accountClosing()}>{t('security.close.link')}</Link>
            </section>
          </div>
        )}
      </BuyerOnly>
    </section>
  );
}
