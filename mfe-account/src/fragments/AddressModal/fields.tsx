import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { RegisterOptions, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddressFormValues } from './addressForm';

type Form = UseFormReturn<AddressFormValues>;
type Name = keyof AddressFormValues;

/** A rule's message (a common `validation.*` key, from the form's rules or the server) under its field. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation('common');
  if (!message) return null;
  return (
    <small id={id} className="mall-field__error" role="alert">
      {t(`validation.${message}`, { defaultValue: t('validation.field.invalid') })}
    </small>
  );
}

export const errorOf = (form: Form, name: Name) => form.formState.errors[name]?.message as string | undefined;

/** A labelled select bound to the form, with the field's message. */
export function SelectField({
  form,
  name,
  label,
  options,
  children,
  ...select
}: {
  form: Form;
  name: Name;
  label: string;
  options?: RegisterOptions<AddressFormValues, Name>;
  children: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'form'>) {
  const id = useId();
  const message = errorOf(form, name);
  return (
    <div className={message ? 'mall-field mall-field--invalid' : 'mall-field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} {...select} {...form.register(name, options)}>
        {children}
      </select>
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}

/** A checkbox bound to the form, with an optional explanation under it. */
export function CheckboxField({ form, name, label, hint, disabled }: { form: Form; name: Name; label: string; hint?: string; disabled?: boolean }) {
  const id = useId();
  const message = errorOf(form, name);
  return (
    <div className="account-address__check">
      <input id={id} type="checkbox" disabled={disabled} aria-describedby={hint ? `${id}-hint` : undefined} {...form.register(name)} />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <small id={`${id}-hint`} className="mall-field__hint">
          {hint}
        </small>
      )}
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}
