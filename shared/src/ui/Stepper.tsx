import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx, hasContent } from './cx';
import { describedByOf, FieldError } from './Field';
import { Button } from './Button';

export interface StepperProps {
  label: ReactNode;
  /** The label for screen readers only, where the screen names the thing beside it (a cart line). */
  labelHidden?: boolean;
  /** The text in the box (what was typed, until the caller rounds it). */
  text: string;
  onTextChange(text: string): void;
  /** − and +: the caller moves the value by its own rule. */
  onStep(direction: -1 | 1): void;
  canDecrease: boolean;
  canIncrease: boolean;
  /** The buttons' names ("Less Oak chair"); plain "Less" / "More" otherwise. */
  decreaseLabel?: string;
  increaseLabel?: string;
  /** A word after the box ("m", "kg"), for the eye; the label carries it for readers. */
  unit?: string;
  /** Buttons wait while a change is being saved. */
  busy?: boolean;
  /** A refusal: below in the error colour with its icon, the box aria-invalid. */
  error?: ReactNode;
  /** A polite note (what a typed quantity was rounded to), announced as status. */
  note?: ReactNode;
  /** min, max, step, onBlur, onKeyDown … for the number box. */
  inputProps?: Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'value' | 'onChange' | 'className'>;
  className?: string;
}

/**
 * A number with − and + (a quantity): 44 px buttons either side of a narrow box that also takes a
 * typed number and the arrow keys; a button is disabled at its bound. The caller owns the rule.
 */
export function Stepper({ label, labelHidden, text, onTextChange, onStep, canDecrease, canIncrease, decreaseLabel, increaseLabel, unit, busy, error, note, inputProps, className }: StepperProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const invalid = hasContent(error);
  const shownNote = !invalid && hasContent(note);
  return (
    <div className={cx('mall-field mall-stepper', invalid && 'mall-field--invalid', className)}>
      <label id={`${id}-label`} htmlFor={id} className={labelHidden ? 'mall-visually-hidden' : 'mall-field__label'}>
        {label}
      </label>
      <div className="mall-stepper__row">
        <Button variant="secondary" className="mall-stepper__step" aria-label={decreaseLabel ?? t('stepper.less')} disabled={busy || !canDecrease} onClick={() => onStep(-1)}>
          −
        </Button>
        <input
          inputMode="numeric"
          {...inputProps}
          id={id}
          type="number"
          className="mall-input mall-stepper__input"
          value={text}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedByOf(id, { error, extra: shownNote ? `${id}-note` : undefined })}
          onChange={(event) => onTextChange(event.target.value)}
        />
        <Button variant="secondary" className="mall-stepper__step" aria-label={increaseLabel ?? t('stepper.more')} disabled={busy || !canIncrease} onClick={() => onStep(1)}>
          +
        </Button>
        {unit && (
          <span className="mall-stepper__unit" aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
      {invalid && <FieldError id={`${id}-error`}>{error}</FieldError>}
      {shownNote && (
        <p id={`${id}-note`} className="mall-field__hint" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
