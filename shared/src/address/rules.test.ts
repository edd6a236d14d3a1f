import { firstErrorPerField, inputLimits, nameMaxLength, normalizeAddress, requiredFields, ruleApplies, type AddressRule, type AddressValues } from './rules';
import { ADDRESS_RULES, validateAddress } from './phoneRules';
import { MARKETS, type AddressKind, type MarketCode } from './markets';

/** A phone number valid in each market (national form), checked against libphonenumber's metadata. */
const PHONE: Record<MarketCode, string> = {
  FR: '01 42 68 53 00', ES: '612 345 678', IT: '312 345 6789', NL: '020 123 4567', DE: '030 12345678', PL: '512 345 678',
  SE: '070 123 45 67', PT: '912 345 678', IE: '085 123 4567', AT: '0664 1234567', BE: '0470 12 34 56', LU: '621 123 456',
  UK: '07400 123456',
};
const POSTAL: Record<MarketCode, string> = {
  FR: '75001', ES: '28009', IT: '00184', NL: '1012 AB', DE: '10435', PL: '00-001', SE: '111 22', PT: '1100-148', IE: 'D02 X285',
  AT: '1010', BE: '1000', LU: '1111', UK: 'SW1A 1AA',
};
const COUNTRY_ID: Record<MarketCode, number> = { FR: 1, ES: 2, IT: 3, NL: 4, DE: 5, PL: 6, SE: 7, PT: 8, IE: 9, AT: 10, BE: 11, LU: 12, UK: 13 };
const TAX_CODE: Partial<Record<MarketCode, string>> = { ES: '12345678Z', IT: 'RSSMRA85T10A562S' };

/** An address that passes every rule of the market and kind. */
function valid(market: MarketCode, kind: AddressKind): AddressValues {
  return {
    callSuffix: 'MRS',
    gender: 'FEMALE',
    firstName: 'Anna',
    lastName: 'Schmidt',
    personPhone: PHONE[market],
    areaCode: null,
    email: 'anna@example.com',
    company: null,
    poiName: 'Hauptstraße',
    houseNo: '12',
    detailAddress: '3rd floor',
    postalCode: POSTAL[market],
    city: 'Somewhere',
    province: 'Some province',
    countryId: COUNTRY_ID[market],
    taxCode: kind === 'billing' ? (TAX_CODE[market] ?? null) : null,
    rfcFile: kind === 'billing' && TAX_CODE[market] ? { fileId: 'f-1' } : null,
    hearFrom: 'A friend',
  };
}

interface Example {
  market: MarketCode;
  kind: AddressKind;
  /** Changes that break the row's rule. */
  bad: AddressValues;
  /** Changes just inside the rule (defaults to the valid address itself). */
  good?: AddressValues;
}

const x = (n: number) => 'x'.repeat(n);

