import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldChrome } from './Field';

export type SelectProps = FieldChrome & Omit<ComponentPropsWithRef<'select'>, 'className'>;

/** A native select in a Field (phones keep their own picker), drawn like the text inputs with a chevron. */
export function Select({ label, hint, error, optional, className, id, children, ...select }: SelectProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(control) => (
        <span className="mall-input-select">
          <select {...select} {...control} className="mall-input mall-input--select">
            {children}
          </select>
        </span>
      )}
    </Field>
  );
}
