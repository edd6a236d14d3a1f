import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { RegisterOptions, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, FieldError, Select } from '@mall/shared';
import type { AddressFormValues } from './addressForm';

type Form = UseFormReturn<AddressFormValues>;
type Name = keyof AddressFormValues;

/** The text of a rule's message (a common `validation.*` key, from the form's rules or the server). */
export function useFieldMessage() {
  const { t } = useTranslation('common');
  return (message: string | undefined) => (message ? t(`validation.${message}`, { defaultValue: t('validation.field.invalid') }) : undefined);
}

/** A rule's message under a field that draws its own control (the region picker). */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  const text = useFieldMessage()(message);
  return text ? <FieldError id={id}>{text}</FieldError> : null;
}

export const errorOf = (form: Form, name: Name) => form.formState.errors[name]?.message as string | undefined;

/** The design system's Select bound to the form, with the field's message. */
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
  const error = useFieldMessage()(errorOf(form, name));
  return (
    <Select label={label} error={error} {...select} {...form.register(name, options)}>
      {children}
    </Select>
  );
}

/** The design system's Checkbox bound to the form, with an optional explanation under it. */
export function CheckboxField({ form, name, label, hint, disabled }: { form: Form; name: Name; label: string; hint?: string; disabled?: boolean }) {
  const error = useFieldMessage()(errorOf(form, name));
  return <Checkbox label={label} hint={hint} error={error} disabled={disabled} {...form.register(name)} />;
}
