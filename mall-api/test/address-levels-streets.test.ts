import { CITY_LEVEL, isMarket, MARKETS, UK_POSTAL_CODE, validateAddress, type MarketCode } from '@mall/shared/address';
import { addressCalls, regionCalls } from '@mall/shared/contract';
import { sendRaw } from './helpers/hostileCaller';
import { startTestServer, type TestServer } from './helpers/server';
import type { Client } from './helpers/client';

let server: TestServer;
let visitor: Client;
beforeAll(async () => {
  server = await startTestServer();
  visitor = server.client();
});
afterAll(() => server.close());

const levels = (region: string, districtLevel: number, parentDistrict: string | null = null, districtName?: string) =>
  visitor.ok(regionCalls.pageDistricts, { pageSize: 999, pageNum: 1, region, districtLevel, parentDistrict, ...(districtName ? { districtName } : {}) });

describe('address levels (the region picker, spec: mdDistrictBO/page)', () => {
  it('answers at the spec\'s path with the spec\'s fields; the invented address-level path is gone', async () => {
    expect(regionCalls.pageDistricts.path).toBe('/sapi/mall-content/web/mdDistrictBO/page');
    const invented = { ...regionCalls.pageDistricts, path: '/sapi/mall-content/web/addressLevel/list' };
    expect((await sendRaw(server, invented, JSON.stringify({ regionId: 5, level: 1, parentId: null, keyword: '' }), undefined)).status).toBe(404);
    const lands = await levels('DE', 1);
    expect(Object.keys(lands.data[0]!).sort()).toEqual(['districtAlias', 'districtCode', 'districtLevel', 'districtName', 'hasChildren', 'id', 'parentDistrict']);
  });

  it('walks Germany 3 levels deep by parent code: Land, city, district', async () => {
    const lands = await levels('DE', 1);
    expect(lands.data.map((d) => d.districtName)).toEqual(expect.arrayContaining(['Bayern', 'Berlin', 'Hamburg', 'Hessen', 'Nordrhein-Westfalen', 'Sachsen']));
    expect(lands.data.every((d) => d.districtLevel === 1 && d.parentDistrict === null && d.hasChildren)).toBe(true);
    const bayern = lands.data.find((d) => d.districtName === 'Bayern')!;
    const cities = await levels('DE', 2, bayern.districtCode);
    expect(cities.data.map((d) => d.districtName)).toEqual(['Augsburg', 'München', 'Nürnberg']);
    expect(cities.data.every((d) => d.parentDistrict === bayern.districtCode)).toBe(true);
    const munich = cities.data.find((d) => d.districtName === 'München')!;
    const districts = await levels('DE', 3, munich.districtCode);
    expect(districts.data.map((d) => d.districtName)).toContain('Maxvorstadt');
    expect(districts.data.every((d) => !d.hasChildren)).toBe(true);
    expect((await levels('DE', 4, districts.data[0]!.districtCode)).data).toEqual([]);
  });

  it('walks Spain 4 levels deep: comunidad, provincia, municipio, barrio', async () => {
    const madrid = (await levels('ES', 1, null, 'Madrid')).data[0]!;
    expect(madrid.districtName).toBe('Comunidad de Madrid');
    const province = (await levels('ES', 2, madrid.districtCode)).data[0]!;
    const town = (await levels('ES', 3, province.districtCode)).data.find((d) => d.districtName === 'Madrid')!;
    expect(town.hasChildren).toBe(true);
    const barrios = await levels('ES', 4, town.districtCode);
    expect(barrios.data.map((d) => d.districtName)).toEqual(['Centro', 'Chamberí', 'Retiro', 'Salamanca']);
  });

  it('searches a level by name or alias, and only inside the given region', async () => {
    expect((await levels('DE', 1, null, 'bavaria')).data.map((d) => d.districtName)).toEqual(['Bayern']);
    expect((await levels('IT', 1, null, 'Bayern')).data).toEqual([]);
    expect((await levels('IT', 1)).data.map((d) => d.districtCode)).toEqual(expect.arrayContaining(['IT-25', 'IT-62']));
  });

  it('agrees with mdRegionBO: the markets with 4 levels have a 4th level', async () => {
    const regions = await visitor.ok(regionCalls.pageRegions, { pageSize: 999, pageNum: 1, site: 'EU' });
    expect(regions.data[0]!.id).toBe(5);
    const fourDeep = regions.data.filter((r) => r.addressLevels === 4).map((r) => r.regionShortName);
    expect(fourDeep.sort()).toEqual(['ES', 'IT']);
    for (const region of regions.data.filter((r) => r.addressLevels === 4)) {
      const answer = await server.db.query<{ n: number }>(`select count(*)::int as n from districts where region_short_name = $1 and district_level = 4`, [region.regionShortName]);
      expect(answer[0]!.n).toBeGreaterThan(0);
    }
  });
});

