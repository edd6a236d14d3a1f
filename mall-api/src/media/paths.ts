/** Relative URLs: the storefront reaches mall-api same-origin through the host's proxy. */
export const itemImage = (itemId: number) => `/media/items/${itemId}.svg`;
export const skuImage = (skuId: number) => `/media/skus/${skuId}.svg`;
