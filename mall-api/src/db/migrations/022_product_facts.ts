/**
 * Issue 30 item 6: what a furniture page tells besides its price. Seat height and weight beside
 * the dimensions of 019; the country a shop ships from (its delivery estimate per market); a
 * pre-sale's deposit per unit (the balance is the sku's price less it); and the care of each
 * material in en, de and zh-CN (a sku's material is filed in 019's `materials`).
 */
interface Care {
  key: string;
  en: string;
  de: string;
  zh: string;
}

export const MATERIAL_CARE: Care[] = [
  {
    key: 'fabric',
    en: 'Vacuum with a soft brush now and then; blot spills at once with a damp cloth, never rub.',
    de: 'Ab und zu mit einer weichen Bürste absaugen; Flecken sofort mit einem feuchten Tuch abtupfen, nicht reiben.',
    zh: '定期用软毛刷吸尘；污渍请立即用湿布轻按吸干，切勿用力擦拭。',
  },
  {
    key: 'leather',
    en: 'Dust with a dry cloth; treat with leather balm twice a year and keep out of direct sunlight.',
    de: 'Mit einem trockenen Tuch abstauben; zweimal im Jahr mit Lederbalsam pflegen und vor direkter Sonne schützen.',
    zh: '用干布除尘；每年使用两次皮革护理膏，避免阳光直射。',
  },
  {
    key: 'velvet',
    en: 'Brush along the pile with a soft brush; steam out pressure marks; blot spills, never rub.',
    de: 'Mit einer weichen Bürste in Florrichtung bürsten; Druckstellen mit Dampf glätten; Flecken abtupfen, nicht reiben.',
    zh: '用软毛刷顺着绒毛方向梳理；压痕可用蒸汽熨平；污渍请轻按吸干，切勿擦拭。',
  },
  {
    key: 'oak',
    en: 'Wipe with a damp cloth and dry at once; use coasters; re-oil once a year.',
    de: 'Mit einem feuchten Tuch abwischen und sofort trocknen; Untersetzer verwenden; einmal im Jahr nachölen.',
    zh: '用湿布擦拭后立即擦干；请使用杯垫；每年重新上油一次。',
  },
  {
    key: 'walnut',
    en: 'Wipe with a damp cloth and dry at once; use coasters; re-oil once a year.',
    de: 'Mit einem feuchten Tuch abwischen und sofort trocknen; Untersetzer verwenden; einmal im Jahr nachölen.',
    zh: '用湿布擦拭后立即擦干；请使用杯垫；每年重新上油一次。',
  },
  {
    key: 'ash',
    en: 'Wipe with a damp cloth and dry at once; refresh white-oiled surfaces with white oil once a year.',
    de: 'Mit einem feuchten Tuch abwischen und sofort trocknen; weiß geölte Flächen einmal im Jahr mit Weißöl auffrischen.',
    zh: '用湿布擦拭后立即擦干；白油饰面每年用白色木蜡油保养一次。',
  },
  {
    key: 'teak',
    en: 'Brush off dirt; oil twice a year to keep its colour, or let it weather to silver grey.',
    de: 'Schmutz abbürsten; zweimal im Jahr ölen, um die Farbe zu erhalten, oder silbergrau verwittern lassen.',
    zh: '刷去污垢；每年上油两次可保持原色，也可任其自然褪为银灰色。',
  },
  {
    key: 'metal',
    en: 'Wipe with a soft, damp cloth; no abrasive cleaners.',
    de: 'Mit einem weichen, feuchten Tuch abwischen; keine Scheuermittel.',
    zh: '用柔软的湿布擦拭；请勿使用研磨性清洁剂。',
  },
  {
    key: 'rattan',
    en: 'Dust with a soft brush; wipe with a damp cloth and let it dry in the air.',
    de: 'Mit einer weichen Bürste abstauben; mit einem feuchten Tuch abwischen und an der Luft trocknen lassen.',
    zh: '用软毛刷除尘；用湿布擦拭后自然晾干。',
  },
  {
    key: 'glass',
    en: 'Clean with glass cleaner and a lint-free cloth.',
    de: 'Mit Glasreiniger und einem fusselfreien Tuch reinigen.',
    zh: '使用玻璃清洁剂和无绒布清洁。',
  },
  {
    key: 'wool',
    en: 'Vacuum without the beater bar; blot spills at once; have it cleaned professionally.',
    de: 'Ohne Bürstenwalze saugen; Flecken sofort abtupfen; professionell reinigen lassen.',
    zh: '吸尘时请关闭滚刷；污渍请立即吸干；建议专业清洗。',
  },
  {
    key: 'stone',
    en: 'Wipe with a damp cloth and mild soap; use coasters, as acids stain stone.',
    de: 'Mit einem feuchten Tuch und milder Seife abwischen; Untersetzer verwenden, Säuren hinterlassen Flecken.',
    zh: '用湿布和中性皂液擦拭；请使用杯垫，酸性物质会在石材上留下污渍。',
  },
  {
    key: 'lacquered-wood',
    en: 'Wipe with a soft, damp cloth; no solvents or abrasive cleaners.',
    de: 'Mit einem weichen, feuchten Tuch abwischen; keine Lösungsmittel oder Scheuermittel.',
    zh: '用柔软的湿布擦拭；请勿使用溶剂或研磨性清洁剂。',
  },
  {
    key: 'paper',
    en: 'Dust with a soft, dry brush; keep away from moisture.',
    de: 'Mit einer weichen, trockenen Bürste abstauben; vor Feuchtigkeit schützen.',
    zh: '用柔软的干刷除尘；请远离潮湿。',
  },
];

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

export const sql = /* sql */ `
alter table items
  add column seat_height_cm integer check (seat_height_cm > 0),
  add column weight_g integer check (weight_g > 0),
  add column presale_deposit_cents integer check (presale_deposit_cents > 0);
-- ISO alpha-2, as regions.region_short_name writes it (UK for the United Kingdom).
alter table shops add column country text;

create table material_care (
  material_key text primary key references materials(key),
  care_en text not null,
  care_de text not null,
  care_zh text not null
);
insert into material_care values
  ${MATERIAL_CARE.map((c) => `(${[c.key, c.en, c.de, c.zh].map(text).join(', ')})`).join(',\n  ')};
`;
