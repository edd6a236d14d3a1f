import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { Field, type FieldChrome } from './Field';

export type TextFieldProps = FieldChrome & Omit<ComponentPropsWithRef<'input'>, 'className'> & { inputClassName?: string };

/** A one-line text input in a Field. Spread react-hook-form's `register(name)` onto it: `ref` reaches the input. */
export function TextField({ label, hint, error, optional, className, inputClassName, id, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(control) => <input type="text" {...input} {...control} className={cx('mall-input', inputClassName)} />}
    </Field>
  );
}
