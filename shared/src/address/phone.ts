/**
 * Per-country phone validity from libphonenumber's full metadata (number types, not only lengths):
 * stricter than any pattern we could keep by hand. Imported only by the rules, which only the
 * address form (a lazy chunk) and mall-api load.
 */
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';

/** A national number valid in the country (ISO code, GB for the United Kingdom). */
export function isValidNationalNumber(national: string, country: string): boolean {
  try {
    return isValidPhoneNumber(national, country as CountryCode);
  } catch {
    return false;
  }
}

/** An international number (+49 30 …) valid for the country its dial code names. */
export function isValidInternationalNumber(international: string): boolean {
  try {
    return isValidPhoneNumber(international);
  } catch {
    return false;
  }
}
