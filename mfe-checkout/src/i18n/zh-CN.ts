import type { Messages } from '@mall/shared';
import type { CheckoutMessages } from './en';
import flowTexts from './checkout/zh-CN';
import paymentTexts from './payment/zh-CN';

const checkout: Messages<CheckoutMessages> = {
  addToCart: { action: '加入购物车', labelFor: '将{{name}}加入购物车', added: '已加入购物车', failed: '商品未能加入购物车，请重试。' },
  productCard: { salePrice: '价格' },
  cart: {
    title: '购物车',
    empty: '购物车是空的。',
    continueShopping: '继续购物',
    select: '选择{{name}}',
    quantity: '{{name}}的数量',
    remove: '删除',
    expectDate: '预计送达 {{date}}',
    priceChanged: '加入购物车后价格已变动。',
    unavailable: '库存不足。',
    updateFailed: '操作失败，请重试',
    total: '合计',
    taxIncluded: '含税',
  },
  flow: flowTexts,
  payment: paymentTexts,
  /** Valibot message keys of the card form (FormField reads `validation.<key>` of the namespace). */
  validation: paymentTexts.validation,
};

export default checkout;
