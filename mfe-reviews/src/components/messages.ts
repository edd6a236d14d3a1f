import type { TFunction } from 'i18next';
import { isApiError } from '@mall/shared';
import { NAMESPACE } from '../namespace';

/**
 * A message key from the contract's schemas or mall-api ('review.rateRequired',
 * 'media.image.notYours') in the user's language: this bundle's texts first, then common's.
 */
export const messageText = (t: TFunction, key: string): string =>
  t([`${NAMESPACE}:validation.${key}`, `common:validation.${key}`], { defaultValue: t('common:validation.field.invalid') });

/** What a refused or failed submit says: the server's rule when it named one, else the common text of its code. */
export function refusalText(t: TFunction, failure: unknown): string | undefined {
  if (!isApiError(failure)) return undefined;
  const key = failure.fields?.[0]?.message ?? failure.message;
  return /^(review|media)\./.test(key) ? messageText(t, key) : undefined;
}
