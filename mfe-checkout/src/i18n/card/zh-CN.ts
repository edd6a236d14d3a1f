/** The product card's texts (namespace `checkout-card`). */
const cardTexts = {
  addToCart: { action: '加入购物车', labelFor: '将{{name}}加入购物车', added: '已加入购物车', failed: '商品未能加入购物车，请重试。' },
  productCard: { salePrice: '价格', perUnit: '每{{unit}}' },
} as const;

export default cardTexts;
