import { addressResolver } from './resolver';
import { DIAL_CODES, dialCodeOf } from './dialCodes';
import { stripEmoji, truncateName } from './text';
import type { AddressValues, RuleContext } from './rules';
import en from '../i18n/common/en';
import zh from '../i18n/common/zh-CN';
import de from '../i18n/common/de';
import { ADDRESS_RULES } from './phoneRules';
import { TAX_FILE_RULES } from './taxFile';

const germanShipping: AddressValues = {
  gender: 'MALE',
  firstName: ' Max ',
  lastName: 'Mustermann',
  personPhone: '030 12345678',
  email: 'max@example.com',
  poiName: 'Schönhauser Allee',
  houseNo: '36',
  postalCode: '10435',
  city: 'Berlin',
  province: 'Berlin',
  countryId: 5,
  hearFrom: 'Friends 🙂',
};
const run = (values: AddressValues, ctx: RuleContext | (() => RuleContext)) =>
  addressResolver<Record<string, unknown>>(ctx)({ ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('addressResolver', () => {
  it('hands the form the normalized values when every rule passes', async () => {
    const result = await run(germanShipping, { market: 'DE', kind: 'shipping' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ firstName: 'Max', hearFrom: 'Friends' });
  });

  it('answers the first message per field, and reads the market on every validation', async () => {
    let ctx: RuleContext = { market: 'DE', kind: 'shipping' };
    const resolve = () => run({ ...germanShipping, postalCode: '1043', houseNo: '' }, () => ctx);
    expect((await resolve()).errors).toEqual({
      postalCode: { type: 'address', message: 'address.postalCode.fiveDigits' },
      houseNo: { type: 'address', message: 'address.houseNo.required' },
    });
    ctx = { market: 'FR', kind: 'billing' };
    expect((await resolve()).errors).toMatchObject({ detailAddress: { message: 'address.detailAddress.required' } });
    expect((await resolve()).errors).not.toHaveProperty('houseNo');
  });
});

describe('dial codes', () => {
  it('lists 42 European countries once each, Germany with +49', () => {
    expect(DIAL_CODES).toHaveLength(42);
    expect(new Set(DIAL_CODES.map((d) => d.country)).size).toBe(42);
    expect(dialCodeOf('DE')?.dialCode).toBe('+49');
    expect(dialCodeOf('UK')?.dialCode).toBe('+44');
    expect(DIAL_CODES.every((d) => /^\+\d{1,3}$/.test(d.dialCode))).toBe(true);
  });
});

describe('text helpers', () => {
  it('strips emoji but keeps digits, # and letters with accents', () => {
    expect(stripEmoji('Über 🇩🇪 Freunde 👨‍👩‍👧 #1 ❤️')).toBe('Über Freunde #1');
  });

  it('truncates a name to what the other name leaves of the limit', () => {
    expect(truncateName('Bartholomew', 'x'.repeat(30), 35)).toBe('Barth');
    expect(truncateName('Ann', 'Lee', 35)).toBe('Ann');
  });
});

describe('address messages', () => {
  const lookUp = (texts: unknown, key: string) => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], texts);
  const keys = [...ADDRESS_RULES.map((r) => r.message), ...TAX_FILE_RULES.map((r) => r.message)];

  it.each([
    ['en', en],
    ['zh-CN', zh],
    ['de', de],
  ])('every rule message has a %s text under validation', (_language, texts) => {
    const missing = keys.filter((key) => typeof lookUp(texts, `validation.${key}`) !== 'string');
    expect(missing).toEqual([]);
  });

  it('uses the spec wording for the upload errors and the city limit', () => {
    expect(en.validation.address.taxFile.type).toMatch(/PDF only/);
    expect(en.validation.address.taxFile.tooLarge).toMatch(/100 MB/);
    expect(en.validation.address.city.max100).toBe('city max 100 characters');
  });
});
