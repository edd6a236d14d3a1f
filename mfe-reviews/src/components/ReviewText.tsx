import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../namespace';

export interface ReviewTextProps {
  label: string;
  value: string;
  onChange(text: string): void;
  error?: string;
}

/**
 * The review's words with the characters left (spec: at most 300, a remaining count). The box
 * takes no more than 300, and the schema and mall-api refuse more all the same.
 */
export function ReviewText({ label, value, onChange, error }: ReviewTextProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const max = reviewCalls.REVIEW_CONTENT_MAX;
  return (
    <div className={error ? 'mall-field mall-field--invalid reviews-text' : 'mall-field reviews-text'}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        maxLength={max}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <small id={`${id}-count`} className="mall-field__hint reviews-text__count">
        {t('form.remaining', { count: Math.max(0, max - value.length), max })}
      </small>
      {error && (
        <small id={`${id}-error`} className="mall-field__error">
          {error}
        </small>
      )}
    </div>
  );
}
