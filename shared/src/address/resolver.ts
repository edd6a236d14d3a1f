import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { firstErrorPerField, normalizeAddress, type AddressValues, type RuleContext } from './rules';
import { validateAddress } from './phoneRules';

/**
 * react-hook-form resolver running the address rules table for the form's market and kind (read on
 * every validation, so a country change applies at once). Messages are keys: FormField shows them
 * as common:validation.<key>. On success the form gets the normalized values mall-api will store.
 */
export function addressResolver<T extends FieldValues>(context: RuleContext | (() => RuleContext)): Resolver<T> {
  return (values) => {
    const ctx = typeof context === 'function' ? context() : context;
    const errors = firstErrorPerField(validateAddress(values as AddressValues, ctx));
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values: normalizeAddress(values as AddressValues) as T, errors: {} };
    const fieldErrors = Object.fromEntries(entries.map(([field, message]) => [field, { type: 'address', message }]));
    return { values: {}, errors: fieldErrors as FieldErrors<T> };
  };
}
