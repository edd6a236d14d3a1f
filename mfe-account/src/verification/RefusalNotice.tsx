import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '@mall/shared';
import { NAMESPACE } from '../namespace';
import { refusalMessage } from './serverErrors';

/**
 * A failure that is not about one field of the form: the server's specific refusal in the
 * buyer's language when there is one (e.g. "this is not the mobile number of your account"),
 * else the shared notice (network, server fault).
 */
export function RefusalNotice({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const key = refusalMessage(error, (message) => i18n.exists(`validation.${message}`, { ns: NAMESPACE }));
  return key ? <ErrorNotice message={t(`validation.${key}`)} /> : <ErrorNotice error={error} />;
}
