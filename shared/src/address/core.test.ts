/**
 * The tax-code form validates no phone, so what it imports (@mall/shared/address/core) must not
 * load libphonenumber's metadata (about 49 KB gzip in its chunk); the whole-address rules do.
 */
let mockPhoneLibraryLoads = 0;
jest.mock('libphonenumber-js/max', () => {
  mockPhoneLibraryLoads += 1;
  return jest.requireActual('libphonenumber-js/max');
});

beforeEach(() => {
  jest.resetModules();
  mockPhoneLibraryLoads = 0;
});

it('checks a tax code without loading the phone-number library', () => {
  const core = require('./core') as typeof import('./core');
  const errors = core.checkRules(core.TAX_CODE_RULES, { taxCode: 'X\\1', rfcFile: null }, { market: 'ES', kind: 'billing' });
  expect(errors).toEqual([
    { field: 'taxCode', message: 'address.taxCode.invalid' },
    { field: 'rfcFile', message: 'address.rfcFile.required' },
    { field: 'taxCode', message: 'address.taxCode.backslash' },
  ]);
  expect(mockPhoneLibraryLoads).toBe(0);
});

it('loads it for whole addresses, whose phone it checks', () => {
  const full = require('./index') as typeof import('./index');
  const errors = full.validateAddress({ personPhone: '0100 123456' }, { market: 'DE', kind: 'shipping' });
  expect(errors).toContainEqual({ field: 'personPhone', message: 'address.personPhone.invalid' });
  expect(mockPhoneLibraryLoads).toBe(1);
});

it('keeps the phone validity row in the whole table, right after the other phone rows', () => {
  const { ADDRESS_RULES, BASE_ADDRESS_RULES } = require('./index') as typeof import('./index');
  expect(BASE_ADDRESS_RULES.map((r) => r.id)).not.toContain('personPhone.valid');
  const ids = ADDRESS_RULES.map((r) => r.id);
  expect(ids.length).toBe(BASE_ADDRESS_RULES.length + 1);
  expect(ids[ids.indexOf('personPhone.valid') + 1]).toBe('email.required');
});
