import type { AddressLevel, Region } from '@mall/shared/contract';

/** Markets and a small district tree for component tests (Germany 3 levels, Spain 4). */
export const REGIONS: Region[] = [
  { id: 2, regionName: 'Spain', regionShortName: 'ES', regionStatus: 'ENABLED', currency: 'EUR', locale: 'es-ES', dialCode: '+34', addressLevels: 4 },
  { id: 5, regionName: 'Germany', regionShortName: 'DE', regionStatus: 'ENABLED', currency: 'EUR', locale: 'de-DE', dialCode: '+49', addressLevels: 3 },
  { id: 13, regionName: 'United Kingdom', regionShortName: 'UK', regionStatus: 'ENABLED', currency: 'GBP', locale: 'en-GB', dialCode: '+44', addressLevels: 3 },
];

type Node = [code: string, name: string, children?: Node[]];

/** Germany 3 levels (Nürnberg has no districts: its branch ends at the city), Spain 4. */
const TREES: Record<number, Node[]> = {
  5: [
    ['DE-BY', 'Bayern', [
      ['09162000', 'München', [['09162000-03', 'Maxvorstadt'], ['09162000-04', 'Schwabing-West']]],
      ['09564000', 'Nürnberg'],
    ]],
    ['DE-BE', 'Berlin', [['11000000', 'Berlin', [['11000000-01', 'Mitte']]]]],
  ],
  2: [['ES-MD', 'Comunidad de Madrid', [['ES-M', 'Madrid', [['28079', 'Madrid', [['28079-07', 'Chamberí']]], ['28005', 'Alcalá de Henares', [['28005-01', 'Casco Histórico']]]]]]]],
};

type Row = AddressLevel & { regionId: number };
export const LEVELS: Row[] = [];
let nextId = 1;
function flatten(regionId: number, nodes: Node[], level: number, parentId: number | null) {
  for (const [code, name, children = []] of nodes) {
    const row: Row = { regionId, id: nextId++, code, name, level, parentId, hasChildren: children.length > 0 };
    LEVELS.push(row);
    flatten(regionId, children, level + 1, row.id);
  }
}
for (const [regionId, nodes] of Object.entries(TREES)) flatten(Number(regionId), nodes, 1, null);

export const levelId = (code: string) => LEVELS.find((row) => row.code === code)!.id;

/** Answers the address-level call as mall-api does: by market, level, parent and a keyword. */
export function answerLevels(body: { regionId: number; level: number; parentId?: number | null; keyword?: string }) {
  const data = LEVELS.filter(
    (row) =>
      row.regionId === body.regionId &&
      row.level === body.level &&
      row.parentId === (body.parentId ?? null) &&
      (!body.keyword || row.name.toLowerCase().includes(body.keyword.toLowerCase())),
  ).map(({ regionId: _regionId, ...level }) => level);
  return { data, total: data.length };
}

export const answerRegions = () => ({ data: REGIONS, total: REGIONS.length });
