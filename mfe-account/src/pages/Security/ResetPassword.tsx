import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { api, Button, ErrorNotice, FormField, paths, toast, useSession, valibotResolver } from '@mall/shared';
import { accountCalls, authCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { showOnFields } from '../../verification/serverErrors';
import { CodeButton } from '../../verification/CodeButton';
import { CAPTCHA_INPUT, useCodeForm } from '../../verification/useCodeForm';
import { CaptchaField } from '../../verification/CaptchaField';
import { PasswordHints } from './PasswordHints';

const CodeSchema = v.object({ email: authCalls.Email, captcha: CAPTCHA_INPUT, code: accountCalls.Code });
const PasswordSchema = v.object({ password: authCalls.Password });

/**
 * Reset the password by e-mail: a code to the address, the code exchanged for a verify token, then
 * the new password. Every session ends with it (the old one may be known), so the buyer logs in again.
 */
export function ResetPassword({ email }: { email: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const hintsId = useId();
  const [token, setToken] = useState<string | null>(null);
  const codeForm = useCodeForm({
    key: 'password-reset',
    schema: CodeSchema,
    defaultValues: { email: email ?? '', captcha: '', code: '' },
    sendFields: ['email'],
    send: ({ email: to, captcha: typed }, captchaToken) => api.call(accountCalls.passwordResetSendEmailCode, { email: to, captcha: typed, token: captchaToken }),
  });
  const passwordForm = useForm<v.InferInput<typeof PasswordSchema>>({ resolver: valibotResolver(PasswordSchema), defaultValues: { password: '' } });
  const [failure, setFailure] = useState<unknown>(null);

  const verify = codeForm.form.handleSubmit(async ({ email: to, code }) => {
    try {
      setToken((await api.call(accountCalls.passwordResetEmailCodeVerify, { email: to, captcha: code })).token);
    } catch (error) {
      codeForm.fail(error);
    }
  });
  const save = passwordForm.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await api.call(accountCalls.passwordResetByVerifyToken, { token: token!, password });
      useSession.getState().clear();
      toast.success(t('security.reset.done'));
      navigate(paths.login(paths.security()), { replace: true });
    } catch (error) {
      if (!showOnFields(passwordForm, error, {})) setFailure(error);
    }
  });

  if (token) {
    return (
      <form onSubmit={save} noValidate aria-labelledby="account-reset-title" className="account-security__form">
        <h2 id="account-reset-title">{t('security.reset.title')}</h2>
        <p>{t('security.reset.verified')}</p>
        <FormField form={passwordForm} ns={NAMESPACE} name="password" type="password" label={t('security.password.new')} autoComplete="new-password" />
        <PasswordHints password={passwordForm.watch('password')} id={hintsId} />
        {failure ? <ErrorNotice error={failure} /> : null}
        <Button type="submit" variant="primary" loading={passwordForm.formState.isSubmitting}>
          {t('security.reset.save')}
        </Button>
      </form>
    );
  }
  const { form, captcha } = codeForm;
  return (
    <form onSubmit={verify} noValidate aria-labelledby="account-reset-title" className="account-security__form">
      <h2 id="account-reset-title">{t('security.reset.title')}</h2>
      <FormField form={form} ns={NAMESPACE} name="email" type="email" label={t('security.reset.email')} autoComplete="email" />
      <CaptchaField form={form} name="captcha" image={captcha.image} onNext={captcha.next} />
      <div className="account-code-row">
        <FormField form={form} ns={NAMESPACE} name="code" label={t('verify.emailCode')} inputMode="numeric" maxLength={accountCalls.CODE_LENGTH} autoComplete="one-time-code" />
        <CodeButton onSend={codeForm.sendCode} />
      </div>
      {codeForm.failure ? <ErrorNotice error={codeForm.failure} /> : null}
      <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
        {t('security.reset.verify')}
      </Button>
    </form>
  );
}
