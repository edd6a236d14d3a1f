/**
 * Issue 32: the range that makes browsing real. 200 products of five more shops, generated from the
 * tables below with a seeded PRNG, so every run (and every test reading these tables) gets the same
 * catalogue. Item ids start at 1001 (sku ids item × 10 + position, as catalogue.ts numbers them).
 */
import { COLOURS, MATERIALS } from '../db/migrations/019_catalogue_search';
import { seededRandom } from '../domain/marketing';

export const FIRST_RANGE_ID = 1001;
export const RANGE_SIZE = 200;
export const RANGE_SHOPS = [5, 6, 7, 8, 9] as const;

interface ProductType {
  category: number;
  /** the illustration drawn for it (media/svg.ts) */
  kind: string;
  en: string;
  de: string;
  zh: string;
  /** euros, the cheapest and dearest */
  price: [number, number];
  /** typical width, depth, height in cm (each product varies it by up to ±15 %) */
  size: [number, number, number];
  materials: string[];
  leadDays: number[];
}

const T = (category: number, kind: string, en: string, de: string, zh: string, price: [number, number], size: [number, number, number], materials: string[], leadDays: number[]): ProductType =>
  ({ category, kind, en, de, zh, price, size, materials, leadDays });

export const PRODUCT_TYPES: ProductType[] = [
  T(3, 'sofa', 'corner sofa', 'Ecksofa', '转角沙发', [1190, 2590], [270, 190, 82], ['fabric', 'velvet', 'leather'], [21, 28, 42]),
  T(4, 'sofa', 'sofa bed', 'Schlafsofa', '沙发床', [590, 1290], [200, 95, 85], ['fabric', 'velvet'], [14, 21, 28]),
  T(5, 'sofa', '3-seater sofa', 'Dreisitzer-Sofa', '三人沙发', [690, 1790], [215, 92, 80], ['fabric', 'leather', 'velvet'], [14, 28, 35]),
  T(6, 'armchair', 'armchair', 'Sessel', '扶手椅', [249, 799], [75, 80, 95], ['fabric', 'velvet', 'leather', 'rattan'], [7, 14, 21]),
  T(7, 'table', 'coffee table', 'Couchtisch', '茶几', [149, 699], [110, 60, 42], ['oak', 'walnut', 'stone', 'glass'], [5, 7, 14]),
  T(8, 'sideboard', 'TV bench', 'TV-Lowboard', '电视柜', [199, 699], [160, 40, 50], ['oak', 'walnut', 'lacquered-wood'], [7, 14]),
  T(9, 'shelf', 'bookcase', 'Bücherregal', '书架', [89, 499], [80, 35, 190], ['oak', 'lacquered-wood', 'metal'], [3, 5, 10]),
  T(10, 'stool', 'pouf', 'Sitzpouf', '坐墩', [59, 249], [50, 50, 42], ['wool', 'velvet', 'rattan', 'leather'], [3, 7]),
  T(21, 'bed', 'bed', 'Bett', '床', [399, 1490], [160, 210, 100], ['oak', 'walnut', 'fabric', 'velvet'], [14, 21, 28]),
  T(22, 'wardrobe', 'wardrobe', 'Kleiderschrank', '衣柜', [349, 1390], [150, 60, 220], ['oak', 'lacquered-wood', 'walnut'], [10, 14, 21]),
  T(23, 'nightstand', 'nightstand', 'Nachttisch', '床头柜', [79, 299], [45, 40, 50], ['oak', 'walnut', 'lacquered-wood', 'rattan'], [3, 7]),
  T(24, 'dresser', 'chest of drawers', 'Kommode', '斗柜', [249, 899], [90, 45, 100], ['oak', 'walnut', 'ash', 'lacquered-wood'], [7, 14]),
  T(31, 'table', 'dining table', 'Esstisch', '餐桌', [399, 1590], [180, 90, 75], ['oak', 'walnut', 'stone', 'ash'], [14, 21, 28]),
  T(32, 'chair', 'dining chair', 'Esszimmerstuhl', '餐椅', [79, 349], [48, 54, 80], ['oak', 'walnut', 'metal', 'fabric', 'rattan'], [5, 7, 14]),
  T(33, 'stool', 'bar stool', 'Barhocker', '吧凳', [69, 279], [42, 42, 76], ['metal', 'oak', 'rattan', 'leather'], [3, 7]),
  T(34, 'sideboard', 'sideboard', 'Sideboard', '餐边柜', [399, 1390], [180, 45, 80], ['oak', 'walnut', 'lacquered-wood'], [10, 14, 21]),
  T(41, 'desk', 'desk', 'Schreibtisch', '书桌', [179, 899], [140, 70, 75], ['oak', 'walnut', 'lacquered-wood', 'metal'], [5, 7, 14]),
  T(42, 'chair', 'office chair', 'Bürostuhl', '办公椅', [149, 799], [65, 65, 110], ['fabric', 'leather', 'metal'], [3, 5, 7]),
  T(51, 'lamp', 'floor lamp', 'Stehleuchte', '落地灯', [89, 449], [35, 35, 170], ['metal', 'paper', 'glass'], [3, 5]),
  T(52, 'lamp', 'pendant lamp', 'Pendelleuchte', '吊灯', [59, 399], [40, 40, 35], ['glass', 'paper', 'metal', 'rattan'], [3, 5, 7]),
  T(53, 'lamp', 'desk lamp', 'Schreibtischleuchte', '台灯', [39, 199], [18, 40, 45], ['metal', 'glass'], [2, 3, 5]),
  T(54, 'lamp', 'wall lamp', 'Wandleuchte', '壁灯', [49, 249], [15, 12, 25], ['metal', 'glass', 'paper'], [3, 5]),
  T(61, 'rug', 'rug', 'Teppich', '地毯', [119, 899], [200, 300, 1], ['wool', 'fabric'], [5, 7, 10]),
  T(62, 'mirror', 'wall mirror', 'Wandspiegel', '壁镜', [69, 399], [60, 3, 160], ['glass', 'metal', 'oak'], [3, 5, 7]),
  T(71, 'bench', 'garden bench', 'Gartenbank', '花园长凳', [149, 799], [140, 55, 85], ['teak', 'metal', 'rattan'], [7, 10, 14]),
];

