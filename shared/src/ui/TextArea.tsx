import { useCallback, useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { Field, type FieldChrome } from './Field';

export type TextAreaProps = FieldChrome &
  Omit<ComponentPropsWithRef<'textarea'>, 'className'> & {
    /** From how many characters left the count is announced (default: a tenth of maxLength, at least 10). */
    announceFrom?: number;
    /** The visible count, when a screen's spec words it ("290 of 300 characters left"); default "typed/max". */
    counter?: (left: number, max: number) => ReactNode;
  };

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A multi-line input in a Field; with `maxLength` it counts (GOV.UK character count): the count is
 * shown under the box, the limit is part of the box's description, and the characters left are
 * announced politely once the buyer is near the limit, not on every key.
 */
export function TextArea({ label, hint, error, optional, announceError, className, id, maxLength, announceFrom, counter, ref, onChange, ...textarea }: TextAreaProps) {
  const { t } = useTranslation('common');
  const [length, setLength] = useState(() => String(textarea.value ?? textarea.defaultValue ?? '').length);
  // A form library may fill the box through its ref (react-hook-form's defaultValues): count what it holds.
  const attach = useCallback(
    (node: HTMLTextAreaElement | null) => {
      assignRef(ref, node);
      if (node) setLength(node.value.length);
    },
    [ref],
  );
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };
  const counted = maxLength !== undefined;
  const shownLength = textarea.value !== undefined ? String(textarea.value).length : length;
  const left = counted ? maxLength - shownLength : 0;
  const threshold = announceFrom ?? Math.max(10, Math.floor((maxLength ?? 0) / 10));
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} announceError={announceError} className={cx('mall-field--textarea', className)}>
      {(control) => (
        <>
          <textarea
            {...textarea}
            {...control}
            aria-describedby={[control['aria-describedby'], counted && `${control.id}-limit`].filter(Boolean).join(' ') || undefined}
            ref={attach}
            maxLength={maxLength}
            onChange={change}
            className="mall-input mall-input--textarea"
          />
          {counted && (
            <div className="mall-field__counter">
              <span id={`${control.id}-limit`} className="mall-visually-hidden">
                {t('field.limit', { max: maxLength })}
              </span>
              <span aria-hidden="true" className={cx(left <= threshold && 'mall-field__counter--near')}>
                {counter ? counter(Math.max(0, left), maxLength) : t('field.counter', { count: shownLength, max: maxLength })}
              </span>
              <span className="mall-visually-hidden" aria-live="polite">
                {left <= threshold ? t('field.remaining', { count: left }) : ''}
              </span>
            </div>
          )}
        </>
      )}
    </Field>
  );
}
