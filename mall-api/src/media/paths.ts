/** Relative URLs: the storefront reaches mall-api same-origin through the host's proxy. */
export const itemImage = (itemId: number) => `/media/items/${itemId}.svg`;
export const skuImage = (skuId: number) => `/media/skus/${skuId}.svg`;

/**
 * SQL of an item's main photograph (issue 30 item 5: items.pictures), or its drawing where none
 * was rendered; `alias` names the items row.
 */
export const itemPictureSql = (alias: string) => `coalesce(${alias}.pictures->>0, '/media/items/' || ${alias}.id || '.svg')`;
/** SQL of a sku's photograph (skus.picture), or its drawing; `alias` names the skus row. */
export const skuPictureSql = (alias: string) => `coalesce(${alias}.picture, '/media/skus/' || ${alias}.id || '.svg')`;
