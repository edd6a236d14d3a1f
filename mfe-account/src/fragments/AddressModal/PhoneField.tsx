import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField as SystemPhoneField } from '@mall/shared/address/PhoneField';
import { NAMESPACE } from '../../namespace';
import type { AddressFormValues } from './addressForm';
import { errorOf, useFieldMessage } from './fields';

/**
 * The phone with its dial-code picker (42 European countries, e.g. Germany +49). Spec: the number
 * matches the market's pattern, or, in the dial-code variant, starts with + and ends with a digit
 * or a star; "No dial code" is the first variant (a number as dialled in the address's country).
 */
export function PhoneField({ form, maxLength }: { form: UseFormReturn<AddressFormValues>; maxLength: number }) {
  const { t } = useTranslation(NAMESPACE);
  const message = useFieldMessage();
  const areaCode = useWatch({ control: form.control, name: 'areaCode' });
  const national = areaCode === '';
  return (
    <SystemPhoneField
      className="account-address__phone"
      label={t('address.field.phone')}
      hint={national ? t('address.field.phoneNationalHint') : undefined}
      error={message(errorOf(form, 'personPhone') ?? errorOf(form, 'areaCode'))}
      dialCodeLabel={t('address.field.dialCode')}
      dialCode={areaCode}
      noDialCode={t('address.field.noDialCode')}
      dialCodeProps={{ ...form.register('areaCode'), autoComplete: 'tel-country-code' }}
      numberProps={{ ...form.register('personPhone'), autoComplete: national ? 'tel' : 'tel-national', maxLength }}
    />
  );
}
