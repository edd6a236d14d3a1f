import type { Queryable } from '../db/db';
import { ACCOUNTS } from './accounts';
import { reindexCatalogue } from '../catalogue/searchIndex';
import { FILING } from './catalogueFiling';
import { RANGE } from './catalogueRange';
import { insertRows } from './insert';
import { itemModel, productPictures, type ProductPictures } from './productPictures';

export const SHOPS = [
  // Legal names, addresses and VAT numbers are what invoices print (example numbers, valid in form);
  // site_address is where pick-up orders are collected (order detail: Collect at the shop).
  { id: 1, site_name: 'Nordhaus Living', seller_id: ACCOUNTS.merchantSeller.id, shop_type: 'MERCHANT', self_management: false,
    legal_name: 'Nordhaus Living GmbH', legal_address: 'Lagerstraße 12\n10115 Berlin\nDeutschland', vat_number: 'DE301234567',
    site_address: 'Nordhaus Living Showroom\nLagerstraße 12, Hof 2\n10115 Berlin' },
  { id: 2, site_name: 'Casa Serena', seller_id: ACCOUNTS.sellerCasa.id, shop_type: 'MERCHANT', self_management: false,
    legal_name: 'Casa Serena S.L.', legal_address: 'Carrer de la Indústria 45\n08025 Barcelona\nEspaña', vat_number: 'ESB12345678',
    site_address: 'Casa Serena Botiga\nCarrer de la Indústria 45\n08025 Barcelona' },
  { id: 3, site_name: 'Atelier Lumière', seller_id: ACCOUNTS.sellerAtelier.id, shop_type: 'MERCHANT', self_management: false,
    legal_name: 'Atelier Lumière SARL', legal_address: '18 rue des Entrepôts\n69007 Lyon\nFrance', vat_number: 'FR40123456789',
    site_address: 'Atelier Lumière, retrait des commandes\n18 rue des Entrepôts\n69007 Lyon' },
  { id: 4, site_name: 'Furniture Mall Essentials', seller_id: ACCOUNTS.sellerEssentials.id, shop_type: 'SELF', self_management: true,
    legal_name: 'Furniture Mall Europe GmbH', legal_address: 'Mall Logistics Centre, Tor 7\n04159 Leipzig\nDeutschland', vat_number: 'DE312345678',
    site_address: 'Abholstation, Tor 7\nMall Logistics Centre\n04159 Leipzig' },
  // Issue 32: the shops of the generated range (seed/catalogueRange.ts).
  { id: 5, site_name: 'Forma Milano', seller_id: ACCOUNTS.sellerForma.id, shop_type: 'MERCHANT', self_management: false,
    legal_name: 'Forma Milano S.r.l.', legal_address: 'Via Tortona 31\n20144 Milano\nItalia', vat_number: 'IT01234567897',
    site_address: 'Forma Milano Showroom\nVia Tortona 31\n20144 Milano' },
  { id: 6, site_name: 'Holzhaus Wien', seller_id: ACCOUNTS.sellerHolzhaus.id, shop_type: 'MERCHANT', self_management: false,
    legal_name: 'Holzhaus Wien GmbH', legal_address: 'Gumpendorfer Straße 88\n1060 Wien\nÖsterreich', vat_number: 'ATU12345678',
    site_address: 'Holzhaus Wien Schauraum\nGumpendorfer Straße 88\n1060 Wien' },
  { id: 7, site_name: 'Studio Delft', seller_id: ACCOUNTS.sellerDelft.id, shop_type: 'MERCHANT', self_management: false,
    legal_name: 'Studio Delft B.V.', legal_address: 'Oude Delft 120\n2611 CG Delft\nNederland', vat_number: 'NL123456789B01',
    site_address: 'Studio Delft Afhaalpunt\nOude Delft 120\n2611 CG Delft' },
  { id: 8, site_name: 'Nordlys Design', seller_id: ACCOUNTS.sellerNordlys.id, shop_type: 'MERCHANT', self_management: false,
    legal_name: 'Nordlys Design ApS', legal_address: 'Vesterbrogade 41\n1620 København V\nDanmark', vat_number: 'DK12345678',
    site_address: 'Nordlys Design Showroom\nVesterbrogade 41\n1620 København V' },
  { id: 9, site_name: 'Oficina Lisboa', seller_id: ACCOUNTS.sellerLisboa.id, shop_type: 'MERCHANT', self_management: false,
    legal_name: 'Oficina Lisboa Lda.', legal_address: 'Rua da Prata 210\n1100-420 Lisboa\nPortugal', vat_number: 'PT123456789',
    site_address: 'Oficina Lisboa Loja\nRua da Prata 210\n1100-420 Lisboa' },
] as const;

