import { useTranslation } from 'react-i18next';
import { authCalls } from '@mall/shared/contract';

const { PASSWORD_MIN_LENGTH } = authCalls;
import { NAMESPACE } from '../../namespace';
import { PASSWORD_HINTS } from './passwordHints';

/** The live checklist under a new-password field. */
export function PasswordHints({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ul id={id} className="account-password-hints" aria-label={t('security.password.hintsLabel')}>
      {PASSWORD_HINTS.map((hint) => {
        const met = hint.met(password);
        return (
          <li key={hint.key} className={met ? 'account-password-hints__met' : undefined}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {t(`security.password.hints.${hint.key}`, { min: PASSWORD_MIN_LENGTH })}
            <span className="account-visually-hidden">{met ? t('security.password.hintMet') : t('security.password.hintNotMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
