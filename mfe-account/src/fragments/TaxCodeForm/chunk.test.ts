/**
 * The tax-code fragment validates no phone: its module graph (its lazy chunk, once built) must
 * leave out libphonenumber's metadata (about 49 KB gzip), which only the address form needs.
 */
import path from 'node:path';

/** The library as @mall/shared resolves it (mfe-account itself does not depend on it). */
const PHONE_LIBRARY = require.resolve('libphonenumber-js/max', { paths: [path.dirname(require.resolve('@mall/shared/package.json'))] });

let loads = 0;

beforeEach(() => {
  jest.resetModules();
  loads = 0;
  jest.doMock(PHONE_LIBRARY, () => {
    loads += 1;
    return jest.requireActual(PHONE_LIBRARY);
  });
});

it('loads the tax-code form without the phone-number library', () => {
  require('./TaxCodeForm');
  expect(loads).toBe(0);
});

it('loads the library with the address modal, which checks phones', () => {
  require('../AddressModal/AddressModal');
  expect(loads).toBe(1);
});
