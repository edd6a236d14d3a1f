import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { api, Button, FormField, toast, useMarket } from '@mall/shared';
import { DIAL_CODES, dialCodeOf } from '@mall/shared/address';
import { accountCalls, type User } from '@mall/shared/contract';
import { RefusalNotice } from '../../verification/RefusalNotice';
import { NAMESPACE } from '../../namespace';
import { useStoreUser } from '../../useCurrentUser';
import { CaptchaField } from '../../verification/CaptchaField';
import { CodeButton } from '../../verification/CodeButton';
import { CAPTCHA_INPUT, useCodeForm } from '../../verification/useCodeForm';

const Schema = v.object({ prefix: accountCalls.DialPrefix, mobile: accountCalls.Mobile, captcha: CAPTCHA_INPUT, code: accountCalls.Code });

/** Change the mobile (SMS code to the new number) or bind one; the dial code starts on the market's. */
export function MobileForm({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const prefixId = useId();
  const storeUser = useStoreUser();
  const country = useMarket((s) => s.country);
  const bind = !user.mobile;
  const { form, captcha, failure, fail, sendCode } = useCodeForm({
    key: 'mobile',
    schema: Schema,
    defaultValues: { prefix: dialCodeOf(country)?.dialCode ?? '+49', mobile: '', captcha: '', code: '' },
    sendFields: ['prefix', 'mobile'],
    send: ({ prefix, mobile, captcha: typed }, token) =>
      api.call(bind ? accountCalls.mobileBindSendCode : accountCalls.mobileResetSendCode, { prefix, mobile, captcha: typed, token }),
  });
  // Changing (not binding) checks the code first (check-sms-code) and asks to confirm, as the e-mail change.
  const [checked, setChecked] = useState<{ prefix: string; mobile: string; code: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
          void save(checked).finally(() => setConfirming(false));
        }}
        aria-labelledby="account-mobile-title"
        className="account-security__form"
      >
        {title}
        <p role="status">{t('security.mobile.confirmText', { old: `${user.prefix ?? ''} ${user.mobile ?? ''}`, mobile: `${checked.prefix} ${checked.mobile}` })}</p>
        <div className="account-closing__actions">
          <Button type="button" variant="secondary" onClick={() => setChecked(null)}>
            {t('security.email.back')}
          </Button>
          <Button type="submit" variant="primary" loading={confirming}>
            {t('security.email.confirm')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-mobile-title" className="account-security__form">
      {title}
      {user.mobile ? <p>{t('security.mobile.current', { mobile: `${user.prefix ?? ''} ${user.mobile}` })}</p> : null}
      <div className="mall-field">
        <label htmlFor={prefixId}>{t('security.mobile.prefix')}</label>
        <select id={prefixId} {...form.register('prefix')}>
          {DIAL_CODES.map((d) => (
            <option key={d.id} value={d.dialCode}>
              {d.country} {d.dialCode}
            </option>
          ))}
        </select>
      </div>
      <FormField form={form} ns={NAMESPACE} name="mobile" type="tel" label={t('security.mobile.new')} autoComplete="tel-national" />
      <CaptchaField form={form} name="captcha" image={captcha.image} onNext={captcha.next} />
      <div className="account-code-row">
        <FormField form={form} ns={NAMESPACE} name="code" label={t('verify.smsCode')} inputMode="numeric" maxLength={accountCalls.CODE_LENGTH} autoComplete="one-time-code" />
        <CodeButton onSend={sendCode} />
      </div>
      {failure ? <RefusalNotice error={failure} /> : null}
      <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
        {t(bind ? 'security.mobile.bind' : 'security.email.next')}
      </Button>
    </form>
  );
}
