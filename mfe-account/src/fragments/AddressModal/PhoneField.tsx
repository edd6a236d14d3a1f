import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
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

/** The phone with its dial-code picker (42 European countries, e.g. Germany +49). */
export function PhoneField({ form, maxLength }: { form: UseFormReturn<AddressFormValues>; maxLength: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const countryName = useCountryNames(i18n.language);
  return (
    <div className="account-address__phone">
      <SelectField form={form} name="areaCode" label={t('address.field.dialCode')} autoComplete="tel-country-code">
        {DIAL_CODES.map((dial) => (
          <option key={dial.id} value={dial.dialCode}>
            {`${countryName(dial.country)} ${dial.dialCode}`}
          </option>
        ))}
      </SelectField>
      <FormField form={form} name="personPhone" label={t('address.field.phone')} type="tel" autoComplete="tel-national" inputMode="tel" maxLength={maxLength} />
    </div>
  );
}
