/**
 * @mall/shared/address: the address rules table, the dial codes and the tax-file checks. Imported
 * only by the address form (a lazy chunk) and mall-api: it carries libphonenumber's metadata, so it
 * is deliberately not exported from @mall/shared. What validates no phone imports
 * @mall/shared/address/core, the same without the library. The phone field (a React component) is
 * @mall/shared/address/PhoneField, so mall-api's rules never bring a component.
 */
export * from './core';
export * from './phoneRules';
export * from './resolver';
export { isValidInternationalNumber, isValidNationalNumber } from './phone';