/** Product series names: 40, none an existing item's nor a word a shopper would search for. */
const SERIES = [
  'Aarhus', 'Bruno', 'Cleo', 'Dalia', 'Elba', 'Faro', 'Greta', 'Hana', 'Ivo', 'Juno',
  'Kaia', 'Lago', 'Mila', 'Oda', 'Pino', 'Quinta', 'Remy', 'Siena', 'Tilda', 'Umbra',
  'Vera', 'Wilma', 'Yara', 'Zola', 'Arno', 'Bodo', 'Como', 'Enzo', 'Frej', 'Gaia',
  'Hugo', 'Isla', 'Jasper', 'Kira', 'Mora', 'Nilo', 'Ostra', 'Pola', 'Runa', 'Sol',
];

/** The colour families each material comes in, and each family's swatch. */
const MATERIAL_COLOURS: Record<string, string[]> = {
  fabric: ['grey', 'beige', 'blue', 'green', 'yellow', 'pink'],
  velvet: ['green', 'blue', 'pink', 'yellow', 'grey'],
  leather: ['brown', 'black', 'beige'],
  oak: ['natural', 'white', 'black'],
  walnut: ['brown', 'natural'],
  ash: ['natural', 'white'],
  teak: ['natural', 'brown'],
  metal: ['black', 'white', 'brass', 'grey'],
  rattan: ['natural', 'black'],
  glass: ['white', 'grey', 'brass'],
  wool: ['beige', 'grey', 'white', 'blue'],
  stone: ['white', 'beige', 'grey'],
  'lacquered-wood': ['white', 'black', 'green', 'blue'],
  paper: ['white', 'beige'],
};
const SWATCH: Record<string, string> = {
  white: '#efede8', grey: '#9a9ea4', black: '#262626', beige: '#d9c7a7', brown: '#7a4e2d', natural: '#c9a46c',
  blue: '#2f4a6e', green: '#56704f', pink: '#d19a9a', yellow: '#d9b44a', brass: '#c9a227',
};

