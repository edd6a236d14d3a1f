import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from './ui/Select';
import { TextField } from './ui/TextField';

type Bound<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  /** Namespace that holds this form's own validation texts; common's are the fallback. */
  ns?: string;
};
type FieldProps<T extends FieldValues> = Bound<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'>;

/** The message key of a field's error in react-hook-form's nested errors ('extra.firstName'). */
export function fieldErrorKey<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): string | undefined {
  const error = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors) as
    | { message?: string }
    | undefined;
  return error ? (error.message ?? '') : undefined;
}

/** Translates a validation key from the form's namespace, then common's; an unknown key reads "required". */
export function useValidationText(ns?: string) {
  const { t } = useTranslation(ns ? [ns, 'common'] : 'common');
  return (key: string | undefined) =>
    key === undefined
      ? undefined
      : t(ns ? [`${ns}:validation.${key}`, `common:validation.${key}`] : [`validation.${key}`], { defaultValue: t('validation.required', { ns: 'common' }) });
}

/**
 * A TextField bound to react-hook-form. Validation messages are i18n keys from the valibot schema;
 * the input keeps what the buyer typed when it is refused.
 */
export function FormField<T extends FieldValues>({ form, name, label, hint, optional, ns, ...input }: FieldProps<T>) {
  const errorText = useValidationText(ns)(fieldErrorKey(form, name));
  return <TextField label={label} hint={hint} optional={optional} error={errorText} {...input} {...form.register(name)} />;
}

type SelectFieldProps<T extends FieldValues> = Bound<T> & { children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'form' | 'children'>;

/** A Select bound to react-hook-form, its error translated as FormField's is. */
export function FormSelect<T extends FieldValues>({ form, name, label, hint, optional, ns, children, ...select }: SelectFieldProps<T>) {
  const errorText = useValidationText(ns)(fieldErrorKey(form, name));
  return (
    <Select label={label} hint={hint} optional={optional} error={errorText} {...select} {...form.register(name)}>
      {children}
    </Select>
  );
}
