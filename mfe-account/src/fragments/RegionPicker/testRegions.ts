import type { District, Region } from '@mall/shared/contract';

/** Markets and a small district tree for component tests (Germany 3 levels, Spain 4). */
export const REGIONS: Region[] = [
  { id: 2, regionName: 'Spain', regionShortName: 'ES', regionStatus: 'ENABLED', currency: 'EUR', locale: 'es-ES', dialCode: '+34', addressLevels: 4 },
  { id: 5, regionName: 'Germany', regionShortName: 'DE', regionStatus: 'ENABLED', currency: 'EUR', locale: 'de-DE', dialCode: '+49', addressLevels: 3 },
  { id: 13, regionName: 'United Kingdom', regionShortName: 'UK', regionStatus: 'ENABLED', currency: 'GBP', locale: 'en-GB', dialCode: '+44', addressLevels: 3 },
];

type Node = [code: string, name: string, children?: Node[]];

/** Germany 3 levels (Nürnberg has no districts: its branch ends at the city), Spain 4. */
const TREES: Record<string, Node[]> = {
  DE: [
    ['DE-BY', 'Bayern', [
      ['09162000', 'München', [['09162000-03', 'Maxvorstadt'], ['09162000-04', 'Schwabing-West']]],
      ['09564000', 'Nürnberg'],
    ]],
    ['DE-BE', 'Berlin', [['11000000', 'Berlin', [['11000000-01', 'Mitte']]]]],
  ],
  ES: [['ES-MD', 'Comunidad de Madrid', [['ES-M', 'Madrid', [['28079', 'Madrid', [['28079-07', 'Chamberí']]], ['28005', 'Alcalá de Henares', [['28005-01', 'Casco Histórico']]]]]]]],
};

type Row = District & { region: string };
export const LEVELS: Row[] = [];
let nextId = 1;
function flatten(region: string, nodes: Node[], level: number, parent: string | null) {
  for (const [code, name, children = []] of nodes) {
    LEVELS.push({ region, id: nextId++, districtCode: code, districtName: name, districtAlias: null, districtLevel: level, parentDistrict: parent, hasChildren: children.length > 0 });
    flatten(region, children, level + 1, code);
  }
}
for (const [region, nodes] of Object.entries(TREES)) flatten(region, nodes, 1, null);

export const levelId = (code: string) => LEVELS.find((row) => row.districtCode === code)!.id;

/** Answers the spec's district call (mdDistrictBO/page) as mall-api does: by market, level, parent code and a word in the name. */
export function answerLevels(body: { region: string; districtLevel: number; parentDistrict?: string | null; districtName?: string }) {
  const data = LEVELS.filter(
    (row) =>
      row.region === body.region &&
      row.districtLevel === body.districtLevel &&
      row.parentDistrict === (body.parentDistrict ?? null) &&
      (!body.districtName || row.districtName.toLowerCase().includes(body.districtName.toLowerCase())),
  ).map(({ region: _region, ...level }) => level);
  return { data, total: data.length };
}

export const answerRegions = () => ({ data: REGIONS, total: REGIONS.length });
