import type { District, Region } from '@mall/shared/contract';

/** Markets and a small district tree for component tests (Germany 3 levels, Spain 4). */
export const REGIONS: Region[] = [
  { id: 2, regionName: 'Spain', regionShortName: 'ES', regionStatus: 'ENABLED', currency: 'EUR', locale: 'es-ES', dialCode: '+34', addressLevels: 4 },
  { id: 5, regionName: 'Germany', regionShortName: 'DE', regionStatus: 'ENABLED', currency: 'EUR', locale: 'de-DE', dialCode: '+49', addressLevels: 3 },
  { id: 13, regionName: 'United Kingdom', regionShortName: 'UK', regionStatus: 'ENABLED', currency: 'GBP', locale: 'en-GB', dialCode: '+44', addressLevels: 3 },
];

let nextId = 1;
const node = (region: string, level: number, parent: string | null, code: string, name: string): District & { region: string } => ({
  id: nextId++,
  region,
  districtCode: code,
  districtName: name,
  districtAlias: null,
  districtLevel: level,
  parentDistrict: parent,
});

export const DISTRICTS = [
  node('DE', 1, null, 'DE-BY', 'Bayern'),
  node('DE', 1, null, 'DE-BE', 'Berlin'),
  node('DE', 2, 'DE-BY', '09162000', 'München'),
  node('DE', 2, 'DE-BY', '09564000', 'Nürnberg'),
  node('DE', 2, 'DE-BE', '11000000', 'Berlin'),
  node('DE', 3, '09162000', '09162000-03', 'Maxvorstadt'),
  node('DE', 3, '09162000', '09162000-04', 'Schwabing-West'),
  node('DE', 3, '11000000', '11000000-01', 'Mitte'),
  // Nürnberg has no districts: its branch ends at the city.
  node('ES', 1, null, 'ES-MD', 'Comunidad de Madrid'),
  node('ES', 2, 'ES-MD', 'ES-M', 'Madrid'),
  node('ES', 3, 'ES-M', '28079', 'Madrid'),
  node('ES', 4, '28079', '28079-07', 'Chamberí'),
];

/** Answers mdDistrictBO/page as mall-api does: by market, level, parent and a name filter. */
export function answerDistricts(body: { region: string; districtLevel: number; parentDistrict?: string | null; districtName?: string }) {
  const data = DISTRICTS.filter(
    (d) =>
      d.region === body.region &&
      d.districtLevel === body.districtLevel &&
      (body.parentDistrict == null || d.parentDistrict === body.parentDistrict) &&
      (!body.districtName || d.districtName.toLowerCase().includes(body.districtName.toLowerCase())),
  ).map(({ region: _region, ...district }) => district);
  return { data, total: data.length };
}

export const answerRegions = () => ({ data: REGIONS, total: REGIONS.length });
