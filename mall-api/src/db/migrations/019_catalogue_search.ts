/**
 * Issue 32, the catalogue: a category tree by room and type, the colours and materials shoppers
 * filter by, and what search reads. Names in en, de and zh-CN (`name_zh`); slugs make URL paths
 * (`/c/living-room/sofas/corner-sofas`, the category's `path`). Search runs on full-text search and
 * pg_trgm (trigram similarity for typos, substrings for Chinese) and fuzzystrmatch (edit distance),
 * all shipped with PostgreSQL (Debian's postgresql-contrib) and with PGlite's contrib.
 */
interface Named {
  key: string;
  en: string;
  de: string;
  zh: string;
}
interface CategoryRow extends Named {
  id: number;
  parent: number | null;
}

const C = (id: number, parent: number | null, key: string, en: string, de: string, zh: string): CategoryRow => ({ id, parent, key, en, de, zh });

/** The tree: rooms (and gift cards) at the top, types under them; ids are fixed so seeds can name them. */
export const CATEGORIES: CategoryRow[] = [
  C(1, null, 'living-room', 'Living room', 'Wohnzimmer', '客厅'),
  C(2, 1, 'sofas', 'Sofas', 'Sofas', '沙发'),
  C(3, 2, 'corner-sofas', 'Corner sofas', 'Ecksofas', '转角沙发'),
  C(4, 2, 'sofa-beds', 'Sofa beds', 'Schlafsofas', '沙发床'),
  C(5, 2, 'three-seater-sofas', '3-seater sofas', '3-Sitzer-Sofas', '三人沙发'),
  C(6, 1, 'armchairs', 'Armchairs', 'Sessel', '扶手椅'),
  C(7, 1, 'coffee-tables', 'Coffee tables', 'Couchtische', '茶几'),
  C(8, 1, 'tv-furniture', 'TV furniture', 'TV-Möbel', '电视柜'),
  C(9, 1, 'shelves', 'Shelves & bookcases', 'Regale & Bücherregale', '书架'),
  C(10, 1, 'footstools', 'Footstools & poufs', 'Hocker & Poufs', '脚凳'),
  C(20, null, 'bedroom', 'Bedroom', 'Schlafzimmer', '卧室'),
  C(21, 20, 'beds', 'Beds', 'Betten', '床'),
  C(22, 20, 'wardrobes', 'Wardrobes', 'Kleiderschränke', '衣柜'),
  C(23, 20, 'nightstands', 'Nightstands', 'Nachttische', '床头柜'),
  C(24, 20, 'chests-of-drawers', 'Chests of drawers', 'Kommoden', '斗柜'),
  C(30, null, 'dining-room', 'Dining room', 'Esszimmer', '餐厅'),
  C(31, 30, 'dining-tables', 'Dining tables', 'Esstische', '餐桌'),
  C(32, 30, 'dining-chairs', 'Dining chairs', 'Esszimmerstühle', '餐椅'),
  C(33, 30, 'bar-stools', 'Bar stools', 'Barhocker', '吧凳'),
  C(34, 30, 'sideboards', 'Sideboards', 'Sideboards', '餐边柜'),
  C(40, null, 'home-office', 'Home office', 'Arbeitszimmer', '家庭办公'),
  C(41, 40, 'desks', 'Desks', 'Schreibtische', '书桌'),
  C(42, 40, 'office-chairs', 'Office chairs', 'Bürostühle', '办公椅'),
  C(50, null, 'lighting', 'Lighting', 'Beleuchtung', '灯具'),
  C(51, 50, 'floor-lamps', 'Floor lamps', 'Stehleuchten', '落地灯'),
  C(52, 50, 'pendant-lamps', 'Pendant lamps', 'Pendelleuchten', '吊灯'),
  C(53, 50, 'desk-lamps', 'Desk lamps', 'Schreibtischleuchten', '台灯'),
  C(54, 50, 'wall-lamps', 'Wall lamps', 'Wandleuchten', '壁灯'),
  C(60, null, 'decoration', 'Decoration', 'Dekoration', '家居装饰'),
  C(61, 60, 'rugs', 'Rugs', 'Teppiche', '地毯'),
  C(62, 60, 'mirrors', 'Mirrors', 'Spiegel', '镜子'),
  C(70, null, 'garden', 'Garden', 'Garten', '花园'),
  C(71, 70, 'garden-furniture', 'Garden furniture', 'Gartenmöbel', '户外家具'),
  C(72, 70, 'firewood', 'Firewood', 'Brennholz', '木柴'),
  C(80, null, 'gift-cards', 'Gift cards', 'Geschenkkarten', '礼品卡'),
];

/** The colour families a sku is filed under (its own colour name stays on the sku). */
export const COLOURS: Named[] = [
  { key: 'white', en: 'White', de: 'Weiß', zh: '白色' },
  { key: 'grey', en: 'Grey', de: 'Grau', zh: '灰色' },
  { key: 'black', en: 'Black', de: 'Schwarz', zh: '黑色' },
  { key: 'beige', en: 'Beige', de: 'Beige', zh: '米色' },
  { key: 'brown', en: 'Brown', de: 'Braun', zh: '棕色' },
  { key: 'natural', en: 'Natural wood', de: 'Holz natur', zh: '原木色' },
  { key: 'blue', en: 'Blue', de: 'Blau', zh: '蓝色' },
  { key: 'green', en: 'Green', de: 'Grün', zh: '绿色' },
  { key: 'pink', en: 'Pink', de: 'Rosa', zh: '粉色' },
  { key: 'yellow', en: 'Yellow', de: 'Gelb', zh: '黄色' },
  { key: 'brass', en: 'Brass', de: 'Messing', zh: '黄铜色' },
];