export interface SeedSku {
  name: string;
  colour: string;
  /** euros */
  price: number;
  original?: number;
  stock?: number;
  attributes: Record<string, string>;
}

export interface SeedItem {
  id: number;
  shop: 1 | 2 | 3 | 4;
  name: string;
  shortName?: string;
  kind: string;
  leadDays: number;
  description: string;
  advertise?: string;
  skus: SeedSku[];
  /** sold by weight: its unit, the quantity's step and its minimum (a multiple of the step) (issue 15) */
  byWeight?: { unitName: string; adjustStep: number; minQty: number };
}

/** Sku ids are item id × 10 + position (1, 2, 3), so every seeded reference is readable. */
export const skuId = (itemId: number, position: number) => itemId * 10 + position;

export const ITEMS: SeedItem[] = [
  {
    id: 101, shop: 1, name: 'Oslo 3-seater sofa', shortName: 'Oslo sofa', kind: 'sofa', leadDays: 28,
    description: 'A deep, low three-seater with feather-wrapped cushions and solid oak legs. Removable covers, washable at 40 °C.',
    advertise: 'Free delivery to your room of choice',
    skus: [
      { name: 'Light grey fabric', colour: '#b8bcc2', price: 899, original: 1099, stock: 12, attributes: { Colour: 'Light grey', Material: 'Fabric' } },
      { name: 'Dark blue fabric', colour: '#2f3e5c', price: 899, stock: 7, attributes: { Colour: 'Dark blue', Material: 'Fabric' } },
      { name: 'Cognac leather', colour: '#9a5a2c', price: 1499, stock: 3, attributes: { Colour: 'Cognac', Material: 'Leather' } },
    ],
  },
  {
    id: 102, shop: 1, name: 'Fjord armchair', kind: 'armchair', leadDays: 14,
    description: 'A compact armchair with a bent-oak frame and a high back that supports the neck.',
    skus: [
      { name: 'Natural oak / oatmeal', colour: '#d9c7a7', price: 349, stock: 20, attributes: { Frame: 'Oak', Colour: 'Oatmeal' } },
      { name: 'Walnut / forest green', colour: '#3f5e47', price: 379, stock: 9, attributes: { Frame: 'Walnut', Colour: 'Forest green' } },
    ],
  },
  {
    id: 103, shop: 1, name: 'Lund dining chair', kind: 'chair', leadDays: 7,
    description: 'Stackable solid-oak dining chair with a curved backrest. Sold individually.',
    skus: [
      { name: 'Oak', colour: '#c9a46c', price: 129, original: 149, stock: 80, attributes: { Finish: 'Oak' } },
      { name: 'Black stained oak', colour: '#2b2b2b', price: 129, stock: 45, attributes: { Finish: 'Black' } },
    ],
  },
  {
    id: 104, shop: 1, name: 'Bergen extendable dining table', shortName: 'Bergen table', kind: 'table', leadDays: 21,
    description: 'Oiled oak table with a hidden butterfly leaf: seats six, or eight when extended.',
    skus: [
      { name: '160–220 cm, oak', colour: '#b98d57', price: 749, stock: 6, attributes: { Length: '160–220 cm', Finish: 'Oak' } },
      { name: '180–260 cm, oak', colour: '#a87b45', price: 949, stock: 4, attributes: { Length: '180–260 cm', Finish: 'Oak' } },
    ],
  },
  {
    id: 105, shop: 1, name: 'Sova oak bed frame', kind: 'bed', leadDays: 21,
    description: 'Solid oak bed frame with a slatted base included. Mattress sold separately.',
    skus: [
      { name: '140 × 200 cm', colour: '#c5a16f', price: 599, stock: 10, attributes: { Size: '140 × 200 cm' } },
      { name: '160 × 200 cm', colour: '#c5a16f', price: 679, original: 749, stock: 8, attributes: { Size: '160 × 200 cm' } },
      { name: '180 × 200 cm', colour: '#c5a16f', price: 749, stock: 5, attributes: { Size: '180 × 200 cm' } },
    ],
  },
  {
    id: 106, shop: 3, name: 'Halo floor lamp', kind: 'lamp', leadDays: 5,
    description: 'A slim floor lamp with a dimmable LED ring that washes the ceiling with soft light.',
    skus: [
      { name: 'Brushed brass', colour: '#c9a227', price: 189, stock: 30, attributes: { Finish: 'Brass' } },
      { name: 'Matt black', colour: '#1f1f1f', price: 169, stock: 25, attributes: { Finish: 'Black' } },
    ],
  },
  {
    id: 107, shop: 4, name: 'Grid open shelf', kind: 'shelf', leadDays: 4,
    description: 'Modular open shelf, 80 × 160 cm. Add units side by side as your books multiply.',
    skus: [
      { name: 'White', colour: '#ecebe7', price: 99, original: 119, stock: 60, attributes: { Colour: 'White' } },
      { name: 'Oak veneer', colour: '#caa472', price: 129, stock: 40, attributes: { Colour: 'Oak' } },
    ],
  },
  {
    id: 108, shop: 4, name: 'Studio desk', kind: 'desk', leadDays: 5,
    description: 'A clean-lined desk with a cable tray and a drawer for the things you do not want to see.',
    skus: [
      { name: '120 cm, white', colour: '#f0efeb', price: 219, stock: 35, attributes: { Width: '120 cm', Colour: 'White' } },
      { name: '140 cm, oak', colour: '#c29a63', price: 279, stock: 18, attributes: { Width: '140 cm', Colour: 'Oak' } },
    ],
  },
  {
    id: 109, shop: 4, name: 'Alba wardrobe', kind: 'wardrobe', leadDays: 10,
    description: 'Wardrobe with soft-closing doors, a hanging rail and adjustable shelves.',
    skus: [
      { name: '2 doors, white', colour: '#e7e5df', price: 399, stock: 15, attributes: { Doors: '2' } },
      { name: '3 doors, white', colour: '#e7e5df', price: 549, stock: 9, attributes: { Doors: '3' } },
    ],
  },
  {
    id: 110, shop: 2, name: 'Riviera sideboard', kind: 'sideboard', leadDays: 18,
    description: 'Lacquered sideboard with fluted doors and brass handles, 180 cm wide.',
    advertise: 'Handmade in Valencia',
    skus: [{ name: 'Terracotta', colour: '#c0643f', price: 689, original: 790, stock: 5, attributes: { Colour: 'Terracotta' } }],
  },
  {
    id: 111, shop: 2, name: 'Mesa bar stool', kind: 'stool', leadDays: 7,
    description: 'Counter-height stool with a woven rattan seat and a footrest ring.',
    skus: [
      { name: 'Natural rattan', colour: '#d2b48c', price: 89, stock: 50, attributes: { Colour: 'Natural' } },
      { name: 'Black rattan', colour: '#333333', price: 89, stock: 32, attributes: { Colour: 'Black' } },
    ],
  },
  {
    id: 112, shop: 2, name: 'Costa garden bench', kind: 'bench', leadDays: 10,
    description: 'Teak bench for two, weatherproof and oiled. Ages to a silver grey outdoors.',
    skus: [{ name: 'Teak, 140 cm', colour: '#a0743f', price: 259, stock: 14, attributes: { Length: '140 cm' } }],
  },
  {
    id: 113, shop: 1, name: 'Nido nightstand', kind: 'nightstand', leadDays: 7,
    description: 'A bedside table with one drawer and an open niche for the book you are reading.',
    skus: [
      { name: 'Oak', colour: '#c8a26b', price: 149, stock: 40, attributes: { Finish: 'Oak' } },
      { name: 'White', colour: '#efede8', price: 139, stock: 36, attributes: { Finish: 'White' } },
    ],
  },
  {
    id: 114, shop: 2, name: 'Sahara wool rug', kind: 'rug', leadDays: 6,
    description: 'Hand-knotted wool rug in warm sand tones with a low, dense pile.',
    skus: [
      { name: '160 × 230 cm', colour: '#d8c3a0', price: 329, stock: 11, attributes: { Size: '160 × 230 cm' } },
      { name: '200 × 300 cm', colour: '#d8c3a0', price: 499, original: 579, stock: 6, attributes: { Size: '200 × 300 cm' } },
    ],
  },
  {
    id: 115, shop: 3, name: 'Lune round mirror', kind: 'mirror', leadDays: 5,
    description: 'A frameless round mirror on a thin brass rim, ready to hang.',
    skus: [
      { name: 'Ø 60 cm', colour: '#b7c9d3', price: 119, stock: 22, attributes: { Diameter: '60 cm' } },
      { name: 'Ø 80 cm', colour: '#a9bfcb', price: 159, stock: 13, attributes: { Diameter: '80 cm' } },
    ],
  },
  {
    id: 116, shop: 1, name: 'Linnea chest of drawers', shortName: 'Linnea chest', kind: 'dresser', leadDays: 14,
    description: 'Six deep drawers on full-extension runners, in white-oiled ash.',
    skus: [{ name: '6 drawers, ash', colour: '#e3d6bf', price: 459, stock: 8, attributes: { Drawers: '6' } }],
  },
  {
    id: 117, shop: 2, name: 'Capri corner sofa', kind: 'sofa', leadDays: 42,
    description: 'A generous corner sofa in bouclé or velvet, made to order in our Spanish workshop.',
    advertise: 'Pre-order: pay a deposit now, the balance before delivery',
    skus: [
      { name: 'Sand bouclé', colour: '#e0d4c0', price: 1690, original: 1990, stock: 4, attributes: { Colour: 'Sand', Material: 'Bouclé' } },
      { name: 'Olive velvet', colour: '#6b6b3a', price: 1790, stock: 3, attributes: { Colour: 'Olive', Material: 'Velvet' } },
    ],
  },
  {
    id: 118, shop: 3, name: 'Pavo lounge chair', kind: 'armchair', leadDays: 12,
    description: 'A sculptural lounge chair with a swivel base and a velvet shell.',
    skus: [{ name: 'Dusty rose velvet', colour: '#c98b8b', price: 449, stock: 7, attributes: { Colour: 'Dusty rose' } }],
  },
  {
    id: 119, shop: 2, name: 'Tavola coffee table', kind: 'table', leadDays: 9,
    description: 'A low oval coffee table on a single pedestal, 110 × 60 cm.',
    skus: [
      { name: 'Travertine', colour: '#e6dcc9', price: 529, original: 599, stock: 5, attributes: { Top: 'Travertine' } },
      { name: 'Walnut', colour: '#6b4a2f', price: 449, stock: 9, attributes: { Top: 'Walnut' } },
    ],
  },
  {
    id: 120, shop: 3, name: 'Orbit pendant lamp', kind: 'lamp', leadDays: 5,
    description: 'A mouth-blown glass globe pendant, Ø 30 cm, with a 2 m textile cord.',
    skus: [
      { name: 'Opal glass', colour: '#f3f1ea', price: 139, stock: 26, attributes: { Glass: 'Opal' } },
      { name: 'Smoked glass', colour: '#6e6a66', price: 149, stock: 14, attributes: { Glass: 'Smoked' } },
      { name: 'Amber glass', colour: '#d08a2e', price: 149, stock: 0, attributes: { Glass: 'Amber' } },
    ],
  },
  {
    id: 121, shop: 4, name: 'Stack bookcase', kind: 'shelf', leadDays: 4,
    description: 'A tall five-shelf bookcase, 80 × 190 cm, with a wall fixing kit.',
    skus: [
      { name: '5 shelves, white', colour: '#eeeeea', price: 149, stock: 30, attributes: { Colour: 'White' } },
      { name: '5 shelves, black', colour: '#262626', price: 149, stock: 21, attributes: { Colour: 'Black' } },
    ],
  },
  {
    id: 122, shop: 2, name: 'Paola upholstered bed', kind: 'bed', leadDays: 25,
    description: 'An upholstered bed with a tall padded headboard and storage under the base.',
    skus: [
      { name: '160 × 200 cm, linen', colour: '#cbbfae', price: 899, stock: 6, attributes: { Size: '160 × 200 cm' } },
      { name: '180 × 200 cm, linen', colour: '#cbbfae', price: 989, stock: 4, attributes: { Size: '180 × 200 cm' } },
    ],
  },
  {
    id: 123, shop: 3, name: 'Nova desk lamp', kind: 'lamp', leadDays: 3,
    description: 'An adjustable desk lamp with a weighted base and a warm-white LED.',
    skus: [
      { name: 'White', colour: '#f2f2f0', price: 59, original: 69, stock: 70, attributes: { Colour: 'White' } },
      { name: 'Sage', colour: '#9caf88', price: 59, stock: 44, attributes: { Colour: 'Sage' } },
    ],
  },
  {
    id: 124, shop: 1, name: 'Hygge footstool', kind: 'stool', leadDays: 7,
    description: 'A round wool footstool on oak legs that doubles as an extra seat.',
    skus: [{ name: 'Grey wool', colour: '#9b9b9b', price: 119, stock: 25, attributes: { Colour: 'Grey' } }],
  },
  // Issue 15: an item sold out in every sku (never recommended), a gift card, goods sold by weight.
  {
    id: 125, shop: 3, name: 'Ember wall sconce', kind: 'lamp', leadDays: 5,
    description: 'A hand-folded brass wall light. Sold out until the next batch leaves the workshop.',
    skus: [
      { name: 'Brass', colour: '#b8860b', price: 129, stock: 0, attributes: { Finish: 'Brass' } },
      { name: 'Black', colour: '#202020', price: 119, stock: 0, attributes: { Finish: 'Black' } },
    ],
  },
  {
    id: 126, shop: 4, name: 'Furniture Mall gift card', shortName: 'Gift card', kind: 'giftcard', leadDays: 0,
    description: 'A gift card for any shop of the mall, valid for three years. We send its code by e-mail when you ask us to.',
    skus: [
      { name: '50 € gift card', colour: '#2f6f5e', price: 50, stock: 9999, attributes: { Value: '50 €' } },
      { name: '100 € gift card', colour: '#2f6f5e', price: 100, stock: 9999, attributes: { Value: '100 €' } },
    ],
  },
  {
    id: 127, shop: 2, name: 'Kiln-dried oak firewood', kind: 'firewood', leadDays: 3,
    description: 'Split oak logs, 25 cm long, dried to under 20 % moisture. Sold by weight in 5 kg steps, 10 kg at least.',
    byWeight: { unitName: 'kg', adjustStep: 5, minQty: 10 },
    skus: [{ name: 'Oak logs, 25 cm', colour: '#8b5a2b', price: 0.9, stock: 500, attributes: { Length: '25 cm' } }],
  },
];

