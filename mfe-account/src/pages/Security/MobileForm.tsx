import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { api, Button, FormField, toast, useMarket } from '@mall/shared';
import { dialCodeOf } from '@mall/shared/address';
import { accountCalls, type User } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { useStoreUser } from '../../useCurrentUser';
import { CAPTCHA_INPUT, useCodeForm } from '../../verification/useCodeForm';
import { CodeEntry } from '../../verification/CodeEntry';
import { ConfirmChange } from './ConfirmChange';
import { MobileNumberField } from '../../verification/MobileNumberField';

const Schema = v.object({ prefix: accountCalls.DialPrefix, mobile: accountCalls.Mobile, captcha: CAPTCHA_INPUT, code: accountCalls.Code });

/** Change the mobile (SMS code to the new number) or bind one; the dial code starts on the market's. */
export function MobileForm({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const storeUser = useStoreUser();
  const country = useMarket((s) => s.country);
  const bind = !user.mobile;
  const codeForm = useCodeForm({
    key: 'mobile',
    schema: Schema,
    defaultValues: { prefix: dialCodeOf(country)?.dialCode ?? '+49', mobile: '', captcha: '', code: '' },
    sendFields: ['prefix', 'mobile'],
    send: ({ prefix, mobile, captcha: typed }, token) =>
      api.call(bind ? accountCalls.mobileBindSendCode : accountCalls.mobileResetSendCode, { prefix, mobile, captcha: typed, token }),
  });
  const { form, fail } = codeForm;
  // Changing (not binding) checks the code first (check-sms-code) and asks to confirm, as the e-mail change.
  const [checked, setChecked] = useState<{ prefix: string; mobile: string; code: string } | null>(null);
  const save = async ({ prefix, mobile, code }: { prefix: string; mobile: string; code: string }) => {
    try {
      const saved = await api.call(bind ? accountCalls.bindMobile : accountCalls.resetMobile, { prefix, mobile, smsCode: code });
      storeUser(saved);
      setChecked(null);
      form.reset({ prefix, mobile: '', captcha: '', code: '' });
      toast.success(t('security.mobile.saved'));
    } catch (error) {
      setChecked(null);
      fail(error);
    }
  };
  const submit = form.handleSubmit(async ({ prefix, mobile, code }) => {
    if (bind) return save({ prefix, mobile, code });
    try {
      await api.call(accountCalls.mobileResetCheckCode, { prefix, mobile, smsCode: code });
      setChecked({ prefix, mobile, code });
    } catch (error) {
      fail(error);
    }
  });
  const title = <h2 id="account-mobile-title">{t(bind ? 'security.mobile.bindTitle' : 'security.mobile.changeTitle')}</h2>;
  if (checked) {
    return (
      <ConfirmChange
        titleId="account-mobile-title"
        title={title}
        text={t('security.mobile.confirmText', { old: `${user.prefix ?? ''} ${user.mobile ?? ''}`, mobile: `${checked.prefix} ${checked.mobile}` })}
        onBack={() => setChecked(null)}
        onConfirm={() => save(checked)}
      />
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-mobile-title" className="account-security__form">
      {title}
      {user.mobile ? <p>{t('security.mobile.current', { mobile: `${user.prefix ?? ''} ${user.mobile}` })}</p> : null}
      <MobileNumberField form={form} label={t('security.mobile.new')} />
      <CodeEntry codeForm={codeForm} codeLabel={t('verify.smsCode')} />
      <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
        {t(bind ? 'security.mobile.bind' : 'security.email.next')}
      </Button>
    </form>
  );
}