export const MATERIALS: Named[] = [
  { key: 'fabric', en: 'Fabric', de: 'Stoff', zh: '布艺' },
  { key: 'leather', en: 'Leather', de: 'Leder', zh: '真皮' },
  { key: 'velvet', en: 'Velvet', de: 'Samt', zh: '丝绒' },
  { key: 'oak', en: 'Oak', de: 'Eiche', zh: '橡木' },
  { key: 'walnut', en: 'Walnut', de: 'Nussbaum', zh: '胡桃木' },
  { key: 'ash', en: 'Ash', de: 'Esche', zh: '白蜡木' },
  { key: 'teak', en: 'Teak', de: 'Teak', zh: '柚木' },
  { key: 'metal', en: 'Metal', de: 'Metall', zh: '金属' },
  { key: 'rattan', en: 'Rattan', de: 'Rattan', zh: '藤编' },
  { key: 'glass', en: 'Glass', de: 'Glas', zh: '玻璃' },
  { key: 'wool', en: 'Wool', de: 'Wolle', zh: '羊毛' },
  { key: 'stone', en: 'Stone', de: 'Stein', zh: '石材' },
  { key: 'lacquered-wood', en: 'Lacquered wood', de: 'Lackiertes Holz', zh: '烤漆木' },
  { key: 'paper', en: 'Paper', de: 'Papier', zh: '纸' },
];

/** Words shoppers use for what the catalogue names otherwise, each way (a query term finds its synonyms). */
export const SYNONYMS: Array<[string, string]> = [
  ['couch', 'sofa'],
  ['settee', 'sofa'],
  ['divan', 'sofa'],
  ['lamp', 'light'],
  ['lampe', 'leuchte'],
  ['cupboard', 'wardrobe'],
  ['closet', 'wardrobe'],
  ['dresser', 'drawers'],
  ['bookshelf', 'bookcase'],
  ['carpet', 'rug'],
  ['nightstand', 'bedside'],
  ['stuhl', 'sessel'],
  ['schrank', 'kleiderschrank'],
  ['长沙发', '沙发'],
  ['椅子', '椅'],
  ['桌子', '桌'],
];

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const values = (rows: string[][]) => rows.map((row) => `(${row.join(', ')})`).join(',\n  ');

export const sql = /* sql */ `
create extension if not exists pg_trgm;
create extension if not exists fuzzystrmatch;

create table categories (
  id integer primary key,
  parent_id integer references categories(id),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- the slugs from the root, joined by '/': what /c/<path> names
  path text not null unique,
  sort integer not null default 0,
  name_en text not null,
  name_de text not null,
  name_zh text not null,
  unique (parent_id, slug)
);
insert into categories (id, parent_id, slug, path, sort, name_en, name_de, name_zh) values
  ${values(
    CATEGORIES.map((c, index) => {
      const path: string[] = [];
      for (let at: CategoryRow | undefined = c; at; at = CATEGORIES.find((p) => p.id === at!.parent)) path.unshift(at.key);
      return [String(c.id), c.parent === null ? 'null' : String(c.parent), text(c.key), text(path.join('/')), String(index), text(c.en), text(c.de), text(c.zh)];
    }),
  )};

create table colours (key text primary key, sort integer not null, name_en text not null, name_de text not null, name_zh text not null);
insert into colours values
  ${values(COLOURS.map((c, i) => [text(c.key), String(i), text(c.en), text(c.de), text(c.zh)]))};
create table materials (key text primary key, sort integer not null, name_en text not null, name_de text not null, name_zh text not null);
insert into materials values
  ${values(MATERIALS.map((m, i) => [text(m.key), String(i), text(m.en), text(m.de), text(m.zh)]))};

create table search_synonyms (term text not null, synonym text not null, primary key (term, synonym));
insert into search_synonyms values
  ${values(SYNONYMS.flatMap(([a, b]) => [[text(a), text(b)], [text(b), text(a)]]))};

-- Names and descriptions per language (English stays in name/description); dimensions in cm.
alter table items
  add column category_id integer references categories(id),
  add column name_de text,
  add column name_zh text,
  add column description_de text,
  add column description_zh text,
  add column width_cm integer check (width_cm > 0),
  add column depth_cm integer check (depth_cm > 0),
  add column height_cm integer check (height_cm > 0);
create index items_category_idx on items(category_id);
alter table skus
  add column colour_key text references colours(key),
  add column material_key text references materials(key);

-- One search document per item, rebuilt by the catalogue's indexer (src/catalogue/searchIndex.ts)
-- whenever an item's texts or category change: the full-text vector (simple, English and German
-- lexemes, German compounds split) and the plain text in every language for trigram and substring matching.
create table search_documents (
  item_id integer primary key references items(id) on delete cascade,
  document tsvector not null,
  words text not null
);
create index search_documents_document_idx on search_documents using gin (document);
create index search_documents_words_idx on search_documents using gin (words gin_trgm_ops);

-- Every word of every document and category name: what a misspelt query word is corrected to and
-- what suggestions complete. letters: the word's letters sorted (a swap of two letters keeps them).
create table search_terms (
  term text primary key,
  letters text not null,
  documents integer not null
);
create index search_terms_trgm_idx on search_terms using gin (term gin_trgm_ops);
create index search_terms_letters_idx on search_terms(letters);
`;
