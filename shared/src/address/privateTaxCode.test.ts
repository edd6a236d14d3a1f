import { needsPrivateTaxCode, normalizePrivateTaxCode, privateTaxCodeRefusal } from './privateTaxCode';

describe('a private buyer\'s tax code (Spain NIF/NIE, Italy codice fiscale)', () => {
  it.each([
    ['ES', '12345678Z'],
    ['ES', '00000000T'],
    ['ES', 'X1234567L'],
    ['ES', 'Y1234567X'],
    ['ES', 'Z1234567R'],
    ['IT', 'RSSMRA85T10A562S'],
    ['IT', 'MRTMTT25D09F205Z'],
  ])('takes a right %s code %s', (market, code) => {
    expect(privateTaxCodeRefusal(market, code)).toBeNull();
  });

  it.each([
    ['ES', '12345678A', 'the NIF letter is not the number mod 23'],
    ['ES', 'X1234567A', 'the NIE letter is not the number mod 23'],
    ['ES', '1234567Z', 'too short'],
    ['ES', 'B12345678', 'a company CIF is not a private buyer\'s code'],
    ['IT', 'RSSMRA85T10A562T', 'the check character is wrong'],
    ['IT', 'RSSMRA85T10A562', 'too short'],
    ['IT', '12345678901', 'a partita IVA is a company\'s'],
  ])('refuses %s %s (%s)', (market, code) => {
    expect(privateTaxCodeRefusal(market, code)).toBe('checkout.taxCode.invalid');
  });

  it('asks for one when none is typed, and reads it without spaces, dashes or case', () => {
    expect(privateTaxCodeRefusal('ES', '  ')).toBe('checkout.taxCode.required');
    expect(privateTaxCodeRefusal('IT', null)).toBe('checkout.taxCode.required');
    expect(normalizePrivateTaxCode(' 12.345.678-z ')).toBe('12345678Z');
    expect(privateTaxCodeRefusal('ES', ' 12.345.678-z ')).toBeNull();
    expect(privateTaxCodeRefusal('IT', 'rssmra 85t10 a562s')).toBeNull();
  });

  it('is needed for a private buyer invoiced in Spain or Italy whose address carries no tax code, and nowhere else', () => {
    expect(needsPrivateTaxCode({ regionShortName: 'ES' })).toBe(true);
    expect(needsPrivateTaxCode({ regionShortName: 'IT', company: '', taxCode: null })).toBe(true);
    expect(needsPrivateTaxCode({ regionShortName: 'IT', taxCode: 'RSSMRA85T10A562S' })).toBe(false);
    expect(needsPrivateTaxCode({ regionShortName: 'ES', company: 'Muebles SL' })).toBe(false);
    expect(needsPrivateTaxCode({ regionShortName: 'ES', callSuffix: 'COMPANY' })).toBe(false);
    for (const market of ['DE', 'FR', 'UK', 'PT']) expect(needsPrivateTaxCode({ regionShortName: market })).toBe(false);
    expect(needsPrivateTaxCode(null)).toBe(false);
  });
});