/** One example per row of ADDRESS_RULES: the rule refuses `bad` and accepts `good`. */
const EXAMPLES: Record<string, Example> = {
  'firstName.required': { market: 'DE', kind: 'shipping', bad: { firstName: '  ' } },
  'lastName.required': { market: 'FR', kind: 'billing', bad: { lastName: '' } },
  'name.max35': { market: 'DE', kind: 'shipping', bad: { firstName: x(20), lastName: x(16) }, good: { firstName: x(20), lastName: x(15) } },
  'name.max34': { market: 'ES', kind: 'shipping', bad: { firstName: x(20), lastName: x(15) }, good: { firstName: x(20), lastName: x(14) } },
  'gender.required': { market: 'IT', kind: 'shipping', bad: { gender: null } },
  'personPhone.required': { market: 'DE', kind: 'shipping', bad: { personPhone: '' } },
  'personPhone.max20': { market: 'DE', kind: 'shipping', bad: { personPhone: '030 1234 5678 90 12 3' }, good: { personPhone: '030 1234 5678' } },
  'personPhone.dialCode': { market: 'DE', kind: 'shipping', bad: { areaCode: '+49', personPhone: '30 12345678#' }, good: { areaCode: '+49', personPhone: '151 2345****' } },
  'personPhone.pattern.FR': { market: 'FR', kind: 'shipping', bad: { personPhone: '01 42 68 53' } },
  'personPhone.pattern.ES': { market: 'ES', kind: 'shipping', bad: { personPhone: '512 345 678' } },
  'personPhone.pattern.IT': { market: 'IT', kind: 'shipping', bad: { personPhone: '412 345 6789' } },
  'personPhone.pattern.NL': { market: 'NL', kind: 'shipping', bad: { personPhone: '020 123 45' } },
  'personPhone.pattern.DE': { market: 'DE', kind: 'shipping', bad: { personPhone: 'call 030 123' }, good: { personPhone: '+49 30 12345678' } },
  'personPhone.pattern.PL': { market: 'PL', kind: 'shipping', bad: { personPhone: '0512 345 678' } },
  'personPhone.pattern.SE': { market: 'SE', kind: 'shipping', bad: { personPhone: '070 12' } },
  'personPhone.pattern.PT': { market: 'PT', kind: 'shipping', bad: { personPhone: '512 345 678' } },
  'personPhone.pattern.IE': { market: 'IE', kind: 'shipping', bad: { personPhone: '085 12' } },
  'personPhone.pattern.AT': { market: 'AT', kind: 'shipping', bad: { personPhone: '0664 12345678901234' } },
  'personPhone.pattern.BE': { market: 'BE', kind: 'shipping', bad: { personPhone: '0470 12' } },
  'personPhone.pattern.LU': { market: 'LU', kind: 'shipping', bad: { personPhone: '0621 123 456' } },
  'personPhone.pattern.UK': { market: 'UK', kind: 'shipping', bad: { personPhone: '07400 12' } },
  // Matches Germany's pattern but no such number exists (libphonenumber knows the ranges).
  'personPhone.valid': { market: 'DE', kind: 'shipping', bad: { personPhone: '0100 123456' } },
  'email.required': { market: 'DE', kind: 'billing', bad: { email: '' } },
  'email.invalid': { market: 'DE', kind: 'billing', bad: { email: 'anna@example' } },
  'poiName.required': { market: 'DE', kind: 'shipping', bad: { poiName: '' } },
  'poiName.backslash': { market: 'FR', kind: 'billing', bad: { poiName: 'Rue \\ Victor Hugo' } },
  'poiName.max200': { market: 'FR', kind: 'billing', bad: { poiName: x(201) }, good: { poiName: x(200) } },
  'poiName.max35.billing': { market: 'UK', kind: 'billing', bad: { poiName: x(36) }, good: { poiName: x(35) } },
  'poiName.max35.shipping': { market: 'FR', kind: 'shipping', bad: { poiName: x(36) }, good: { poiName: x(35) } },
  'houseNo.required': { market: 'DE', kind: 'shipping', bad: { houseNo: '' } },
  'streetWithHouseNo.max35': { market: 'DE', kind: 'billing', bad: { poiName: x(33), houseNo: '123' }, good: { poiName: x(32), houseNo: '123' } },
  'streetWithHouseNo.max34': { market: 'NL', kind: 'billing', bad: { poiName: x(32), houseNo: '123' }, good: { poiName: x(31), houseNo: '123' } },
  'detailAddress.required': { market: 'ES', kind: 'shipping', bad: { detailAddress: null } },
  'detailAddress.max200': { market: 'IT', kind: 'shipping', bad: { detailAddress: x(201) }, good: { detailAddress: x(200) } },
  'detailAddress.max200.billing': { market: 'DE', kind: 'billing', bad: { detailAddress: x(201) }, good: { detailAddress: x(200) } },
  'detailAddress.max35.shipping': { market: 'DE', kind: 'shipping', bad: { detailAddress: x(36) }, good: { detailAddress: x(35) } },
  'postalCode.required': { market: 'FR', kind: 'shipping', bad: { postalCode: ' ' } },
  'postalCode.max100': { market: 'FR', kind: 'billing', bad: { postalCode: x(101) }, good: { postalCode: x(100) } },
  'postalCode.UK': { market: 'UK', kind: 'billing', bad: { postalCode: '12345' }, good: { postalCode: 'ec1a1bb' } },
  'postalCode.ES.shipping': { market: 'ES', kind: 'shipping', bad: { postalCode: '07001' }, good: { postalCode: '08001' } },
  'postalCode.PT.shipping': { market: 'PT', kind: 'shipping', bad: { postalCode: '9000-001' }, good: { postalCode: '8000-001' } },
  'postalCode.DE.shipping': { market: 'DE', kind: 'shipping', bad: { postalCode: '1043' } },
  'postalCode.AT.shipping': { market: 'AT', kind: 'shipping', bad: { postalCode: '10100' } },
  'postalCode.LU.shipping': { market: 'LU', kind: 'shipping', bad: { postalCode: 'L-11111' } },
  'city.required': { market: 'DE', kind: 'shipping', bad: { city: '' } },
  'city.max100': { market: 'DE', kind: 'shipping', bad: { city: x(101) }, good: { city: x(100) } },
  'city.backslash': { market: 'DE', kind: 'billing', bad: { city: 'Ber\\lin' } },
  'province.required': { market: 'ES', kind: 'shipping', bad: { province: '' } },
  'province.backslash': { market: 'ES', kind: 'billing', bad: { province: 'Madrid\\' } },
  'countryId.required': { market: 'DE', kind: 'shipping', bad: { countryId: null } },
  'hearFrom.required': { market: 'DE', kind: 'shipping', bad: { hearFrom: '🛋️👍' } },
  // 200 characters plus emoji: the emoji are stripped before counting.
  'hearFrom.max200': { market: 'DE', kind: 'shipping', bad: { hearFrom: x(201) }, good: { hearFrom: `${x(200)}🛋️` } },
  'taxCode.required': { market: 'ES', kind: 'billing', bad: { taxCode: '' } },
  'taxCode.pattern.ES': { market: 'ES', kind: 'billing', bad: { taxCode: '1234567Z' }, good: { taxCode: 'x1234567l' } },
  'taxCode.pattern.IT': { market: 'IT', kind: 'billing', bad: { taxCode: 'RSSMRA85T10A562' }, good: { taxCode: '12345678903' } },
  'rfcFile.required': { market: 'IT', kind: 'billing', bad: { rfcFile: null } },
  'taxCode.requiredForCompany': { market: 'UK', kind: 'billing', bad: { company: 'Acme Ltd', taxCode: null }, good: { company: 'Acme Ltd', taxCode: 'GB123456789' } },
  'taxCode.backslash': { market: 'UK', kind: 'billing', bad: { taxCode: 'GB12\\34' } },
  'password.min8': { market: 'DE', kind: 'shipping', bad: { password: 'furnitu' }, good: { password: 'furnitur' } },
};

