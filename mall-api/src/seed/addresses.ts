import type { MarketCode } from '@mall/shared/address/core';
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

/**
 * [street, postal code, city, province, district code (deepest known; null in the markets without a
 * district tree, whose form takes city and province as text), latitude, longitude]
 */
type Street = [string, string, string, string, string | null, number, number];

/** Every market the mall serves has streets (the type asks for all 13). */
const STREETS: Record<MarketCode, Street[]> = {
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
    ['Fuhlsbüttler Straße', '22305', 'Hamburg', 'Hamburg', '02000000-04', 53.5880, 10.0440],
    ['Dürener Straße', '50931', 'Köln', 'Nordrhein-Westfalen', '05315000-03', 50.9300, 6.9150],
    ['Schadowstraße', '40212', 'Düsseldorf', 'Nordrhein-Westfalen', '05111000-01', 51.2270, 6.7820],
    ['Westenhellweg', '44137', 'Dortmund', 'Nordrhein-Westfalen', '05913000-01', 51.5140, 7.4620],
    ['Karolinenstraße', '90402', 'Nürnberg', 'Bayern', '09564000-01', 49.4510, 11.0750],
    ['Fürther Straße', '90429', 'Nürnberg', 'Bayern', '09564000-02', 49.4530, 11.0550],
    ['Maximilianstraße', '86150', 'Augsburg', 'Bayern', '09761000-01', 48.3650, 10.8990],
    ['Wilhelmstraße', '65183', 'Wiesbaden', 'Hessen', '06414000-01', 50.0820, 8.2430],
    ['Prager Straße', '01069', 'Dresden', 'Sachsen', '14612000-01', 51.0460, 13.7360],
    ['Tolkewitzer Straße', '01277', 'Dresden', 'Sachsen', '14612000-05', 51.0420, 13.8000],
    ['Grimmaische Straße', '04109', 'Leipzig', 'Sachsen', '14713000-00', 51.3400, 12.3770],
    ['Karl-Heine-Straße', '04229', 'Leipzig', 'Sachsen', '14713000-06', 51.3330, 12.3380],
    ['Schwabstraße', '70197', 'Stuttgart', 'Baden-Württemberg', '08111000-05', 48.7700, 9.1600],
    ['Hauptstraße', '69117', 'Heidelberg', 'Baden-Württemberg', '08221000-01', 49.4110, 8.7050],
    ['Georgstraße', '30159', 'Hannover', 'Niedersachsen', '03241001-01', 52.3740, 9.7370],
    ['Lister Meile', '30161', 'Hannover', 'Niedersachsen', '03241001-05', 52.3850, 9.7470],
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
    ['Calle Mayor', '28801', 'Alcalá de Henares', 'Madrid', '28005-01', 40.4820, -3.3640],
    ['Calle Madrid', '28901', 'Getafe', 'Madrid', '28065-01', 40.3080, -3.7300],
    ['Carrer de Sants', '08014', 'Barcelona', 'Barcelona', '08019-03', 41.3750, 2.1330],
    ['Carrer Major', '08901', "L'Hospitalet de Llobregat", 'Barcelona', '08101-01', 41.3600, 2.0990],
    ['Carrer de la Força', '17004', 'Girona', 'Girona', '17079-01', 41.9870, 2.8260],
    ['Avenida Eduardo Dato', '41005', 'Sevilla', 'Sevilla', '41091-02', 37.3830, -5.9760],
    ['Carrer de Quart', '46001', 'València', 'Valencia', '46250-02', 39.4770, -0.3830],
  ],
  IT: [
    ['Via Montenapoleone', '20121', 'Milano', 'Milano', '015146-01', 45.4680, 9.1950],
    ['Corso Garibaldi', '20121', 'Milano', 'Milano', '015146-02', 45.4750, 9.1850],
    ['Via del Corso', '00186', 'Roma', 'Roma', '058091-01', 41.9010, 12.4810],
    ['Via della Lungaretta', '00153', 'Roma', 'Roma', '058091-02', 41.8890, 12.4700],
    ['Via de\' Tornabuoni', '50123', 'Firenze', 'Firenze', '048017-01', 43.7710, 11.2510],
    ['Alzaia Naviglio Grande', '20144', 'Milano', 'Milano', '015146-08', 45.4520, 9.1730],
    ['Viale Antonio Gramsci', '20099', 'Sesto San Giovanni', 'Milano', '015209-01', 45.5330, 9.2240],
    ['Via Gombito', '24129', 'Bergamo', 'Bergamo', '016024-01', 45.7040, 9.6630],
    ['Via XX Settembre', '24122', 'Bergamo', 'Bergamo', '016024-02', 45.6950, 9.6680],
    ['Via Cola di Rienzo', '00192', 'Roma', 'Roma', '058091-15', 41.9070, 12.4650],
    ['Via Maggio', '50125', 'Firenze', 'Firenze', '048017-03', 43.7660, 11.2480],
  ],
  FR: [
    ['Rue de Rivoli', '75001', 'Paris', 'Île-de-France', '75101', 48.8600, 2.3400],
    ['Rue Oberkampf', '75011', 'Paris', 'Île-de-France', '75111', 48.8650, 2.3770],
    ['Rue de la République', '69002', 'Lyon', 'Auvergne-Rhône-Alpes', '69381', 45.7620, 4.8360],
    ['Rue des Francs-Bourgeois', '75004', 'Paris', 'Île-de-France', '75104', 48.8570, 2.3600],
    ['Boulevard Jean Jaurès', '92100', 'Boulogne-Billancourt', 'Île-de-France', '92012', 48.8380, 2.2400],
    ['Avenue Pablo Picasso', '92000', 'Nanterre', 'Île-de-France', '92050', 48.8960, 2.2210],
    ['Cours Lafayette', '69003', 'Lyon', 'Auvergne-Rhône-Alpes', '69383', 45.7630, 4.8550],
    ['La Canebière', '13001', 'Marseille', "Provence-Alpes-Côte d'Azur", '13055', 43.2980, 5.3800],
    ['Rue de Rome', '13006', 'Marseille', "Provence-Alpes-Côte d'Azur", '13055', 43.2910, 5.3800],
  ],
  AT: [
    ['Mariahilfer Straße', '1060', 'Wien', 'Wien', '90601', 48.1970, 16.3460],
    ['Neubaugasse', '1070', 'Wien', 'Wien', '90701', 48.2010, 16.3490],
    ['Herrengasse', '8010', 'Graz', 'Steiermark', '60101-01', 47.0710, 15.4390],
    ['Kärntner Straße', '1010', 'Wien', 'Wien', '90101', 48.2050, 16.3710],
    ['Jakoministraße', '8010', 'Graz', 'Steiermark', '60101-06', 47.0640, 15.4440],
    ['Getreidegasse', '5020', 'Salzburg', 'Salzburg', '50101-01', 47.8000, 13.0430],
  ],
  NL: [
    ['Prinsengracht', '1016 GV', 'Amsterdam', 'Noord-Holland', 'WK036308', 52.3700, 4.8840],
    ['Witte de Withstraat', '3012 BR', 'Rotterdam', 'Zuid-Holland', 'WK059901', 51.9160, 4.4760],
    ['Kalverstraat', '1012 NX', 'Amsterdam', 'Noord-Holland', 'WK036300', 52.3700, 4.8910],
    ['Albert Cuypstraat', '1072 CT', 'Amsterdam', 'Noord-Holland', 'WK036305', 52.3560, 4.8950],
    ['Oudedijk', '3061 AD', 'Rotterdam', 'Zuid-Holland', 'WK059906', 51.9240, 4.5030],
    ['Lange Voorhout', '2514 ED', "'s-Gravenhage", 'Zuid-Holland', 'WK051801', 52.0830, 4.3120],
    ['Oudegracht', '3511 AP', 'Utrecht', 'Utrecht', 'WK034401', 52.0900, 5.1190],
  ],
  UK: [
    ['Oxford Street', 'W1D 1BS', 'London', 'Greater London', 'UK-LND-W', 51.5150, -0.1410],
    ['Deansgate', 'M3 4LQ', 'Manchester', 'Greater Manchester', 'UK-MAN-M', 53.4800, -2.2480],
    ['Princes Street', 'EH2 2ER', 'Edinburgh', 'City of Edinburgh', 'UK-EDH-EH', 55.9520, -3.1960],
    ['Regent Street', 'W1B 5AH', 'London', 'Greater London', 'UK-LND-W', 51.5120, -0.1400],
    ['Cheapside', 'EC2V 6DN', 'London', 'Greater London', 'UK-LND-EC', 51.5140, -0.0940],
    ["King's Road", 'SW3 4LY', 'London', 'Greater London', 'UK-LND-SW', 51.4870, -0.1690],
    ['Queen Street', 'CF10 2BH', 'Cardiff', 'Cardiff', 'UK-CRF-CF', 51.4820, -3.1740],
  ],
  // The markets below have no district tree: the form takes city and province as text there.
  PL: [
    ['Nowy Świat', '00-029', 'Warszawa', 'Mazowieckie', null, 52.2330, 21.0190],
    ['Marszałkowska', '00-624', 'Warszawa', 'Mazowieckie', null, 52.2190, 21.0160],
    ['Krakowskie Przedmieście', '00-071', 'Warszawa', 'Mazowieckie', null, 52.2420, 21.0150],
    ['Aleje Jerozolimskie', '00-697', 'Warszawa', 'Mazowieckie', null, 52.2280, 21.0030],
    ['Floriańska', '31-019', 'Kraków', 'Małopolskie', null, 50.0630, 19.9400],
    ['Grodzka', '31-006', 'Kraków', 'Małopolskie', null, 50.0570, 19.9380],
    ['Długa', '80-831', 'Gdańsk', 'Pomorskie', null, 54.3490, 18.6510],
  ],
  SE: [
    ['Drottninggatan', '111 51', 'Stockholm', 'Stockholms län', null, 59.3340, 18.0620],
    ['Götgatan', '118 46', 'Stockholm', 'Stockholms län', null, 59.3140, 18.0730],
    ['Strandvägen', '114 56', 'Stockholm', 'Stockholms län', null, 59.3330, 18.0880],
    ['Hornsgatan', '118 20', 'Stockholm', 'Stockholms län', null, 59.3170, 18.0550],
    ['Kungsportsavenyen', '411 36', 'Göteborg', 'Västra Götalands län', null, 57.6990, 11.9750],
    ['Linnégatan', '413 04', 'Göteborg', 'Västra Götalands län', null, 57.6970, 11.9520],
    ['Södergatan', '211 34', 'Malmö', 'Skåne län', null, 55.6040, 13.0010],
  ],
  PT: [
    ['Rua da Prata', '1100-420', 'Lisboa', 'Lisboa', null, 38.7110, -9.1370],
    ['Rua Augusta', '1100-053', 'Lisboa', 'Lisboa', null, 38.7100, -9.1380],
    ['Avenida da Liberdade', '1250-096', 'Lisboa', 'Lisboa', null, 38.7190, -9.1450],
    ['Rua Garrett', '1200-203', 'Lisboa', 'Lisboa', null, 38.7110, -9.1420],
    ['Rua de Santa Catarina', '4000-447', 'Porto', 'Porto', null, 41.1490, -8.6060],
    ['Avenida dos Aliados', '4000-064', 'Porto', 'Porto', null, 41.1480, -8.6110],
    // Madeira: suggested like any street, refused for shipping by the postal-code rule (9…).
    ['Avenida Arriaga', '9000-060', 'Funchal', 'Madeira', null, 32.6480, -16.9100],
  ],
  IE: [
    ['Grafton Street', 'D02 VX47', 'Dublin', 'County Dublin', null, 53.3410, -6.2600],
    ["O'Connell Street Upper", 'D01 F5P2', 'Dublin', 'County Dublin', null, 53.3520, -6.2610],
    ['Henry Street', 'D01 K8X4', 'Dublin', 'County Dublin', null, 53.3490, -6.2630],
    ['Patrick Street', 'T12 HX82', 'Cork', 'County Cork', null, 51.8990, -8.4730],
    ['Oliver Plunkett Street', 'T12 N2C9', 'Cork', 'County Cork', null, 51.8980, -8.4710],
    ['Shop Street', 'H91 T2FX', 'Galway', 'County Galway', null, 53.2730, -9.0520],
  ],
  BE: [
    ['Rue Neuve', '1000', 'Bruxelles', 'Région de Bruxelles-Capitale', null, 50.8530, 4.3560],
    ['Avenue Louise', '1050', 'Ixelles', 'Région de Bruxelles-Capitale', null, 50.8280, 4.3640],
    ['Meir', '2000', 'Antwerpen', 'Antwerpen', null, 51.2180, 4.4090],
    ['Kammenstraat', '2000', 'Antwerpen', 'Antwerpen', null, 51.2160, 4.3990],
    ['Veldstraat', '9000', 'Gent', 'Oost-Vlaanderen', null, 51.0510, 3.7220],
    ['Rue de la Cathédrale', '4000', 'Liège', 'Liège', null, 50.6410, 5.5720],
  ],
  LU: [
    ['Grand-Rue', '1660', 'Luxembourg', 'Luxembourg', null, 49.6110, 6.1290],
    ['Avenue de la Liberté', '1930', 'Luxembourg', 'Luxembourg', null, 49.6050, 6.1290],
    ['Boulevard Royal', '2449', 'Luxembourg', 'Luxembourg', null, 49.6120, 6.1260],
    ['Rue de Hollerich', '1740', 'Luxembourg', 'Luxembourg', null, 49.5990, 6.1200],
    ["Rue de l'Alzette", '4011', 'Esch-sur-Alzette', 'Esch-sur-Alzette', null, 49.4960, 5.9810],
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
    district_codes: district === null ? [] : chain(region, district),
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
