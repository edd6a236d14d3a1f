import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorKey, useValidationText } from '@mall/shared';
import { PhoneField } from '@mall/shared/address/PhoneField';
import { NAMESPACE } from '../namespace';

type MobileValues = FieldValues & { prefix: string; mobile: string };

/** The mobile number with its dial code (the SMS goes to prefix + number), on the design system's PhoneField. */
export function MobileNumberField<T extends MobileValues>({ form, label }: { form: UseFormReturn<T>; label: string }) {
  const { t } = useTranslation(NAMESPACE);
  const message = useValidationText(NAMESPACE);
  const prefix = 'prefix' as Path<T>;
  const mobile = 'mobile' as Path<T>;
  const dialCode = useWatch({ control: form.control, name: prefix }) as string;
  return (
    <PhoneField
      label={label}
      dialCodeLabel={t('security.mobile.prefix')}
      dialCode={dialCode}
      error={message(fieldErrorKey(form, mobile) ?? fieldErrorKey(form, prefix))}
      dialCodeProps={{ ...form.register(prefix), autoComplete: 'tel-country-code' }}
      numberProps={{ ...form.register(mobile), autoComplete: 'tel-national' }}
    />
  );
}
