import type { Queryable } from '../db/db';
import { insertRows } from './insert';

/**
 * The 13 markets. Germany is id 5: the spec sorts region 5 first. vat_rate is the standard rate
 * in percent (prices include it).
 */
export const REGIONS = [
  { id: 1, region_name: 'France', region_short_name: 'FR', currency: 'EUR', locale: 'fr-FR', dial_code: '+33', address_levels: 3, vat_rate: 20 },
  { id: 2, region_name: 'Spain', region_short_name: 'ES', currency: 'EUR', locale: 'es-ES', dial_code: '+34', address_levels: 4, vat_rate: 21 },
  { id: 3, region_name: 'Italy', region_short_name: 'IT', currency: 'EUR', locale: 'it-IT', dial_code: '+39', address_levels: 4, vat_rate: 22 },
  { id: 4, region_name: 'Netherlands', region_short_name: 'NL', currency: 'EUR', locale: 'nl-NL', dial_code: '+31', address_levels: 3, vat_rate: 21 },
  { id: 5, region_name: 'Germany', region_short_name: 'DE', currency: 'EUR', locale: 'de-DE', dial_code: '+49', address_levels: 3, vat_rate: 19 },
  { id: 6, region_name: 'Poland', region_short_name: 'PL', currency: 'PLN', locale: 'pl-PL', dial_code: '+48', address_levels: 3, vat_rate: 23 },
  { id: 7, region_name: 'Sweden', region_short_name: 'SE', currency: 'SEK', locale: 'sv-SE', dial_code: '+46', address_levels: 3, vat_rate: 25 },
  { id: 8, region_name: 'Portugal', region_short_name: 'PT', currency: 'EUR', locale: 'pt-PT', dial_code: '+351', address_levels: 3, vat_rate: 23 },
  { id: 9, region_name: 'Ireland', region_short_name: 'IE', currency: 'EUR', locale: 'en-IE', dial_code: '+353', address_levels: 3, vat_rate: 23 },
  { id: 10, region_name: 'Austria', region_short_name: 'AT', currency: 'EUR', locale: 'de-AT', dial_code: '+43', address_levels: 3, vat_rate: 20 },
  { id: 11, region_name: 'Belgium', region_short_name: 'BE', currency: 'EUR', locale: 'nl-BE', dial_code: '+32', address_levels: 3, vat_rate: 21 },
  { id: 12, region_name: 'Luxembourg', region_short_name: 'LU', currency: 'EUR', locale: 'fr-LU', dial_code: '+352', address_levels: 3, vat_rate: 17 },
  { id: 13, region_name: 'United Kingdom', region_short_name: 'UK', currency: 'GBP', locale: 'en-GB', dial_code: '+44', address_levels: 3, vat_rate: 20 },
];

/** [code, name, alias?, children]: small real trees, 3 levels deep, 4 for Spain and Italy (address_levels). */
type Node = [string, string, string | null, Node[]?];

/** Germany: Bundesland → city (Gemeindeschlüssel) → Stadtbezirk. */
const DE: Node[] = [
  ['DE-BE', 'Berlin', null, [
    ['11000000', 'Berlin', null, [
      ['11000000-01', 'Mitte', null], ['11000000-02', 'Friedrichshain-Kreuzberg', null],
      ['11000000-03', 'Pankow', null], ['11000000-04', 'Charlottenburg-Wilmersdorf', null],
    ]],
  ]],
  ['DE-BY', 'Bayern', 'Bavaria', [
    ['09162000', 'München', 'Munich', [
      ['09162000-01', 'Altstadt-Lehel', null], ['09162000-03', 'Maxvorstadt', null],
      ['09162000-04', 'Schwabing-West', null], ['09162000-06', 'Sendling', null],
    ]],
    ['09564000', 'Nürnberg', 'Nuremberg', [['09564000-01', 'Altstadt', null], ['09564000-02', 'Gostenhof', null]]],
    ['09761000', 'Augsburg', null, [['09761000-01', 'Innenstadt', null]]],
  ]],
  ['DE-HH', 'Hamburg', null, [
    ['02000000', 'Hamburg', null, [['02000000-02', 'Altona', null], ['02000000-03', 'Eimsbüttel', null], ['02000000-04', 'Hamburg-Nord', null]]],
  ]],
  ['DE-HE', 'Hessen', 'Hesse', [
    ['06412000', 'Frankfurt am Main', null, [['06412000-01', 'Innenstadt', null], ['06412000-05', 'Sachsenhausen', null], ['06412000-10', 'Bornheim', null]]],
    ['06414000', 'Wiesbaden', null, [['06414000-01', 'Mitte', null]]],
  ]],
  ['DE-SN', 'Sachsen', 'Saxony', [
    ['14612000', 'Dresden', null, [['14612000-01', 'Altstadt', null], ['14612000-02', 'Neustadt', null], ['14612000-05', 'Blasewitz', null]]],
    ['14713000', 'Leipzig', null, [['14713000-00', 'Mitte', null], ['14713000-06', 'Südwest', null]]],
  ]],
  ['DE-BW', 'Baden-Württemberg', null, [
    ['08111000', 'Stuttgart', null, [['08111000-01', 'Stuttgart-Mitte', null], ['08111000-05', 'Stuttgart-West', null]]],
    ['08221000', 'Heidelberg', null, [['08221000-01', 'Altstadt', null]]],
  ]],
  ['DE-NI', 'Niedersachsen', 'Lower Saxony', [
    ['03241001', 'Hannover', 'Hanover', [['03241001-01', 'Mitte', null], ['03241001-05', 'List', null]]],
  ]],
  ['DE-NW', 'Nordrhein-Westfalen', 'North Rhine-Westphalia', [
    ['05315000', 'Köln', 'Cologne', [['05315000-01', 'Innenstadt', null], ['05315000-03', 'Lindenthal', null], ['05315000-04', 'Ehrenfeld', null]]],
    ['05111000', 'Düsseldorf', null, [['05111000-01', 'Stadtbezirk 1', null]]],
    ['05913000', 'Dortmund', null, [['05913000-01', 'Innenstadt-West', null]]],
  ]],
];

