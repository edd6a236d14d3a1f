import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { api, Button, FormField, useMarket } from '@mall/shared';
import { dialCodeOf } from '@mall/shared/address';
import { accountCalls, authCalls, type User } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { CAPTCHA_INPUT, useCodeForm, type CodeForm } from '../../verification/useCodeForm';
import { CodeEntry } from '../../verification/CodeEntry';
import { MobileNumberField } from '../../verification/MobileNumberField';

const EmailSchema = v.object({ email: authCalls.Email, captcha: CAPTCHA_INPUT, code: accountCalls.Code });
const SmsSchema = v.object({ prefix: accountCalls.DialPrefix, mobile: accountCalls.Mobile, captcha: CAPTCHA_INPUT, code: accountCalls.Code });

interface StepProps {
  /** The verify token the code was exchanged for. */
  onVerified: (token: string) => void;
}

/**
 * The step's submit: the code exchanged for a verify token, or the server's refusal under its field.
 * The check carries the captcha token the code was sent with (spec: email, captcha, token); a code
 * this form never asked for (e.g. before a reload) cannot be checked: the buyer requests a new one.
 */
function submitForToken<T extends v.InferOutput<typeof EmailSchema> | v.InferOutput<typeof SmsSchema>>(
  { form, fail, sentWith }: CodeForm<T>,
  exchange: (values: T, token: string) => Promise<{ token: string }>,
  onVerified: StepProps['onVerified'],
) {
  return form.handleSubmit(async (values) => {
    if (sentWith === null) {
      form.setError('code' as Path<T>, { message: 'code.expired' });
      return;
    }
    try {
      onVerified((await exchange(values, sentWith)).token);
    } catch (error) {
      fail(error);
    }
  });
}

/** The password reset's first step by e-mail: captcha, code to the address, code checked. */
export function ResetByEmail({ email, onVerified }: StepProps & { email: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const codeForm = useCodeForm({
    key: 'password-reset',
    schema: EmailSchema,
    defaultValues: { email: email ?? '', captcha: '', code: '' },
    sendFields: ['email'],
    send: ({ email: to, captcha: typed }, token) => api.call(accountCalls.passwordResetSendEmailCode, { email: to, captcha: typed, token }),
  });
  const { form } = codeForm;
  const verify = submitForToken(codeForm, ({ email: to, code }, token) => api.call(accountCalls.passwordResetEmailCodeVerify, { email: to, captcha: code, token }), onVerified);
  return (
    <form onSubmit={verify} noValidate aria-label={t('security.reset.byEmailForm')}>
      <FormField form={form} ns={NAMESPACE} name="email" type="email" label={t('security.reset.email')} autoComplete="email" />
      <CodeEntry codeForm={codeForm} codeLabel={t('verify.emailCode')} />
      <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
        {t('security.reset.verify')}
      </Button>
    </form>
  );
}

/**
 * By SMS to the bound mobile: the number starts as the account's, its dial code as the account's
 * or else the market's; the server sends only to the bound number.
 */
export function ResetBySms({ user, onVerified }: StepProps & { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const country = useMarket((s) => s.country);
  const codeForm = useCodeForm({
    key: 'password-reset-sms',
    schema: SmsSchema,
    defaultValues: { prefix: user.prefix ?? dialCodeOf(country)?.dialCode ?? '+49', mobile: user.mobile ?? '', captcha: '', code: '' },
    sendFields: ['prefix', 'mobile'],
    send: ({ prefix, mobile, captcha: typed }, token) => api.call(accountCalls.passwordResetSendSms, { prefix, mobile, captcha: typed, token }),
  });
  const { form } = codeForm;
  const verify = submitForToken(codeForm, ({ prefix, mobile, code }, token) => api.call(accountCalls.passwordResetEmailCodeVerify, { prefix, mobile, captcha: code, token }), onVerified);
  return (
    <form onSubmit={verify} noValidate aria-label={t('security.reset.bySmsForm')}>
      <MobileNumberField form={form} label={t('security.reset.mobile')} />
      <CodeEntry codeForm={codeForm} codeLabel={t('verify.smsCode')} />
      <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
        {t('security.reset.verify')}
      </Button>
    </form>
  );
}