const FEATURES = [
  { en: 'a timeless shape that suits any room', de: 'zeitloser Form, die in jeden Raum passt', zh: '造型经典，适合任何空间' },
  { en: 'rounded edges, safe for children', de: 'abgerundeten Kanten, sicher für Kinder', zh: '圆角设计，儿童使用更安全' },
  { en: 'a slim profile for small flats', de: 'schlankem Profil für kleine Wohnungen', zh: '纤薄设计，适合小户型' },
  { en: 'parts from certified, responsible sources', de: 'Teilen aus zertifizierten, verantwortungsvollen Quellen', zh: '材料来自认证的可持续来源' },
  { en: 'a ten-year guarantee on the frame', de: 'zehn Jahren Garantie auf das Gestell', zh: '框架十年质保' },
  { en: 'easy assembly in under thirty minutes', de: 'einfachem Aufbau in unter dreißig Minuten', zh: '三十分钟内即可轻松组装' },
];

export interface RangeSku {
  id: number;
  colourKey: string;
  materialKey: string;
  colour: string;
  name: string;
  priceCents: number;
  originalCents: number | null;
  stock: number;
  attributes: Array<{ attrKey: string; attrVal: string }>;
}

export interface RangeProduct {
  id: number;
  shop: number;
  category: number;
  kind: string;
  name: { en: string; de: string; zh: string };
  description: { en: string; de: string; zh: string };
  leadDays: number;
  size: [number, number, number];
  skus: RangeSku[];
}

/** Fisher–Yates on a copy. */
function shuffle<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const named = (table: Array<{ key: string; en: string; de: string; zh: string }>, key: string) => table.find((row) => row.key === key)!;

function generate(): RangeProduct[] {
  const random = seededRandom(32);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const products: RangeProduct[] = [];
  for (let n = 0; n < RANGE_SIZE; n++) {
    const type = PRODUCT_TYPES[n % PRODUCT_TYPES.length]!;
    const round = Math.floor(n / PRODUCT_TYPES.length);
    // A different series for each product of a type, so names (and URL keys) never repeat.
    const series = SERIES[(n % PRODUCT_TYPES.length + round * 5) % SERIES.length]!;
    const id = FIRST_RANGE_ID + n;
    const material = pick(type.materials);
    const vary = (cm: number) => Math.max(1, Math.round(cm * (0.85 + random() * 0.3)));
    const size: [number, number, number] = [vary(type.size[0]), vary(type.size[1]), vary(type.size[2])];
    const base = Math.round((type.price[0] + random() * (type.price[1] - type.price[0])) / 10) * 10 - 1;
    const onSale = random() < 0.25;
    const colours = shuffle(MATERIAL_COLOURS[material]!, random).slice(0, 1 + Math.floor(random() * 3));
    const skus = colours.map((colourKey, index): RangeSku => {
      const colour = named(COLOURS, colourKey);
      const made = named(MATERIALS, material);
      const priceCents = (base + index * 20) * 100;
      return {
        id: id * 10 + index + 1,
        colourKey,
        materialKey: material,
        colour: SWATCH[colourKey]!,
        name: `${colour.en} ${made.en.toLowerCase()}`,
        priceCents,
        originalCents: onSale && index === 0 ? Math.round((base * 1.2) / 10) * 1000 - 100 : null,
        stock: random() < 0.12 ? 0 : 1 + Math.floor(random() * 40),
        attributes: [{ attrKey: 'Colour', attrVal: colour.en }, { attrKey: 'Material', attrVal: made.en }],
      };
    });
    const feature = pick(FEATURES);
    const mat = named(MATERIALS, material);
    const [w, d, h] = size;
    products.push({
      id,
      shop: RANGE_SHOPS[n % RANGE_SHOPS.length]!,
      category: type.category,
      kind: type.kind,
      name: { en: `${series} ${type.en}`, de: `${series} ${type.de}`, zh: `${series} ${type.zh}` },
      description: {
        en: `A ${type.en} in ${mat.en.toLowerCase()} with ${feature.en}. ${w} × ${d} × ${h} cm.`,
        de: `${type.de} aus ${mat.de} mit ${feature.de}. ${w} × ${d} × ${h} cm.`,
        zh: `${mat.zh}${type.zh}，${feature.zh}。尺寸 ${w} × ${d} × ${h} 厘米。`,
      },
      leadDays: pick(type.leadDays),
      size,
      skus,
    });
  }
  return products;
}

export const RANGE: RangeProduct[] = generate();
