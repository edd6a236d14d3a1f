import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@mall/shared';
import { accountCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../namespace';

interface CaptchaFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  image: { img: string } | undefined;
  onNext: () => void;
}

/** Spec §5: the graphic captcha, 4 characters (input limit 4); a click on the image shows a new one. */
export function CaptchaField<T extends FieldValues>({ form, name, image, onNext }: CaptchaFieldProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  return (
    <div className="account-captcha">
      <FormField form={form} ns={NAMESPACE} name={name} label={t('verify.captcha')} maxLength={accountCalls.CAPTCHA_LENGTH} autoComplete="off" />
      <button type="button" className="account-captcha__image" onClick={onNext} title={t('verify.newCaptcha')}>
        {image ? <img id={`${id}-img`} src={image.img} alt={t('verify.captchaImage')} width={120} height={44} /> : <span>{t('verify.loadingCaptcha')}</span>}
        <span className="account-visually-hidden">{t('verify.newCaptcha')}</span>
      </button>
    </div>
  );
}
