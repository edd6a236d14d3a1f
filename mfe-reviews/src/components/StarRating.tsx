import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@mall/shared';
import { reviewCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../namespace';

const SCALE = Array.from({ length: reviewCalls.REVIEW_RATE_MAX }, (_, i) => i + 1);

export interface StarRatingProps {
  /** The group's accessible name (the legend). */
  legend: string;
  value: number | null;
  onChange(rate: number): void;
  /** An already translated message; the group is marked invalid and describes itself with it. */
  error?: string;
}

/**
 * The 1-5 star choice: native radios in a named radiogroup, so it is announced as one and the
 * arrow keys move the choice; the stars are the radios' labels, filled up to the chosen one.
 */
export function StarRating({ legend, value, onChange, error }: StarRatingProps) {
  const { t } = useTranslation(NAMESPACE);
  const name = useId();
  return (
    <div className={error ? 'reviews-stars reviews-stars--invalid' : 'reviews-stars'}>
      <span id={`${name}-legend`} className="mall-field__label reviews-stars__legend">
        {legend}
      </span>
      <div
        className="reviews-stars__scale"
        role="radiogroup"
        aria-labelledby={`${name}-legend`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      >
        {SCALE.map((rate) => (
          <label key={rate} className={value !== null && rate <= value ? 'reviews-stars__star reviews-stars__star--on' : 'reviews-stars__star'}>
            <input type="radio" name={name} value={rate} checked={value === rate} onChange={() => onChange(rate)} className="reviews-stars__input" />
            <span aria-hidden="true">★</span>
            <span className="mall-visually-hidden">{t('stars.star', { count: rate })}</span>
          </label>
        ))}
      </div>
      {/* Not an alert: the form's notice announces every error (spec), one announcement, not two. */}
      {error && (
        <FieldError id={`${name}-error`} announce={false}>
          {error}
        </FieldError>
      )}
    </div>
  );
}

/** A given rating, read-only: stars for the eye, "Rated n out of 5" for everyone. */
export function Stars({ rate }: { rate: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p className="reviews-rated" role="img" aria-label={t('stars.rated', { count: rate, max: reviewCalls.REVIEW_RATE_MAX })}>
      {SCALE.map((n) => (
        <span key={n} aria-hidden="true" className={n <= rate ? 'reviews-rated__star reviews-rated__star--on' : 'reviews-rated__star'}>
          ★
        </span>
      ))}
    </p>
  );
}
