/** The product card's texts (namespace `checkout-card`). */
const cardTexts = {
  addToCart: { action: 'In den Warenkorb', labelFor: '{{name}} in den Warenkorb legen', added: 'In den Warenkorb gelegt', failed: 'Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte erneut versuchen.' },
  productCard: { salePrice: 'Preis', perUnit: 'pro {{unit}}' },
} as const;

export default cardTexts;