/**
 * Protection plans sold with an item, priced per unit (euros). The buyer opts in on the cart line:
 * an extra paid service is never pre-selected (Consumer Rights Directive 2011/83/EU, art. 22).
 */
export const INSURANCE_PLANS = [
  { id: 301, item_id: 117, name: 'Furniture protection, 5 years', fee: 79 },
  { id: 302, item_id: 101, name: 'Sofa protection plan, 2 years', fee: 49 },
  { id: 303, item_id: 122, name: 'Bed protection plan, 3 years', fee: 39 },
] as const;

export const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const cents = (euros: number) => Math.round(euros * 100);

export function findSku(itemId: number, position: number): { item: SeedItem; sku: SeedSku; id: number } {
  const item = ITEMS.find((i) => i.id === itemId);
  const sku = item?.skus[position - 1];
  if (!item || !sku) throw new Error(`seed: no sku ${itemId}/${position}`);
  return { item, sku, id: skuId(itemId, position) };
}

export async function seedCatalogue(tx: Queryable): Promise<void> {
  await insertRows(tx, 'shops', [...SHOPS]);
  await insertRows(
    tx,
    'items',
    ITEMS.map((item, index) => {
      const filing = FILING[item.id]!;
      return {
        id: item.id,
        shop_id: item.shop,
        name: item.name,
        short_name: item.shortName ?? null,
        url_key: slug(item.name),
        kind: item.kind,
        colour: item.skus[0]!.colour,
        description: item.description,
        advertise: item.advertise ?? null,
        lead_days: item.leadDays,
        sort: index,
        business_type: item.byWeight ? 'weight' : null,
        unit_name: item.byWeight?.unitName ?? null,
        adjust_step: item.byWeight?.adjustStep ?? 1,
        min_qty: item.byWeight?.minQty ?? 1,
        pictures: PICTURES().get(item.id)!.pictures,
        ...filed(filing.category, { de: filing.de, zh: filing.zh }, null, filing.size),
      };
    }),
  );
  await insertRows(
    tx,
    'skus',
    ITEMS.flatMap((item) =>
      item.skus.map((sku, index) => ({
        id: skuId(item.id, index + 1),
        item_id: item.id,
        name: sku.name,
        colour: sku.colour,
        price_cents: cents(sku.price),
        original_cents: sku.original === undefined ? null : cents(sku.original),
        stock: sku.stock ?? 10,
        attributes: Object.entries(sku.attributes).map(([attrKey, attrVal]) => ({ attrKey, attrVal })),
        sort: index,
        colour_key: FILING[item.id]!.skus[index]?.[0] ?? null,
        material_key: FILING[item.id]!.skus[index]?.[1] ?? null,
        picture: PICTURES().get(item.id)!.skuPictures[index],
      })),
    ),
  );
  await seedRange(tx);
  await insertRows(
    tx,
    'insurance_plans',
    INSURANCE_PLANS.map((plan) => ({ id: plan.id, item_id: plan.item_id, name: plan.name, fee_cents: cents(plan.fee) })),
  );
  await reindexCatalogue(tx);
}

