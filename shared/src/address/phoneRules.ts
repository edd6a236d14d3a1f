/**
 * The phone-number validity row (libphonenumber's metadata, about 49 KB gzip) and the whole rules
 * table it completes. Only what validates a phone imports this: the address form (through
 * addressResolver) and mall-api. The tax-code form uses `@mall/shared/address/core` instead.
 */
import { isValidInternationalNumber, isValidNationalNumber } from './phone';
import { phoneCountryOf } from './markets';
import { BASE_ADDRESS_RULES, BOTH, checkRules, dialled, empty, type AddressFieldError, type AddressRule, type AddressValues, type RuleContext } from './rules';
import { compactPhone } from './text';

/** Per-country validity, stricter than the market patterns: number types, not only lengths. */
export const PHONE_VALIDITY_RULE: AddressRule = {
  id: 'personPhone.valid',
  field: 'personPhone',
  markets: 'ALL',
  kinds: BOTH,
  message: 'address.personPhone.invalid',
  passes: (a, ctx) => {
    if (empty(a.personPhone)) return true;
    const full = dialled(a);
    // A masked number (a star) cannot be checked further; the dial-code row has accepted it.
    if (full !== null) return full.includes('*') || isValidInternationalNumber(full);
    return ctx.market === null || isValidNationalNumber(compactPhone(a.personPhone), phoneCountryOf(ctx.market));
  },
};

/** Every address rule: the base table with the validity row after the other phone rows. */
export const ADDRESS_RULES: readonly AddressRule[] = (() => {
  const afterPhone = BASE_ADDRESS_RULES.findLastIndex((r) => r.field === 'personPhone') + 1;
  return [...BASE_ADDRESS_RULES.slice(0, afterPhone), PHONE_VALIDITY_RULE, ...BASE_ADDRESS_RULES.slice(afterPhone)];
})();

/**
 * Checks a whole address for a market and kind. Answers every broken rule (a field may appear more
 * than once, its first entry being the one to show); [] when the address may be saved.
 */
export function validateAddress(values: AddressValues, ctx: RuleContext): AddressFieldError[] {
  return checkRules(ADDRESS_RULES, values, ctx);
}
