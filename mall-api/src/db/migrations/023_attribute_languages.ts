/**
 * Issue 30 item 7: a sku's attribute names and values (Colour: Light grey) in German and Chinese.
 * The shops write them in English; every answer carrying them is given in the request's language
 * (http/attributeWords.ts), English where a word has no translation (a size, "160–220 cm").
 * The colour families and materials of 019 are words of the same dictionary.
 */
const WORDS: Array<[en: string, de: string, zh: string]> = [
  // Attribute names.
  ['Colour', 'Farbe', '颜色'],
  ['Material', 'Material', '材质'],
  ['Frame', 'Gestell', '框架'],
  ['Finish', 'Oberfläche', '饰面'],
  ['Length', 'Länge', '长度'],
  ['Size', 'Größe', '尺寸'],
  ['Width', 'Breite', '宽度'],
  ['Doors', 'Türen', '门数'],
  ['Diameter', 'Durchmesser', '直径'],
  ['Drawers', 'Schubladen', '抽屉数'],
  ['Top', 'Platte', '台面'],
  ['Glass', 'Glas', '玻璃'],
  ['Value', 'Wert', '面值'],
  // Values the shops use besides 019's colour families and materials.
  ['Light grey', 'Hellgrau', '浅灰色'],
  ['Dark blue', 'Dunkelblau', '深蓝色'],
  ['Cognac', 'Cognac', '干邑棕'],
  ['Oatmeal', 'Haferbeige', '燕麦色'],
  ['Forest green', 'Waldgrün', '森林绿'],
  ['Terracotta', 'Terrakotta', '赤陶色'],
  ['Natural', 'Natur', '原色'],
  ['Sand', 'Sand', '沙色'],
  ['Bouclé', 'Bouclé', '圈圈绒'],
  ['Olive', 'Oliv', '橄榄绿'],
  ['Dusty rose', 'Altrosa', '灰粉色'],
  ['Travertine', 'Travertin', '洞石'],
  ['Opal', 'Opal', '乳白'],
  ['Smoked', 'Rauchglas', '烟灰'],
  ['Amber', 'Bernstein', '琥珀色'],
  ['Sage', 'Salbei', '鼠尾草绿'],
];

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

export const sql = /* sql */ `
create table attribute_words (en text primary key, de text not null, zh text not null);
insert into attribute_words values
  ${WORDS.map((w) => `(${w.map(text).join(', ')})`).join(',\n  ')};
insert into attribute_words select name_en, name_de, name_zh from colours on conflict (en) do nothing;
insert into attribute_words select name_en, name_de, name_zh from materials on conflict (en) do nothing;
`;
