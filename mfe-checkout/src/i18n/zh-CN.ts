import type { Messages } from '@mall/shared';
import type { CheckoutMessages } from './en';
import flowTexts from './checkout/zh-CN';
import paymentTexts from './payment/zh-CN';
import productTexts from './product/zh-CN';
import galleryTexts from './gallery/zh-CN';
import discountTexts from './discounts/zh-CN';
import catalogueTexts from './catalogue/zh-CN';

const checkout: Messages<CheckoutMessages> = {
  cart: {
    title: '购物车',
    empty: '购物车是空的。',
    continueShopping: '继续购物',
    select: '选择{{name}}',
    quantity: '{{name}}的数量',
    quantityUnit: '{{name}}的数量（{{unit}}）',
    remove: '删除',
    expectDate: '预计送达 {{date}}',
    priceChanged: '加入购物车后价格已变动。',
    unavailable: '库存不足。',
    updateFailed: '操作失败，请重试',
    total: '合计',
    taxIncluded: '含税',
    activityEnded: '该活动已结束。',
    insurance: '保险：{{name}}（{{fee}}）',
    insuranceKeep: '加购{{name}}（每件 {{fee}}）',
    summary: {
      title: '订单摘要',
      tax: '税费（{{rate}}%）',
      taxLabel: '税费',
      taxAtNextStep: '下一步计算',
      /** The spec's 'Grand total' from the original amount: named a subtotal, so the footer has one total (issue 31). */
      grandTotal: '商品原价小计',
      discountTotal: '优惠',
      discountCode: '优惠码可在结算页使用',
      shippingTo: '运往{{country}}的运费',
      shippingEstimate: '运往{{country}}的运费（预估）',
      shippingFree: '免运费',
      insurance: '保险',
      checkoutNow: '立即结算',
      financing_one: '或通过 {{provider}} 分 {{count}} 期免息支付，每期 {{amount}}',
      financing_other: '或通过 {{provider}} 分 {{count}} 期免息支付，每期 {{amount}}',
      paymentMethods: '支持的支付方式',
      expectPoints_one: '本单可获得 {{count}} 积分',
      expectPoints_other: '本单可获得 {{count}} 积分',
    },
  },
  flow: flowTexts,
  ...productTexts,
  ...galleryTexts,
  ...catalogueTexts,
  payment: paymentTexts,
  /** Valibot message keys of the card form (FormField reads `validation.<key>` of the namespace). */
  validation: { ...paymentTexts.validation, checkout: discountTexts },
};

export default checkout;