const byId = new Map(ADDRESS_RULES.map((r) => [r.id, r]));

describe('the address rules table', () => {
  it('has exactly one example per row (a new row needs its test)', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(ADDRESS_RULES.map((r) => r.id).sort());
  });

  it('gives every market an address that passes all its rules, for both kinds', () => {
    for (const market of MARKETS) {
      for (const kind of ['shipping', 'billing'] as const) {
        expect([market, kind, validateAddress(valid(market, kind), { market, kind })]).toEqual([market, kind, []]);
      }
    }
  });

  describe.each(Object.entries(EXAMPLES))('%s', (id, example) => {
    const rule = byId.get(id) as AddressRule;
    const ctx = { market: example.market, kind: example.kind };

    it(`refuses with its message on its field, and accepts the value just inside it`, () => {
      expect(ruleApplies(rule, ctx)).toBe(true);
      const refused = validateAddress({ ...valid(example.market, example.kind), ...example.bad }, ctx);
      expect(refused).toContainEqual({ field: rule.field, message: rule.message });
      const accepted = validateAddress({ ...valid(example.market, example.kind), ...example.good }, ctx);
      expect(accepted).toEqual([]);
    });
  });
});

describe("a billing address's Spanish or Italian tax code", () => {
  const taxCodeError = (market: 'ES' | 'IT', taxCode: string) =>
    firstErrorPerField(validateAddress({ ...valid(market, 'billing'), taxCode }, { market, kind: 'billing' })).taxCode;

  it.each([
    ['ES', '12345678Z', 'a NIF'],
    ['ES', 'x1234567l', 'a NIE, typed in small letters'],
    ['ES', 'B12345674', 'a CIF with its check digit'],
    ['ES', 'B1234567D', 'a CIF with its check letter'],
    ['IT', 'RSSMRA85T10A562S', 'a codice fiscale'],
    ['IT', '12345678903', 'a partita IVA'],
  ])('takes %s %s (%s)', (market, code) => {
    expect(taxCodeError(market as 'ES' | 'IT', code)).toBeUndefined();
  });

  // The same check character the checkout's personal tax code and mall-api's submit use (issue 31).
  it.each([
    ['ES', '12345678A', "the NIF's letter is not the number mod 23"],
    ['ES', 'X1234567A', "the NIE's letter is not the number mod 23"],
    ['ES', 'B12345675', "the CIF's check digit is wrong"],
    ['IT', 'RSSMRA85T10A562T', "the codice fiscale's check letter is wrong"],
    ['IT', '12345678901', "the partita IVA's check digit is wrong"],
  ])('refuses %s %s (%s)', (market, code) => {
    expect(taxCodeError(market as 'ES' | 'IT', code)).toBe('address.taxCode.invalid');
  });
});

