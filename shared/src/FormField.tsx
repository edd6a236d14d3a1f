import { useId, type InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type FieldProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  /** Namespace that holds this form's own validation texts; common's are the fallback. */
  ns?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'>;

/**
 * A labelled input bound to react-hook-form. Validation messages are i18n keys from the valibot
 * schema; the input keeps what the buyer typed when it is refused.
 */
export function FormField<T extends FieldValues>({ form, name, label, hint, ns, ...input }: FieldProps<T>) {
  const { t } = useTranslation(ns ? [ns, 'common'] : 'common');
  const id = useId();
  const error = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors) as
    | { message?: string }
    | undefined;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const message = error?.message;
  return (
    <div className={error ? 'mall-field mall-field--invalid' : 'mall-field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} {...form.register(name)} />
      {hint && (
        <small id={`${id}-hint`} className="mall-field__hint">
          {hint}
        </small>
      )}
      {message && (
        <small id={`${id}-error`} className="mall-field__error" role="alert">
          {t(ns ? [`${ns}:validation.${message}`, `common:validation.${message}`] : [`validation.${message}`], { defaultValue: t('validation.required', { ns: 'common' }) })}
        </small>
      )}
    </div>
  );
}
