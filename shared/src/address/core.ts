/**
 * @mall/shared/address/core: the address rules without the phone-number metadata: markets, dial
 * codes, text clean-up, the tax-file checks and every rules-table row but the phone validity one.
 * For code that validates no phone (the tax-code form): its chunk stays free of libphonenumber.
 * Whole-address validation (validateAddress, addressResolver) is in @mall/shared/address.
 */
export * from './markets';
export * from './dialCodes';
export * from './text';
export * from './rules';
export * from './taxFile';
export * from './privateTaxCode';
