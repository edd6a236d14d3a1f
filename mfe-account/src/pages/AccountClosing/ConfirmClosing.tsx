import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { api, Button, paths } from '@mall/shared';
import { accountCalls, type User } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { CAPTCHA_INPUT, useCodeForm } from '../../verification/useCodeForm';
import { CodeEntry } from '../../verification/CodeEntry';

const Schema = v.object({ captcha: CAPTCHA_INPUT, code: accountCalls.Code });

/**
 * Step 2: the graphic captcha and a 6-digit code, sent by e-mail when the account has an e-mail,
 * else by SMS; then confirm. Success ends the session here too and lands on /cancellation-success.
 */
export function ConfirmClosing({ user, onBack }: { user: User; onBack: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const byEmail = Boolean(user.email);
  const codeForm = useCodeForm({
    key: 'destroy',
    schema: Schema,
    defaultValues: { captcha: '', code: '' },
    sendFields: [],
    send: ({ captcha: typed }, token) =>
      byEmail
        ? api.call(accountCalls.destroySendEmailCode, { email: user.email!, captcha: typed, token })
        : api.call(accountCalls.destroySendSmsCode, { prefix: user.prefix ?? '', mobile: user.mobile ?? '', captcha: typed, token }),
  });
  const { form, fail } = codeForm;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await api.call(accountCalls.destroyAccount, { ...(user.email ? { email: user.email } : {}), emailCode: code });
      // The success page ends the session in this browser: ended here, the buyer-only page's guard
      // would send the buyer to log in before the navigation lands.
      navigate(paths.cancellationSuccess(), { replace: true, state: { closed: true } });
    } catch (error) {
      fail(error);
    }
  });
  const destination = byEmail ? user.email! : `${user.prefix ?? ''} ${user.mobile ?? ''}`;
  return (
    <form onSubmit={submit} noValidate className="account-security__form" aria-labelledby="account-closing-step2">
      <h2 id="account-closing-step2">{t('closing.step2')}</h2>
      <p>{t(byEmail ? 'closing.codeByEmail' : 'closing.codeBySms', { destination })}</p>
      <CodeEntry codeForm={codeForm} codeLabel={t(byEmail ? 'verify.emailCode' : 'verify.smsCode')} />
      <div className="account-closing__actions">
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('closing.back')}
        </Button>
        <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
          {t('closing.confirm')}
        </Button>
      </div>
    </form>
  );
}
