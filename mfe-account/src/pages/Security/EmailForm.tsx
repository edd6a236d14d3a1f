import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { api, Button, FormField, toast } from '@mall/shared';
import { accountCalls, authCalls, type User } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { useStoreUser } from '../../useCurrentUser';
import { CAPTCHA_INPUT, useCodeForm } from '../../verification/useCodeForm';
import { CodeEntry } from '../../verification/CodeEntry';
import { ConfirmChange } from './ConfirmChange';

const Schema = v.object({ email: authCalls.Email, captcha: CAPTCHA_INPUT, code: accountCalls.Code });

/** Change the e-mail (code to the new address), or bind one to an account without. */
export function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const storeUser = useStoreUser();
  const bind = !user.email;
  const codeForm = useCodeForm({
    key: 'email',
    schema: Schema,
    defaultValues: { email: '', captcha: '', code: '' },
    sendFields: ['email'],
    send: ({ email, captcha: typed }, token) =>
      api.call(bind ? accountCalls.emailBindSendCode : accountCalls.emailResetSendCode, { email, captcha: typed, token }),
  });
  const { form, fail } = codeForm;
  // Changing (not binding) checks the code first and asks to confirm: the address is the login.
  const [checked, setChecked] = useState<{ email: string; code: string } | null>(null);
  const save = async ({ email, code }: { email: string; code: string }) => {
    try {
      const saved = await api.call(bind ? accountCalls.bindEmail : accountCalls.resetEmail, { email, emailCode: code });
      storeUser(saved);
      setChecked(null);
      form.reset();
      toast.success(t('security.email.saved', { email: saved.email }));
    } catch (error) {
      setChecked(null);
      fail(error);
    }
  };
  const submit = form.handleSubmit(async ({ email, code }) => {
    if (bind) return save({ email, code });
    try {
      await api.call(accountCalls.checkEmailCode, { email, emailCode: code });
      setChecked({ email, code });
    } catch (error) {
      fail(error);
    }
  });
  const title = <h2 id="account-email-title">{t(bind ? 'security.email.bindTitle' : 'security.email.changeTitle')}</h2>;
  if (checked) {
    return (
      <ConfirmChange
        titleId="account-email-title"
        title={title}
        text={t('security.email.confirmText', { old: user.email, email: checked.email })}
        onBack={() => setChecked(null)}
        onConfirm={() => save(checked)}
      />
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-email-title" className="account-security__form">
      {title}
      {user.email ? <p>{t('security.email.current', { email: user.email })}</p> : null}
      <FormField form={form} ns={NAMESPACE} name="email" type="email" label={t('security.email.new')} autoComplete="email" />
      <CodeEntry codeForm={codeForm} codeLabel={t('verify.emailCode')} />
      <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
        {t(bind ? 'security.email.bind' : 'security.email.next')}
      </Button>
    </form>
  );
}
