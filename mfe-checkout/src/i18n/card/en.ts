/**
 * The product card's texts and adding to the cart (namespace `checkout-card`): all of checkout's
 * words a page of cards loads (issue 29: the whole namespace was 4.4 KB of a cold `/`).
 */
const cardTexts = {
  addToCart: { action: 'Add to cart', labelFor: 'Add {{name}} to cart', added: 'added to cart', failed: 'The item could not be added to the cart. Please retry.' },
  productCard: { salePrice: 'Price', perUnit: 'per {{unit}}' },
} as const;

export default cardTexts;