/** The catalogue columns of migration 019: category, names and descriptions in German and Chinese, size. */
function filed(
  category: number,
  name: { de: string; zh: string },
  description: { de: string; zh: string } | null,
  size: [number, number, number] | null,
) {
  return {
    category_id: category,
    name_de: name.de,
    name_zh: name.zh,
    description_de: description?.de ?? null,
    description_zh: description?.zh ?? null,
    width_cm: size?.[0] ?? null,
    depth_cm: size?.[1] ?? null,
    height_cm: size?.[2] ?? null,
  };
}

/** The generated range (seed/catalogueRange.ts), after the hand-written items in the mall's own order. */
async function seedRange(tx: Queryable): Promise<void> {
  await insertRows(
    tx,
    'items',
    RANGE.map((product, index) => ({
      id: product.id,
      shop_id: product.shop,
      name: product.name.en,
      short_name: null,
      url_key: slug(product.name.en),
      kind: product.kind,
      colour: product.skus[0]!.colour,
      description: product.description.en,
      advertise: null,
      lead_days: product.leadDays,
      sort: 1000 + index,
      pictures: PICTURES().get(product.id)!.pictures,
      ...filed(product.category, product.name, product.description, product.size),
    })),
  );
  await insertRows(
    tx,
    'skus',
    RANGE.flatMap((product) =>
      product.skus.map((sku, index) => ({
        id: sku.id,
        item_id: product.id,
        name: sku.name,
        colour: sku.colour,
        price_cents: sku.priceCents,
        original_cents: sku.originalCents,
        stock: sku.stock,
        attributes: sku.attributes,
        sort: index,
        colour_key: sku.colourKey,
        material_key: sku.materialKey,
        picture: PICTURES().get(product.id)!.skuPictures[index],
      })),
    ),
  );
}

