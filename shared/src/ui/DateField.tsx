import { useCallback, useState, type ChangeEvent, type ComponentPropsWithRef, type Ref } from 'react';
import { cx } from './cx';
import { Field, type FieldChrome } from './Field';
import { useDateFormat } from './DateTime';

export type DateFieldProps = FieldChrome & Omit<ComponentPropsWithRef<'input'>, 'className' | 'type'>;

/**
 * A calendar day (a birthday) in the browser's own date box, which the keyboard and screen readers
 * know; under it the chosen day in the page's language ("12 April 1988"), since the box writes it in
 * the browser's. Takes react-hook-form's `register(name)` spread; the form still gets YYYY-MM-DD.
 */
export function DateField({ label, hint, error, optional, className, id, ref, onChange, ...input }: DateFieldProps) {
  const { date } = useDateFormat();
  const [day, setDay] = useState('');
  // Read what the form put in the box (a reset, a default), not only what the buyer types.
  const attach = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) setDay(node.value);
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: HTMLInputElement | null }).current = node;
    },
    [ref],
  );
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setDay(event.target.value);
    onChange?.(event);
  };
  const chosen = /^\d{4}-\d{2}-\d{2}$/.test(day) ? date(`${day}T12:00:00Z`) : '';
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} className={cx('mall-date-field', className)}>
      {(control) => (
        <>
          <input {...input} {...control} ref={attach as Ref<HTMLInputElement>} type="date" className="mall-input" onChange={change} />
          {chosen && (
            <p className="mall-date-field__chosen" aria-hidden="true">
              {chosen}
            </p>
          )}
        </>
      )}
    </Field>
  );
}
