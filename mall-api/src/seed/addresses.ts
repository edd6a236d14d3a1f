import type { Queryable } from '../db/db';
import type { SeedClock } from './clock';
import { insertRows, moveSequencesPast } from './insert';
import { DISTRICTS } from './markets';

/** The picker's codes from the top level down to this district. */
function chain(region: string, code: string): string[] {
  const codes: string[] = [];
  let current: string | null = code;
  while (current) {
    const district = DISTRICTS.find((d) => d.region_short_name === region && d.district_code === current);
    if (!district) throw new Error(`seed: no district ${region}/${current}`);
    codes.unshift(current);
    current = district.parent_code as string | null;
  }
  return codes;
}

/** [street, postal code, city, province, district code (deepest known), latitude, longitude] */
type Street = [string, string, string, string, string, number, number];

const STREETS: Record<string, Street[]> = {
  DE: [
    ['Schönhauser Allee', '10435', 'Berlin', 'Berlin', '11000000-03', 52.5388, 13.4124],
    ['Kastanienallee', '10435', 'Berlin', 'Berlin', '11000000-03', 52.5381, 13.4093],
    ['Torstraße', '10119', 'Berlin', 'Berlin', '11000000-01', 52.5292, 13.4015],
    ['Friedrichstraße', '10117', 'Berlin', 'Berlin', '11000000-01', 52.5163, 13.3889],
    ['Unter den Linden', '10117', 'Berlin', 'Berlin', '11000000-01', 52.5170, 13.3888],
    ['Karl-Marx-Allee', '10243', 'Berlin', 'Berlin', '11000000-02', 52.5177, 13.4334],
    ['Oranienstraße', '10999', 'Berlin', 'Berlin', '11000000-02', 52.5016, 13.4195],
    ['Bergmannstraße', '10961', 'Berlin', 'Berlin', '11000000-02', 52.4895, 13.3925],
    ['Kurfürstendamm', '10719', 'Berlin', 'Berlin', '11000000-04', 52.5024, 13.3276],
    ['Schloßstraße', '14059', 'Berlin', 'Berlin', '11000000-04', 52.5165, 13.2960],
    ['Leopoldstraße', '80802', 'München', 'Bayern', '09162000-04', 48.1610, 11.5858],
    ['Maximilianstraße', '80539', 'München', 'Bayern', '09162000-01', 48.1390, 11.5830],
    ['Sendlinger Straße', '80331', 'München', 'Bayern', '09162000-01', 48.1351, 11.5700],
    ['Theresienstraße', '80333', 'München', 'Bayern', '09162000-03', 48.1500, 11.5700],
    ['Plinganserstraße', '81369', 'München', 'Bayern', '09162000-06', 48.1180, 11.5430],
    ['Große Bergstraße', '22767', 'Hamburg', 'Hamburg', '02000000-02', 53.5500, 9.9370],
    ['Osterstraße', '20259', 'Hamburg', 'Hamburg', '02000000-03', 53.5760, 9.9520],
    ['Hohe Straße', '50667', 'Köln', 'Nordrhein-Westfalen', '05315000-01', 50.9370, 6.9560],
    ['Venloer Straße', '50823', 'Köln', 'Nordrhein-Westfalen', '05315000-04', 50.9490, 6.9230],
    ['Zeil', '60313', 'Frankfurt am Main', 'Hessen', '06412000-01', 50.1145, 8.6830],
    ['Berger Straße', '60316', 'Frankfurt am Main', 'Hessen', '06412000-10', 50.1230, 8.6980],
    ['Schweizer Straße', '60594', 'Frankfurt am Main', 'Hessen', '06412000-05', 50.1000, 8.6780],
    ['Königsbrücker Straße', '01099', 'Dresden', 'Sachsen', '14612000-02', 51.0700, 13.7520],
    ['Königstraße', '70173', 'Stuttgart', 'Baden-Württemberg', '08111000-01', 48.7770, 9.1780],
  ],
  ES: [
    ['Calle de Alcalá', '28009', 'Madrid', 'Madrid', '28079-04', 40.4214, -3.6790],
    ['Calle de Serrano', '28001', 'Madrid', 'Madrid', '28079-04', 40.4290, -3.6870],
    ['Gran Vía', '28013', 'Madrid', 'Madrid', '28079-01', 40.4200, -3.7050],
    ['Calle Mayor', '28013', 'Madrid', 'Madrid', '28079-01', 40.4155, -3.7080],
    ['Calle de Fuencarral', '28004', 'Madrid', 'Madrid', '28079-01', 40.4260, -3.7010],
    ['Calle de Santa Engracia', '28010', 'Madrid', 'Madrid', '28079-07', 40.4350, -3.6990],
    ['Calle de O\'Donnell', '28009', 'Madrid', 'Madrid', '28079-03', 40.4220, -3.6760],
    ['Passeig de Gràcia', '08007', 'Barcelona', 'Barcelona', '08019-02', 41.3930, 2.1640],
    ['Carrer de Provença', '08029', 'Barcelona', 'Barcelona', '08019-02', 41.3890, 2.1460],
    ['Carrer Gran de Gràcia', '08012', 'Barcelona', 'Barcelona', '08019-06', 41.4010, 2.1530],
    ['La Rambla', '08002', 'Barcelona', 'Barcelona', '08019-01', 41.3810, 2.1730],
    ['Calle Betis', '41010', 'Sevilla', 'Sevilla', '41091-01', 37.3850, -6.0010],
    ['Carrer de Sueca', '46006', 'València', 'Valencia', '46250-01', 39.4600, -0.3750],
    // Mallorca: suggested like any street, refused for shipping by the postal-code rule (07…).
    ['Passeig del Born', '07012', 'Palma', 'Illes Balears', '07040-01', 39.5700, 2.6470],
  ],
  IT: [
    ['Via Montenapoleone', '20121', 'Milano', 'Milano', '015146-01', 45.4680, 9.1950],
    ['Corso Garibaldi', '20121', 'Milano', 'Milano', '015146-02', 45.4750, 9.1850],
    ['Via del Corso', '00186', 'Roma', 'Roma', '058091-01', 41.9010, 12.4810],
    ['Via della Lungaretta', '00153', 'Roma', 'Roma', '058091-02', 41.8890, 12.4700],
    ['Via de\' Tornabuoni', '50123', 'Firenze', 'Firenze', '048017-01', 43.7710, 11.2510],
  ],
  FR: [
    ['Rue de Rivoli', '75001', 'Paris', 'Île-de-France', '75101', 48.8600, 2.3400],
    ['Rue Oberkampf', '75011', 'Paris', 'Île-de-France', '75111', 48.8650, 2.3770],
    ['Rue de la République', '69002', 'Lyon', 'Auvergne-Rhône-Alpes', '69381', 45.7620, 4.8360],
  ],
  AT: [
    ['Mariahilfer Straße', '1060', 'Wien', 'Wien', '90601', 48.1970, 16.3460],
    ['Neubaugasse', '1070', 'Wien', 'Wien', '90701', 48.2010, 16.3490],
    ['Herrengasse', '8010', 'Graz', 'Steiermark', '60101-01', 47.0710, 15.4390],
  ],
  NL: [
    ['Prinsengracht', '1016 GV', 'Amsterdam', 'Noord-Holland', 'WK036308', 52.3700, 4.8840],
    ['Witte de Withstraat', '3012 BR', 'Rotterdam', 'Zuid-Holland', 'WK059901', 51.9160, 4.4760],
  ],
  UK: [
    ['Oxford Street', 'W1D 1BS', 'London', 'Greater London', 'UK-LND-W', 51.5150, -0.1410],
    ['Deansgate', 'M3 4LQ', 'Manchester', 'Greater Manchester', 'UK-MAN-M', 53.4800, -2.2480],
    ['Princes Street', 'EH2 2ER', 'Edinburgh', 'City of Edinburgh', 'UK-EDH-EH', 55.9520, -3.1960],
  ],
};

