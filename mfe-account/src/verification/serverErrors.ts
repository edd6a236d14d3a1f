import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@mall/shared';
import { accountCalls } from '@mall/shared/contract';

const E = accountCalls.AccountErrorCode;

/**
 * Puts a refusal of the account calls on the form field it is about (message keys of the account
 * namespace's `validation`), so the buyer reads it where they typed. `fields` maps the server's
 * field names to the form's (the captcha's `token` is the captcha field). Answers false for
 * failures that are not about a field (the caller shows an error notice).
 */
export function showOnFields<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: Partial<Record<string, Path<T>>>,
  codeField?: Path<T>,
): boolean {
  if (!isApiError(error)) return false;
  const at = (server: string) => fields[server] ?? (server in form.getValues() ? (server as Path<T>) : undefined);
  if (error.code === E.codeLocked && codeField) {
    form.setError(codeField, { message: 'code.locked' });
    return true;
  }
  if (error.code === E.codeTooSoon && codeField) {
    form.setError(codeField, { message: 'code.tooSoon' });
    return true;
  }
  const taken: Record<string, string> = { [E.emailTaken]: 'email', [E.mobileTaken]: 'mobile' };
  if (taken[error.code]) {
    const field = at(taken[error.code]!);
    if (field) {
      form.setError(field, { message: error.code === E.emailTaken ? 'email.taken' : 'mobile.taken' });
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
