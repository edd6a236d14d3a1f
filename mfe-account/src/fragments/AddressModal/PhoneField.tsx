import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@mall/shared';
import { DIAL_CODES } from '@mall/shared/address/core';
import { NAMESPACE } from '../../namespace';
import type { AddressFormValues } from './addressForm';
import { SelectField } from './fields';

/** Country names in the buyer's language (the mall says UK, ISO says GB). */
function useCountryNames(language: string) {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    return (country: string) => names?.of(country === 'UK' ? 'GB' : country) ?? country;
  }, [language]);
}

/**
 * The phone with its dial-code picker (42 European countries, e.g. Germany +49). Spec: the number
 * matches the market's pattern, or, in the dial-code variant, starts with + and ends with a digit
 * or a star; "No dial code" is the first variant (a number as dialled in the address's country).
 */
export function PhoneField({ form, maxLength }: { form: UseFormReturn<AddressFormValues>; maxLength: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const countryName = useCountryNames(i18n.language);
  const areaCode = useWatch({ control: form.control, name: 'areaCode' });
  const national = areaCode === '';
  return (
    <div className="account-address__phone">
      <SelectField form={form} name="areaCode" label={t('address.field.dialCode')} autoComplete="tel-country-code">
        <option value="">{t('address.field.noDialCode')}</option>
        {DIAL_CODES.map((dial) => (
          <option key={dial.id} value={dial.dialCode}>
            {`${countryName(dial.country)} ${dial.dialCode}`}
          </option>
        ))}
      </SelectField>
      <FormField
        form={form}
        name="personPhone"
        label={t('address.field.phone')}
        hint={national ? t('address.field.phoneNationalHint') : undefined}
        type="tel"
        autoComplete={national ? 'tel' : 'tel-national'}
        inputMode="tel"
        maxLength={maxLength}
      />
    </div>
  );
}
