import { addressCalls, regionCalls } from '@mall/shared/contract';
import { startTestServer, type TestServer } from './helpers/server';
import type { Client } from './helpers/client';

let server: TestServer;
let visitor: Client;
beforeAll(async () => {
  server = await startTestServer();
  visitor = server.client();
});
afterAll(() => server.close());

const levels = (regionId: number, level: number, parentId: number | null = null, keyword = '') =>
  visitor.ok(addressCalls.listAddressLevels, { regionId, level, parentId, keyword });

describe('address levels (the region picker)', () => {
  it('walks Germany 3 levels deep by parent id: Land, city, district', async () => {
    const lands = await levels(5, 1);
    expect(lands.data.map((d) => d.name)).toEqual(expect.arrayContaining(['Bayern', 'Berlin', 'Hamburg', 'Hessen', 'Nordrhein-Westfalen', 'Sachsen']));
    expect(lands.data.every((d) => d.level === 1 && d.parentId === null && d.hasChildren)).toBe(true);
    const bayern = lands.data.find((d) => d.name === 'Bayern')!;
    const cities = await levels(5, 2, bayern.id);
    expect(cities.data.map((d) => d.name)).toEqual(['Augsburg', 'München', 'Nürnberg']);
    expect(cities.data.every((d) => d.parentId === bayern.id)).toBe(true);
    const munich = cities.data.find((d) => d.name === 'München')!;
    const districts = await levels(5, 3, munich.id);
    expect(districts.data.map((d) => d.name)).toContain('Maxvorstadt');
    expect(districts.data.every((d) => !d.hasChildren)).toBe(true);
    expect((await levels(5, 4, districts.data[0]!.id)).data).toEqual([]);
  });

  it('walks Spain 4 levels deep: comunidad, provincia, municipio, barrio', async () => {
    const madrid = (await levels(2, 1, null, 'Madrid')).data[0]!;
    expect(madrid.name).toBe('Comunidad de Madrid');
    const province = (await levels(2, 2, madrid.id)).data[0]!;
    const town = (await levels(2, 3, province.id)).data.find((d) => d.name === 'Madrid')!;
    expect(town.hasChildren).toBe(true);
    const barrios = await levels(2, 4, town.id);
    expect(barrios.data.map((d) => d.name)).toEqual(['Centro', 'Chamberí', 'Retiro', 'Salamanca']);
  });

  it('searches a level by name or alias, and only inside the given region', async () => {
    expect((await levels(5, 1, null, 'bavaria')).data.map((d) => d.name)).toEqual(['Bayern']);
    expect((await levels(3, 1, null, 'Bayern')).data).toEqual([]);
    expect((await levels(3, 1)).data.map((d) => d.code)).toEqual(expect.arrayContaining(['IT-25', 'IT-62']));
  });

  it('agrees with mdRegionBO: the markets with 4 levels have a 4th level', async () => {
    const regions = await visitor.ok(regionCalls.pageRegions, { pageSize: 999, pageNum: 1 });
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
