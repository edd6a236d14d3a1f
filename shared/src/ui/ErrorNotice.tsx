import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { cx } from './cx';

/** Error codes (ApiError.code, or any error with a `code`) and the common text that explains each. */
const MESSAGE_BY_CODE: Record<string, string> = {
  NETWORK: 'error.network',
  NOT_FOUND: 'error.notFound',
  UNAUTHENTICATED: 'error.unauthenticated',
  FORBIDDEN: 'error.forbidden',
  VALIDATION: 'error.validation',
  RATE_LIMITED: 'error.rateLimited',
};

/** The common i18n key explaining `error`; anything unknown is the server's fault, said plainly. */
export function errorMessageKey(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return (typeof code === 'string' && MESSAGE_BY_CODE[code]) || 'error.server';
}

export interface ErrorNoticeProps {
  error?: unknown;
  /** Overrides the text derived from `error`, e.g. a screen's own wording. */
  message?: string;
  /** Shows a retry button calling this. */
  onRetry?: () => void;
  /** Disables retry while the retried request runs. */
  retrying?: boolean;
  className?: string;
}

export function ErrorNotice({ error, message, onRetry, retrying = false, className }: ErrorNoticeProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={cx('mall-error-notice', className)}>
      <p className="mall-error-notice__title">{t('error.title')}</p>
      <p className="mall-error-notice__message">{message ?? t(errorMessageKey(error))}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
