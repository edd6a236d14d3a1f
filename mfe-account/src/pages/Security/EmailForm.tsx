import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { api, Button, ErrorNotice, FormField, toast } from '@mall/shared';
import { accountCalls, authCalls, type User } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { useStoreUser } from '../../useCurrentUser';
import { CaptchaField } from '../../verification/CaptchaField';
import { CodeButton } from '../../verification/CodeButton';
import { CAPTCHA_INPUT, useCodeForm } from '../../verification/useCodeForm';

const Schema = v.object({ email: authCalls.Email, captcha: CAPTCHA_INPUT, code: accountCalls.Code });

/** Change the e-mail (code to the new address), or bind one to an account without. */
export function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const storeUser = useStoreUser();
  const bind = !user.email;
  const { form, captcha, failure, fail, sendCode } = useCodeForm({
    key: 'email',
    schema: Schema,
    defaultValues: { email: '', captcha: '', code: '' },
    sendFields: ['email'],
    send: ({ email, captcha: typed }, token) =>
      api.call(bind ? accountCalls.emailBindSendCode : accountCalls.emailResetSendCode, { email, captcha: typed, token }),
  });
  const submit = form.handleSubmit(async ({ email, code }) => {
    try {
      const saved = await api.call(bind ? accountCalls.bindEmail : accountCalls.resetEmail, { email, emailCode: code });
      storeUser(saved);
      form.reset();
      toast.success(t('security.email.saved', { email: saved.email }));
    } catch (error) {
      fail(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-email-title" className="account-security__form">
      <h2 id="account-email-title">{t(bind ? 'security.email.bindTitle' : 'security.email.changeTitle')}</h2>
      {user.email ? <p>{t('security.email.current', { email: user.email })}</p> : null}
      <FormField form={form} ns={NAMESPACE} name="email" type="email" label={t('security.email.new')} autoComplete="email" />
      <CaptchaField form={form} name="captcha" image={captcha.image} onNext={captcha.next} />
      <div className="account-code-row">
        <FormField form={form} ns={NAMESPACE} name="code" label={t('verify.emailCode')} inputMode="numeric" maxLength={accountCalls.CODE_LENGTH} autoComplete="one-time-code" />
        <CodeButton onSend={sendCode} />
      </div>
      {failure ? <ErrorNotice error={failure} /> : null}
      <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
        {t(bind ? 'security.email.bind' : 'security.email.change')}
      </Button>
    </form>
  );
}