/**
 * Each product's photographs by item id (seed/productPictures.ts): the hand-written items' skus in
 * their filed material, the range's in theirs; a gift card is filed under none and shows as paper.
 */
export function catalogueProductPictures(): Map<number, ProductPictures> {
  const pictures = new Map<number, ProductPictures>();
  for (const item of ITEMS) {
    const filing = FILING[item.id]!;
    const model = itemModel(item.id, filing.category);
    pictures.set(item.id, productPictures(item.skus.map((sku, index) => ({ model, material: filing.skus[index]?.[1] ?? 'paper', colour: sku.colour }))));
  }
  for (const product of RANGE) {
    const model = itemModel(product.id, product.category);
    pictures.set(product.id, productPictures(product.skus.map((sku) => ({ model, material: sku.materialKey, colour: sku.colour }))));
  }
  return pictures;
}

let computed: Map<number, ProductPictures> | undefined;
const PICTURES = () => (computed ??= catalogueProductPictures());

/** A seeded sku's photograph (sku ids are item id × 10 + position), for seeded orders' snapshots. */
export function seededSkuPicture(itemId: number, skuId: number): string {
  const picture = PICTURES().get(itemId)?.skuPictures[skuId - itemId * 10 - 1];
  if (!picture) throw new Error(`seed: no picture for sku ${skuId}`);
  return picture;
}
