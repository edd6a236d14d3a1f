import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx, hasContent } from './cx';
import { describedByOf, FieldError, FieldHint } from './Field';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  /** `switch`: the same native checkbox, announced and drawn as an on/off switch. */
  role?: 'switch';
};

/**
 * A native checkbox drawn at 24 px with a 44 px target (the whole label presses it), hint and error
 * tied by aria-describedby. Works with react-hook-form's `register(name)` and with `checked`/`onChange`.
 */
export function Checkbox({ label, hint, error, className, id: givenId, role, ...input }: CheckboxProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const invalid = hasContent(error);
  const kind = role === 'switch' ? 'mall-switch' : 'mall-check';
  return (
    <div className={cx(kind, invalid && 'mall-field--invalid', className)}>
      <input
        {...input}
        type="checkbox"
        role={role}
        id={id}
        className={`${kind}__input`}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedByOf(id, { hint, error })}
      />
      <label className={`${kind}__label`} htmlFor={id}>
        {label}
      </label>
      {hasContent(hint) && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {invalid && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
