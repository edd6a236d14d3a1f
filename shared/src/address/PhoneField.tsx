import { useId, useMemo, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json';
import { formatCountry } from '../format';
import { cx, hasContent } from '../ui/cx';
import { describedByOf, FieldError, FieldHint, OptionalMark } from '../ui/Field';
import { DIAL_CODES, type DialCode } from './dialCodes';

export interface PhoneFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The number's or the dial code's message, already translated: below both, both aria-invalid. */
  error?: ReactNode;
  optional?: boolean;
  /** The dial-code picker's own name for readers (the visible label names the number). */
  dialCodeLabel: string;
  /** The dial code chosen ('' for none), to show it and the example number of its country. */
  dialCode: string;
  /** react-hook-form's `register('areaCode')` (or value/onChange) for the dial-code select. */
  dialCodeProps: Omit<ComponentPropsWithRef<'select'>, 'id' | 'children' | 'className'>;
  /** react-hook-form's `register('phone')` (or value/onChange) for the number. */
  numberProps: Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'className'>;
  /** A first option for "no dial code" (a number as dialled in the country), with its words. */
  noDialCode?: string;
  dialCodes?: readonly DialCode[];
  className?: string;
}

/** The example mobile number of a dial code's country, written nationally (libphonenumber keeps them current). */
export function exampleNumberOf(dialCode: string, dialCodes: readonly DialCode[] = DIAL_CODES): string | undefined {
  const country = dialCodes.find((d) => d.dialCode === dialCode)?.country;
  if (!country) return undefined;
  try {
    return getExampleNumber((country === 'UK' ? 'GB' : country) as CountryCode, examples)?.formatNational();
  } catch {
    return undefined;
  }
}

/**
 * A phone number with its dial code: one label above, the dial code shown compactly as "+49" (its
 * select lists "Germany +49" in the buyer's language) beside a wide number box whose placeholder is
 * an example number of that country; the hint and error below are tied to both controls.
 */
export function PhoneField({ label, hint, error, optional, dialCodeLabel, dialCode, dialCodeProps, numberProps, noDialCode, dialCodes = DIAL_CODES, className }: PhoneFieldProps) {
  const { i18n } = useTranslation('common');
  const id = useId();
  const invalid = hasContent(error);
  const describedBy = describedByOf(id, { hint, error });
  const names = useMemo(() => new Map(dialCodes.map((d) => [d.id, formatCountry(d.country, i18n.language)])), [dialCodes, i18n.language]);
  const example = exampleNumberOf(dialCode, dialCodes);
  return (
    <div className={cx('mall-field mall-phone', invalid && 'mall-field--invalid', className)}>
      <label id={`${id}-label`} className="mall-field__label" htmlFor={id}>
        {label}
        {optional && <OptionalMark />}
      </label>
      {hasContent(hint) && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <div className="mall-phone__row">
        <span className="mall-phone__dial">
          {/* The select is transparent over the short code, so the box stays narrow and the list still names each country. */}
          <span className="mall-phone__dial-value" aria-hidden="true">
            {dialCode || '+'}
          </span>
          <select
            {...dialCodeProps}
            id={`${id}-dial`}
            className="mall-phone__dial-select"
            aria-label={dialCodeLabel}
            aria-describedby={describedBy}
            aria-invalid={invalid ? true : undefined}
          >
            {noDialCode !== undefined && <option value="">{noDialCode}</option>}
            {dialCodes.map((d) => (
              <option key={d.id} value={d.dialCode}>
                {`${names.get(d.id)} ${d.dialCode}`}
              </option>
            ))}
          </select>
        </span>
        <input
          type="tel"
          inputMode="tel"
          placeholder={example}
          {...numberProps}
          id={id}
          className="mall-input mall-phone__number"
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
        />
      </div>
      {invalid && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
