import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx, hasContent } from './cx';

/** What a field hands its control: the id its label points at, and the ids of its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldChrome {
  label: ReactNode;
  hint?: ReactNode;
  /** The error's text, already translated; the field shows it below the control and marks the control invalid. */
  error?: ReactNode;
  /** Adds "(optional)" to the label (GOV.UK: mark the optional fields, not the required ones). */
  optional?: boolean;
  /** false: the error is not a live alert, for a form that announces its errors in one notice of its own. */
  announceError?: boolean;
  className?: string;
}

export interface FieldProps extends FieldChrome {
  /** The control's id; one is made up when not given. */
  id?: string;
  /** Ids of more descriptions (a counter), read after the hint and the error. */
  describedBy?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids a field's parts use, and the aria-describedby that joins the ones shown. */
export function describedByOf(id: string, parts: { hint?: ReactNode; error?: ReactNode; extra?: string }): string | undefined {
  return [hasContent(parts.hint) && `${id}-hint`, hasContent(parts.error) && `${id}-error`, parts.extra].filter(Boolean).join(' ') || undefined;
}

/** The error line under a control: the error colour, an icon, announced when it appears. */
export function FieldError({ id, children, announce = true }: { id: string; children: ReactNode; announce?: boolean }) {
  return (
    <p id={id} className="mall-field__error" role={announce ? 'alert' : undefined}>
      <svg className="mall-field__error-icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.25v4.5" stroke="var(--mall-color-surface)" strokeWidth="1.75" strokeLinecap="round" />
        <circle cx="8" cy="11.5" r="1" fill="var(--mall-color-surface)" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mall-field__hint">
      {children}
    </p>
  );
}

export function OptionalMark() {
  const { t } = useTranslation('common');
  return <span className="mall-field__optional"> {t('field.optional')}</span>;
}

/**
 * A labelled control: label above, hint, the control, the error below in the error colour with an
 * icon; hint and error tied to the control by aria-describedby, the control aria-invalid on error.
 */
export function Field({ id: givenId, label, hint, error, optional, announceError, className, describedBy, children }: FieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const invalid = hasContent(error);
  return (
    <div className={cx('mall-field', invalid && 'mall-field--invalid', className)}>
      <label id={`${id}-label`} className="mall-field__label" htmlFor={id}>
        {label}
        {optional && <OptionalMark />}
      </label>
      {hasContent(hint) && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {children({ id, 'aria-describedby': describedByOf(id, { hint, error, extra: describedBy }), 'aria-invalid': invalid ? true : undefined })}
      {invalid && (
        <FieldError id={`${id}-error`} announce={announceError}>
          {error}
        </FieldError>
      )}
    </div>
  );
}