/** Spain: comunidad autónoma → provincia → municipio (INE code) → barrio. */
const ES: Node[] = [
  ['ES-MD', 'Comunidad de Madrid', null, [
    ['ES-M', 'Madrid', null, [
      ['28079', 'Madrid', null, [
        ['28079-01', 'Centro', null], ['28079-04', 'Salamanca', null], ['28079-07', 'Chamberí', null], ['28079-03', 'Retiro', null],
      ]],
      ['28005', 'Alcalá de Henares', null, [['28005-01', 'Casco Histórico', null]]],
      ['28065', 'Getafe', null, [['28065-01', 'Centro', null]]],
    ]],
  ]],
  ['ES-CT', 'Cataluña', 'Catalunya', [
    ['ES-B', 'Barcelona', null, [
      ['08019', 'Barcelona', null, [
        ['08019-01', 'Ciutat Vella', null], ['08019-02', 'Eixample', null], ['08019-03', 'Sants-Montjuïc', null], ['08019-06', 'Gràcia', null],
      ]],
      ['08101', "L'Hospitalet de Llobregat", null, [['08101-01', 'Centre', null]]],
    ]],
    ['ES-GI', 'Girona', null, [['17079', 'Girona', null, [['17079-01', 'Barri Vell', null]]]]],
  ]],
  ['ES-IB', 'Illes Balears', 'Islas Baleares', [
    ['ES-PM', 'Illes Balears', 'Islas Baleares', [['07040', 'Palma', 'Palma de Mallorca', [['07040-01', 'Centre', 'Centro'], ['07040-02', 'Llevant', null]]]]],
  ]],
  ['ES-AN', 'Andalucía', null, [
    ['ES-SE', 'Sevilla', null, [['41091', 'Sevilla', null, [['41091-01', 'Triana', null], ['41091-02', 'Nervión', null]]]]],
  ]],
  ['ES-VC', 'Comunitat Valenciana', 'Comunidad Valenciana', [
    ['ES-V', 'Valencia', 'València', [['46250', 'València', 'Valencia', [['46250-01', 'Ruzafa', 'Russafa'], ['46250-02', 'El Carmen', 'El Carme']]]]],
  ]],
];

/** Italy: regione → provincia → comune (ISTAT code) → quartiere. */
const IT: Node[] = [
  ['IT-25', 'Lombardia', 'Lombardy', [
    ['IT-MI', 'Milano', 'Milan', [
      ['015146', 'Milano', 'Milan', [['015146-01', 'Centro Storico', null], ['015146-02', 'Brera', null], ['015146-08', 'Navigli', null]]],
      ['015209', 'Sesto San Giovanni', null, [['015209-01', 'Centro', null]]],
    ]],
    ['IT-BG', 'Bergamo', null, [['016024', 'Bergamo', null, [['016024-01', 'Città Alta', null], ['016024-02', 'Città Bassa', null]]]]],
  ]],
  ['IT-62', 'Lazio', null, [
    ['IT-RM', 'Roma', 'Rome', [['058091', 'Roma', 'Rome', [['058091-01', 'Centro Storico', null], ['058091-02', 'Trastevere', null], ['058091-15', 'Prati', null]]]]],
  ]],
  ['IT-52', 'Toscana', 'Tuscany', [
    ['IT-FI', 'Firenze', 'Florence', [['048017', 'Firenze', 'Florence', [['048017-01', 'Centro Storico', null], ['048017-03', 'Oltrarno', null]]]]],
  ]],
];