describe('where the rows apply', () => {
  it('does not ask for a house number in France, nor for the detail line in Germany', () => {
    expect(validateAddress({ ...valid('FR', 'shipping'), houseNo: '' }, { market: 'FR', kind: 'shipping' })).toEqual([]);
    expect(validateAddress({ ...valid('DE', 'shipping'), detailAddress: '' }, { market: 'DE', kind: 'shipping' })).toEqual([]);
  });

  it('refuses Spanish island postal codes for shipping only, not for billing', () => {
    const island = { ...valid('ES', 'billing'), postalCode: '35001' };
    expect(validateAddress(island, { market: 'ES', kind: 'billing' })).toEqual([]);
    expect(validateAddress(island, { market: 'ES', kind: 'shipping' })).toContainEqual({ field: 'postalCode', message: 'address.postalCode.noDelivery' });
  });

  it('lets the dial-code variant carry a number from another country than the market', () => {
    const ctx = { market: 'DE', kind: 'shipping' } as const;
    expect(validateAddress({ ...valid('DE', 'shipping'), areaCode: '+33', personPhone: '1 42 68 53 00' }, ctx)).toEqual([]);
    expect(validateAddress({ ...valid('DE', 'shipping'), areaCode: '+33', personPhone: '1 42 68' }, ctx)).toContainEqual({
      field: 'personPhone',
      message: 'address.personPhone.invalid',
    });
  });

  it('asks a corporate buyer for a tax code only in the UK (import scheme), only on billing addresses', () => {
    const company = { ...valid('UK', 'shipping'), callSuffix: 'COMPANY', taxCode: null };
    expect(validateAddress(company, { market: 'UK', kind: 'shipping' })).toEqual([]);
    expect(validateAddress(company, { market: 'UK', kind: 'billing' })).toContainEqual({ field: 'taxCode', message: 'address.taxCode.requiredForCompany' });
  });

  it.each(['DE', 'FR', 'NL', 'PL', 'SE', 'PT', 'IE', 'AT', 'BE', 'LU'] as const)('never asks a company in %s for a tax code', (market) => {
    const company = { ...valid(market, 'billing'), callSuffix: 'COMPANY', company: 'Möbel GmbH', taxCode: null };
    expect(validateAddress(company, { market, kind: 'billing' }).filter((e) => e.field === 'taxCode')).toEqual([]);
  });

  it('applies only the market-free rows while no country is chosen', () => {
    const errors = validateAddress({ ...valid('DE', 'shipping'), countryId: null, houseNo: '', personPhone: '12' }, { market: null, kind: 'shipping' });
    // No house number, no market phone pattern: only the country is missing.
    expect(errors).toEqual([{ field: 'countryId', message: 'address.country.required' }]);
  });
});

describe('form helpers', () => {
  it('normalizes what is stored: trimmed, hearFrom without emoji, codes in capitals', () => {
    expect(normalizeAddress({ firstName: ' Anna ', hearFrom: 'Instagram 📸 ads 👍', taxCode: 'x 1234567 l', postalCode: ' sw1a 1aa ' })).toEqual({
      firstName: 'Anna',
      hearFrom: 'Instagram ads',
      taxCode: 'X1234567L',
      postalCode: 'SW1A 1AA',
    });
  });

  it('gives the input limits of the market and kind', () => {
    expect(nameMaxLength('PT')).toBe(34);
    expect(nameMaxLength('DE')).toBe(35);
    expect(inputLimits({ market: 'FR', kind: 'billing' })).toMatchObject({ poiName: 200, detailAddress: 100, personPhone: 20, city: 100, hearFrom: 200, postalCode: 100 });
    expect(inputLimits({ market: 'DE', kind: 'shipping' })).toMatchObject({ poiName: 35, detailAddress: 35 });
  });

  it('lists the fields the market requires', () => {
    expect(requiredFields({ market: 'DE', kind: 'shipping' })).toContain('houseNo');
    expect(requiredFields({ market: 'DE', kind: 'shipping' })).not.toContain('detailAddress');
    expect(requiredFields({ market: 'IT', kind: 'billing' })).toEqual(expect.arrayContaining(['taxCode', 'rfcFile', 'detailAddress']));
  });
});
