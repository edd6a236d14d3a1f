/**
 * Issue 30 item 5: which photographs each seeded product shows. A picture is of a look (the
 * product type's model in the sku's material and colour), so products that share a look share its
 * files; product-images/ renders exactly the looks listed here.
 */
import { PRODUCT_PICTURE_VIEWS, productPictureUrl, type ProductPictureView } from '@mall/shared/contract';
import { PRODUCT_TYPES } from './catalogueRange';

/** The hand-written items' models (the range's come from their product type). */
const ITEM_MODELS: Record<number, string> = {
  101: '3-seater-sofa', 102: 'armchair', 103: 'dining-chair', 104: 'dining-table', 105: 'bed', 106: 'floor-lamp',
  107: 'bookcase', 108: 'desk', 109: 'wardrobe', 110: 'sideboard', 111: 'bar-stool', 112: 'garden-bench',
  113: 'nightstand', 114: 'rug', 115: 'round-mirror', 116: 'chest-of-drawers', 117: 'corner-sofa', 118: 'armchair',
  119: 'coffee-table', 120: 'pendant-lamp', 121: 'bookcase', 122: 'bed', 123: 'desk-lamp', 124: 'pouf',
  125: 'wall-lamp', 126: 'gift-card', 127: 'firewood',
};

const modelName = (typeName: string) => typeName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const CATEGORY_MODELS = new Map(PRODUCT_TYPES.map((type) => [type.category, modelName(type.en)]));

export function itemModel(itemId: number, category: number): string {
  const model = ITEM_MODELS[itemId] ?? CATEGORY_MODELS.get(category);
  if (!model) throw new Error(`seed: no picture model for item ${itemId}`);
  return model;
}

export interface Look {
  model: string;
  material: string;
  /** #rrggbb */
  colour: string;
}

export const lookKey = ({ model, material, colour }: Look) => `${model}_${material}_${colour.slice(1).toLowerCase()}`;

export interface ProductPictures {
  /** main first, then the gallery */
  pictures: string[];
  /** per sku, in order */
  skuPictures: string[];
  /** what has to be rendered: look key → its look and views */
  renders: Map<string, { look: Look; views: Set<ProductPictureView> }>;
}

/** The main look (the first sku's) in every view, then each other look in three-quarter view. */
export function productPictures(looks: Look[]): ProductPictures {
  const renders: ProductPictures['renders'] = new Map();
  const need = (look: Look, view: ProductPictureView) => {
    const key = lookKey(look);
    if (!renders.has(key)) renders.set(key, { look, views: new Set() });
    renders.get(key)!.views.add(view);
    return productPictureUrl(key, view);
  };
  const [main, ...others] = looks;
  if (!main) throw new Error('seed: a product without skus has no pictures');
  const pictures = PRODUCT_PICTURE_VIEWS.map((view) => need(main, view));
  for (const look of others) {
    const url = need(look, 'three-quarter');
    if (!pictures.includes(url)) pictures.push(url);
  }
  return { pictures, skuPictures: looks.map((look) => need(look, 'three-quarter')), renders };
}
