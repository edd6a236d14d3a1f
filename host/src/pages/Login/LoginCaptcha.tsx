import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormField } from '@mall/shared';
import { accountCalls } from '@mall/shared/contract';
import type { LoginValues } from './Login';

/** The graphic captcha a login needs after failures on the account (4 characters); one image per attempt. */
export function LoginCaptcha({ form, image, onNext }: { form: UseFormReturn<LoginValues>; image: { img: string } | undefined; onNext(): void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-auth__captcha">
      <FormField form={form} name="captcha" ns="shell" label={t('auth.captcha')} maxLength={accountCalls.CAPTCHA_LENGTH} autoComplete="off" />
      {image ? <img src={image.img} alt={t('auth.captchaImage')} width={120} height={44} /> : <span>{t('auth.captchaLoading')}</span>}
      <Button variant="text" size="sm" onClick={onNext}>
        {t('auth.newCaptcha')}
      </Button>
    </div>
  );
}
