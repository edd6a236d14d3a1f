import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIAL_CODES } from '@mall/shared/address';
import { NAMESPACE } from '../namespace';

/** The mobile number's dial code, one of the markets' (the SMS goes to prefix + number). */
export function DialCodeSelect<T extends FieldValues & { prefix: string }>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  return (
    <div className="mall-field">
      <label htmlFor={id}>{t('security.mobile.prefix')}</label>
      <select id={id} {...form.register('prefix' as Path<T>)}>
        {DIAL_CODES.map((d) => (
          <option key={d.id} value={d.dialCode}>
            {d.country} {d.dialCode}
          </option>
        ))}
      </select>
    </div>
  );
}
