/**
 * @mall/shared/address: the address rules table, the dial codes and the tax-file checks. Imported
 * only by the address form (a lazy chunk) and mall-api: it carries libphonenumber's metadata, so it
 * is deliberately not exported from @mall/shared.
 */
export * from './markets';
export * from './dialCodes';
export * from './text';
export * from './rules';
export * from './taxFile';
export * from './resolver';
export { isValidInternationalNumber, isValidNationalNumber } from './phone';