/** France: région → département → commune. */
const FR: Node[] = [
  ['FR-IDF', 'Île-de-France', null, [
    ['FR-75', 'Paris', null, [['75101', 'Paris 1er Arrondissement', null], ['75104', 'Paris 4e Arrondissement', null], ['75111', 'Paris 11e Arrondissement', null]]],
    ['FR-92', 'Hauts-de-Seine', null, [['92012', 'Boulogne-Billancourt', null], ['92050', 'Nanterre', null]]],
  ]],
  ['FR-ARA', 'Auvergne-Rhône-Alpes', null, [['FR-69', 'Rhône', null, [['69381', 'Lyon 1er Arrondissement', null], ['69383', 'Lyon 3e Arrondissement', null]]]]],
  ['FR-PAC', "Provence-Alpes-Côte d'Azur", null, [['FR-13', 'Bouches-du-Rhône', null, [['13055', 'Marseille', null]]]]],
];

/** Austria: Bundesland → Stadt/Bezirk → Gemeindebezirk. */
const AT: Node[] = [
  ['AT-9', 'Wien', 'Vienna', [
    ['90001', 'Wien', 'Vienna', [['90101', 'Innere Stadt', null], ['90601', 'Mariahilf', null], ['90701', 'Neubau', null]]],
  ]],
  ['AT-6', 'Steiermark', 'Styria', [['60101', 'Graz', null, [['60101-01', 'Innere Stadt', null], ['60101-06', 'Jakomini', null]]]]],
  ['AT-5', 'Salzburg', null, [['50101', 'Salzburg', null, [['50101-01', 'Altstadt', null]]]]],
];

/** Netherlands: provincie → gemeente → wijk. */
const NL: Node[] = [
  ['NL-NH', 'Noord-Holland', 'North Holland', [['GM0363', 'Amsterdam', null, [['WK036300', 'Centrum', null], ['WK036305', 'De Pijp', null], ['WK036308', 'Jordaan', null]]]]],
  ['NL-ZH', 'Zuid-Holland', 'South Holland', [
    ['GM0599', 'Rotterdam', null, [['WK059901', 'Centrum', null], ['WK059906', 'Kralingen', null]]],
    ['GM0518', "'s-Gravenhage", 'Den Haag', [['WK051801', 'Centrum', null]]],
  ]],
  ['NL-UT', 'Utrecht', null, [['GM0344', 'Utrecht', null, [['WK034401', 'Binnenstad', null]]]]],
];

/** United Kingdom: nation → county or area → post town. */
const UK: Node[] = [
  ['UK-ENG', 'England', null, [
    ['UK-LND', 'Greater London', null, [['UK-LND-W', 'London W', null], ['UK-LND-EC', 'London EC', null], ['UK-LND-SW', 'London SW', null]]],
    ['UK-MAN', 'Greater Manchester', null, [['UK-MAN-M', 'Manchester', null]]],
  ]],
  ['UK-SCT', 'Scotland', null, [['UK-EDH', 'City of Edinburgh', null, [['UK-EDH-EH', 'Edinburgh', null]]]]],
  ['UK-WLS', 'Wales', null, [['UK-CRF', 'Cardiff', null, [['UK-CRF-CF', 'Cardiff', null]]]]],
];

function flatten(region: string, nodes: Node[], level = 1, parent: string | null = null): Record<string, unknown>[] {
  return nodes.flatMap(([code, name, alias, children]) => [
    { region_short_name: region, district_code: code, district_name: name, district_alias: alias, district_level: level, parent_code: parent },
    ...flatten(region, children ?? [], level + 1, code),
  ]);
}

export const DISTRICTS = [
  ...flatten('DE', DE),
  ...flatten('ES', ES),
  ...flatten('IT', IT),
  ...flatten('FR', FR),
  ...flatten('AT', AT),
  ...flatten('NL', NL),
  ...flatten('UK', UK),
];

export async function seedMarkets(tx: Queryable): Promise<void> {
  await insertRows(tx, 'regions', REGIONS);
  await insertRows(tx, 'districts', DISTRICTS);
}
