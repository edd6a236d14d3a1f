import { useId } from 'react';
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
  const submit = form.handleSubmit(async ({ prefix, mobile, code }) => {
    try {
      const saved = await api.call(bind ? accountCalls.bindMobile : accountCalls.resetMobile, { prefix, mobile, smsCode: code });
      storeUser(saved);
      form.reset({ prefix, mobile: '', captcha: '', code: '' });
      toast.success(t('security.mobile.saved'));
    } catch (error) {
      fail(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-mobile-title" className="account-security__form">
      <h2 id="account-mobile-title">{t(bind ? 'security.mobile.bindTitle' : 'security.mobile.changeTitle')}</h2>
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
        {t(bind ? 'security.mobile.bind' : 'security.mobile.change')}
      </Button>
    </form>
  );
}
