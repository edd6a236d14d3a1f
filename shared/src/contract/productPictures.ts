/**
 * Issue 30 item 5: product photographs, rendered offline (product-images/) and served by mall-api
 * under one URL convention that both sides read from here. mall-api answers the 640 px WebP of a
 * view (every browser shows it); the storefront derives the AVIF and WebP srcsets from it.
 */

export const PRODUCT_PICTURE_VIEWS = ['three-quarter', 'front', 'detail'] as const;
export type ProductPictureView = (typeof PRODUCT_PICTURE_VIEWS)[number];
export const PRODUCT_PICTURE_WIDTHS = [320, 640, 1024] as const;
export type ProductPictureWidth = (typeof PRODUCT_PICTURE_WIDTHS)[number];
export const PRODUCT_PICTURE_FORMATS = ['avif', 'webp'] as const;
export type ProductPictureFormat = (typeof PRODUCT_PICTURE_FORMATS)[number];
/** Every rendered picture is square. */
export const PRODUCT_PICTURE_RATIO = 1;

export const PRODUCT_PICTURES_PATH = '/media/products';

/** A look: a product type's model in one material and colour, `<model>_<material>_<hex>`. */
export const PRODUCT_LOOK = /^[a-z0-9]+(?:-[a-z0-9]+)*_[a-z]+(?:-[a-z]+)*_[0-9a-f]{6}$/;

/** One file of the convention: `<look>/<view>-<width>.<format>`; anything else is not ours. */
const FILE = /^\/media\/products\/([a-z0-9_-]+)\/(three-quarter|front|detail)-(320|640|1024)\.(avif|webp)$/;

export function productPictureUrl(look: string, view: ProductPictureView, width: ProductPictureWidth = 640, format: ProductPictureFormat = 'webp'): string {
  return `${PRODUCT_PICTURES_PATH}/${look}/${view}-${width}.${format}`;
}

export interface ProductPictureFile {
  look: string;
  view: ProductPictureView;
  width: ProductPictureWidth;
  format: ProductPictureFormat;
}

/** The parts of a product picture URL, or null for any other URL (an upload, an old SVG). */
export function parseProductPicture(url: string): ProductPictureFile | null {
  const match = FILE.exec(url);
  if (!match || !PRODUCT_LOOK.test(match[1]!)) return null;
  return { look: match[1]!, view: match[2] as ProductPictureView, width: Number(match[3]) as ProductPictureWidth, format: match[4] as ProductPictureFormat };
}

/** `srcset` of one format of a product picture: every rendered width. */
export function productPictureSrcSet(file: Pick<ProductPictureFile, 'look' | 'view'>, format: ProductPictureFormat): string {
  return PRODUCT_PICTURE_WIDTHS.map((width) => `${productPictureUrl(file.look, file.view, width, format)} ${width}w`).join(', ');
}
