import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@mall/shared';

/**
 * Puts the server's field errors (the same message keys the form's schema uses) on the form's
 * fields; answers whether any field took one, so the caller knows the error was told.
 */
export function showServerFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, fields: readonly Path<T>[]): boolean {
  if (!isApiError(error)) return false;
  let shown = false;
  for (const entry of error.fields ?? []) {
    const name = fields.find((field) => field === entry.field);
    if (!name) continue;
    form.setError(name, { type: 'server', message: entry.message });
    shown = true;
  }
  return shown;
}