describe('street autocomplete and place details', () => {
  it('suggests streets of the market, names starting with the input first', async () => {
    const { predictions } = await visitor.ok(addressCalls.autocompleteStreet, { input: 'schön', region: 'DE' });
    expect(predictions[0]).toEqual({ placeId: expect.any(String), poiName: 'Schönhauser Allee', description: 'Schönhauser Allee, 10435 Berlin', secondaryText: '10435 Berlin' });
    const allee = await visitor.ok(addressCalls.autocompleteStreet, { input: 'allee', region: 'DE' });
    expect(allee.predictions.map((p) => p.poiName)).toEqual(['Karl-Marx-Allee', 'Kastanienallee', 'Schönhauser Allee']);
    expect((await visitor.ok(addressCalls.autocompleteStreet, { input: 'allee', region: 'ES' })).predictions).toEqual([]);
  });

  it('narrows to a city and answers at most 5', async () => {
    const berlin = await visitor.ok(addressCalls.autocompleteStreet, { input: 'str', region: 'DE', city: 'Berlin' });
    expect(berlin.predictions.length).toBeLessThanOrEqual(5);
    expect(berlin.predictions.every((p) => p.secondaryText.endsWith('Berlin'))).toBe(true);
  });

  it('refuses an input under 2 characters', async () => {
    const error = await visitor.fail(addressCalls.autocompleteStreet, { input: 's', region: 'DE' }, 400);
    expect(error.fields).toEqual([{ field: 'input', message: 'address.poiName.tooShortToSearch' }]);
  });

  it('gives the details that fill the form, with the region picker levels', async () => {
    const { predictions } = await visitor.ok(addressCalls.autocompleteStreet, { input: 'Alcal', region: 'ES' });
    const details = await visitor.ok(addressCalls.placeDetails, { placeId: predictions[0]!.placeId });
    expect(details).toMatchObject({
      poiName: 'Calle de Alcalá',
      houseNo: null,
      postalCode: '28009',
      city: 'Madrid',
      countryId: 2,
      regionShortName: 'ES',
      districtList: [
        { districtCode: 'ES-MD', districtLevel: 1 },
        { districtCode: 'ES-M', districtLevel: 2 },
        { districtCode: '28079', districtLevel: 3 },
        { districtCode: '28079-04', districtName: 'Salamanca', districtLevel: 4 },
      ],
    });
    expect(details.addressLatitude).toBeCloseTo(40.42, 1);
  });

  it('answers NOT_FOUND for an unknown place', async () => {
    expect((await visitor.fail(addressCalls.placeDetails, { placeId: 'nowhere' }, 404)).code).toBe('NOT_FOUND');
  });
});

describe('street suggestions in every market the mall serves', () => {
  /** What a buyer of each market starts typing (the record asks for every market). */
  const TYPED: Record<MarketCode, string> = {
    FR: 'rue', ES: 'calle', IT: 'via', NL: 'straat', DE: 'straße', PL: 'ow', SE: 'gatan',
    PT: 'rua', IE: 'street', AT: 'gasse', BE: 'rue', LU: 'rue', UK: 'street',
  };
  /** The national postcode formats, stricter than the address rules (which check some markets only). */
  const NATIONAL_POSTCODE: Record<MarketCode, RegExp> = {
    FR: /^\d{5}$/, ES: /^\d{5}$/, IT: /^\d{5}$/, DE: /^\d{5}$/, NL: /^[1-9]\d{3} [A-Z]{2}$/,
    PL: /^\d{2}-\d{3}$/, SE: /^\d{3} \d{2}$/, PT: /^\d{4}-\d{3}$/, IE: /^[AC-FHKNPRTV-Y]\d[\dW] [\dAC-FHKNPRTV-Y]{4}$/,
    AT: /^\d{4}$/, BE: /^\d{4}$/, LU: /^\d{4}$/, UK: UK_POSTAL_CODE,
  };

  it.each(MARKETS.map((market) => [market]))('%s: suggests streets whose details fill a postal code the market accepts for shipping', async (market) => {
    const regions = await visitor.ok(regionCalls.pageRegions, { pageSize: 999, pageNum: 1, site: 'EU' });
    const countryId = regions.data.find((r) => r.regionShortName === market)!.id;
    const { predictions } = await visitor.ok(addressCalls.autocompleteStreet, { input: TYPED[market], region: market });
    expect(predictions.length).toBeGreaterThan(0);
    const places = await Promise.all(predictions.map((p) => visitor.ok(addressCalls.placeDetails, { placeId: p.placeId })));
    for (const place of places) {
      expect(place).toMatchObject({ regionShortName: market, countryId, city: expect.stringMatching(/\S/), province: expect.stringMatching(/\S/) });
      expect(place.postalCode).toMatch(NATIONAL_POSTCODE[market]);
    }
    const shippable = places.filter((place) => !validateAddress(place, { market, kind: 'shipping' }).some((e) => ['postalCode', 'city', 'province'].includes(e.field)));
    expect(shippable.length).toBeGreaterThan(0);
  });

  it('has streets in every city of every market\'s district tree', async () => {
    const cities = await server.db.query<{ region_short_name: string; district_code: string; district_level: number }>(
      `select region_short_name, district_code, district_level from districts`,
    );
    const streets = await server.db.query<{ region_short_name: string; district_codes: string[] }>(`select region_short_name, district_codes from streets`);
    const withStreets = new Set(streets.flatMap((s) => s.district_codes.map((code) => `${s.region_short_name}/${code}`)));
    const cityLevel = (market: string) => (isMarket(market) ? (CITY_LEVEL[market] ?? 2) : 2);
    const bare = cities.filter((c) => c.district_level === cityLevel(c.region_short_name) && !withStreets.has(`${c.region_short_name}/${c.district_code}`));
    expect(bare.map((c) => `${c.region_short_name}/${c.district_code}`)).toEqual([]);
  });
});
