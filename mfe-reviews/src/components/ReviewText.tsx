import { useTranslation } from 'react-i18next';
import { TextArea } from '@mall/shared';
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
  return (
    <TextArea
      label={label}
      className="reviews-text"
      rows={4}
      maxLength={reviewCalls.REVIEW_CONTENT_MAX}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      // The form's notice announces every error (spec): the field's own is shown, not announced again.
      announceError={false}
      counter={(count, max) => t('form.remaining', { count, max })}
    />
  );
}
