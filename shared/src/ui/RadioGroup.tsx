import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx, hasContent } from './cx';
import { describedByOf, FieldError, FieldHint, OptionalMark } from './Field';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  /** Controlled: the chosen value and what to do on a choice. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Uncontrolled with react-hook-form: spread `register(name)` here; each radio gets it. */
  inputProps?: Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'id'>;
  /** Options side by side (two or three short ones, e.g. a gender). */
  inline?: boolean;
  className?: string;
}

/**
 * Native radios in a fieldset (role radiogroup, named by its legend): arrow keys move the choice as
 * the browser does; hint and error tied by aria-describedby, the group aria-invalid on error.
 */
export function RadioGroup({ legend, name, options, hint, error, optional, value, onValueChange, inputProps, inline, className }: RadioGroupProps) {
  const id = useId();
  const invalid = hasContent(error);
  return (
    <fieldset
      role="radiogroup"
      className={cx('mall-fieldset', inline && 'mall-fieldset--inline', invalid && 'mall-field--invalid', className)}
      aria-describedby={describedByOf(id, { hint, error })}
      aria-invalid={invalid ? true : undefined}
    >
      <legend className="mall-field__label">
        {legend}
        {optional && <OptionalMark />}
      </legend>
      {hasContent(hint) && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <div className="mall-fieldset__options">
        {options.map((option) => (
          <Radio
            key={option.value}
            {...inputProps}
            id={`${id}-${option.value}`}
            name={inputProps?.name ?? name}
            value={option.value}
            label={option.label}
            hint={option.hint}
            disabled={option.disabled}
            {...(value !== undefined ? { checked: value === option.value } : {})}
            onChange={(event) => {
              inputProps?.onChange?.(event);
              onValueChange?.(option.value);
            }}
          />
        ))}
      </div>
      {invalid && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}

export type RadioProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & { label: ReactNode; hint?: ReactNode; className?: string };

/**
 * One radio drawn as the group's are, for a choice that sits inside other content (one radio per
 * parcel in a list); give the radios one `name`. Prefer RadioGroup where the options stand together.
 */
export function Radio({ id: givenId, label, hint, className, ...input }: RadioProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  return (
    <div className={cx('mall-radio', className)}>
      <input {...input} type="radio" id={id} className="mall-radio__input" aria-describedby={hasContent(hint) ? `${id}-hint` : undefined} />
      <label className="mall-radio__label" htmlFor={id}>
        {label}
      </label>
      {hasContent(hint) && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
    </div>
  );
}
