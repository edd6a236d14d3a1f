import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@mall/shared';
import { accountCalls, ErrorCode } from '@mall/shared/contract';

const E = accountCalls.AccountErrorCode;

/**
 * The specific refusals of the account calls, by error code, with the message key (account
 * namespace, `validation.`) and the form field they are about. Decided by code rather than by the
 * server's field name, since the calls name the same thing differently (the password reset's
 * verify calls its code `captcha`, the others `emailCode` or `smsCode`).
 */
const BY_CODE: Record<string, { message: string; on: 'captcha' | 'code' | 'email' | 'mobile' | null }> = {
  [E.captchaWrong]: { message: 'captcha.wrong', on: 'captcha' },
  [E.captchaExpired]: { message: 'captcha.expired', on: 'captcha' },
  [E.codeWrong]: { message: 'code.wrong', on: 'code' },
  [E.codeExpired]: { message: 'code.expired', on: 'code' },
  [E.codeLocked]: { message: 'code.locked', on: 'code' },
  [E.codeTooSoon]: { message: 'code.tooSoon', on: 'code' },
  // Too many codes to this recipient, for this account or from this address (mall-api's 429 code.tooMany).
  [ErrorCode.rateLimited]: { message: 'code.tooMany', on: 'code' },
  [E.emailTaken]: { message: 'email.taken', on: 'email' },
  [E.mobileTaken]: { message: 'mobile.taken', on: 'mobile' },
  [E.wrongPassword]: { message: 'password.wrong', on: null },
  [E.notBound]: { message: 'contact.notBound', on: null },
  [E.alreadyBound]: { message: 'contact.alreadyBound', on: null },
  // Closing the account while an order or a return request is open (its send-code and close calls).
  [E.openBusiness]: { message: 'destroy.openBusiness', on: null },
};

/**
 * The message key (account namespace, under `validation.`) of a refusal the buyer can act on, or
 * null for failures the shared error notice explains (network, server fault). A field message of
 * the server counts when this namespace has a text for it (`known`).
 */
export function refusalMessage(error: unknown, known: (key: string) => boolean): string | null {
  if (!isApiError(error)) return null;
  const byCode = BY_CODE[error.code];
  if (byCode) return byCode.message;
  const field = error.fields?.find((f) => known(f.message));
  return field ? field.message : null;
}

/**
 * Puts a refusal of the account calls on the form field it is about (message keys of the account
 * namespace's `validation`), so the buyer reads it where they typed; nothing typed is cleared.
 * `fields` maps the server's and this module's field names to the form's (`captcha` and `code`
 * are the names BY_CODE uses). Answers false for failures that are not about a field of this form
 * (the caller shows them above the submit button, see RefusalNotice).
 */
export function showOnFields<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: Partial<Record<string, Path<T>>>,
  codeField?: Path<T>,
): boolean {
  if (!isApiError(error)) return false;
  const at = (server: string) => fields[server] ?? (server in form.getValues() ? (server as Path<T>) : undefined);
  const on = BY_CODE[error.code]?.on;
  if (on) {
    const target = on === 'code' ? codeField ?? at('code') : at(on);
    if (target) {
      form.setError(target, { message: BY_CODE[error.code]!.message }, { shouldFocus: true });
      return true;
    }
  }
  let shown = false;
  for (const { field, message } of error.fields ?? []) {
    const target = at(field);
    if (target) {
      form.setError(target, { message });
      shown = true;
    }
  }
  return shown;
}