export const SEEDED_STREETS = Object.entries(STREETS).flatMap(([region, streets]) =>
  streets.map(([poi_name, postal_code, city, province, district, latitude, longitude], i) => ({
    place_id: `seed-${region}-${String(i + 1).padStart(3, '0')}`,
    region_short_name: region,
    poi_name,
    postal_code,
    city,
    province,
    district_codes: chain(region, district),
    latitude,
    longitude,
  })),
);

/** Anna (buyer@demo.mall) keeps one default shipping and one default billing address; Ben none. */
const ANNA = {
  user_id: 1,
  call_suffix: 'MRS',
  gender: 'FEMALE',
  first_name: 'Anna',
  last_name: 'Becker',
  person_phone: '30 12345678',
  area_code: '+49',
  area_code_id: 1,
  email: 'buyer@demo.mall',
  poi_name: 'Schönhauser Allee',
  house_no: '36',
  postal_code: '10435',
  city: 'Berlin',
  province: 'Berlin',
  region_id: 5,
  district_list: chain('DE', '11000000-03').map((code, i) => ({
    districtCode: code,
    districtName: DISTRICTS.find((d) => d.region_short_name === 'DE' && d.district_code === code)!.district_name,
    districtLevel: i + 1,
  })),
  address_latitude: 52.5388,
  address_longitude: 13.4124,
  hear_from: 'A friend recommended the shop',
  is_default: true,
};

export async function seedAddresses(tx: Queryable, clock: SeedClock): Promise<void> {
  await insertRows(tx, 'streets', SEEDED_STREETS);
  const at = clock.daysAgoThisYear(40);
  await insertRows(tx, 'addresses', [
    { ...ANNA, id: 1, address_type: 'SHIPPING', company: null, detail_address: '3rd floor, left', tax_code: null, created_at: at, updated_at: at },
    { ...ANNA, id: 2, address_type: 'BILLING', company: null, detail_address: '3rd floor, left', tax_code: null, created_at: at, updated_at: at },
  ]);
  await moveSequencesPast(tx, ['addresses', 'streets'], 100_000);
}
