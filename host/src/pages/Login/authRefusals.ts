import { accountCalls, ErrorCode } from '@mall/shared/contract';
import { isApiError } from '@mall/shared';

/** Refusals the login and signup forms explain in their own words (shell keys); others get the common notice. */
const AUTH_REFUSALS: Partial<Record<string, string>> = {
  [ErrorCode.badCredentials]: 'auth.badCredentials',
  // Too many failures for the account or this address (mall-api's rate limit): wait, nothing was lost.
  [ErrorCode.rateLimited]: 'auth.rateLimited',
};

/** Refusals about the captcha, said on its field (shell keys under validation.). */
const CAPTCHA_REFUSALS: Partial<Record<string, string>> = {
  [ErrorCode.captchaRequired]: 'captcha.required',
  [accountCalls.AccountErrorCode.captchaWrong]: 'captcha.wrong',
  [accountCalls.AccountErrorCode.captchaExpired]: 'captcha.expired',
};

export const captchaRefusal = (error: unknown): string | undefined => (isApiError(error) ? CAPTCHA_REFUSALS[error.code] : undefined);

export const authRefusalKey = (error: unknown): string | undefined => (isApiError(error) ? AUTH_REFUSALS[error.code] : undefined);
