import flowTexts from './checkout/en';
import paymentTexts from './payment/en';
import productTexts from './product/en';
import galleryTexts from './gallery/en';
import discountTexts from './discounts/en';
import catalogueTexts from './catalogue/en';
/** checkout's texts (namespace `checkout`). */
const checkout = {
  cart: {
    title: 'Your cart',
    empty: 'Your cart is empty.',
    continueShopping: 'Continue shopping',
    select: 'Select {{name}}',
    quantity: 'Quantity of {{name}}',
    quantityUnit: 'Quantity of {{name}} ({{unit}})',
    remove: 'Remove',
    expectDate: 'Expected delivery {{date}}',
    priceChanged: 'The price has changed since you added this item.',
    unavailable: 'Not enough stock for this quantity.',
    updateFailed: 'operation failed, please retry',
    total: 'Total',
    taxIncluded: 'tax included',
    activityEnded: 'This offer has ended.',
    insurance: 'Insurance: {{name}} ({{fee}})',
    insuranceKeep: 'Add {{name}} ({{fee}} per item)',
    summary: {
      title: 'Order summary',
      tax: 'Tax ({{rate}} %)',
      taxLabel: 'Tax',
      taxAtNextStep: 'Calculated at next step',
      /** The spec's 'Grand total' from the original amount: named a subtotal, so the footer has one total (issue 31). */
      grandTotal: 'Subtotal (original prices)',
      discountTotal: 'Discount',
      discountCode: 'Discount codes are applied on the checkout page',
      shippingTo: 'Shipping to {{country}}',
      shippingEstimate: 'Shipping to {{country}} (estimate)',
      shippingFree: 'Free',
      insurance: 'Insurance',
      checkoutNow: 'CHECKOUT NOW',
      financing_one: 'Or {{count}} interest-free payment of {{amount}} with {{provider}}',
      financing_other: 'Or {{count}} interest-free payments of {{amount}} with {{provider}}',
      paymentMethods: 'We accept',
      expectPoints_one: 'You earn {{count}} point with this order',
      expectPoints_other: 'You earn {{count}} points with this order',
    },
  },
  flow: flowTexts,
  ...productTexts,
  ...galleryTexts,
  ...catalogueTexts,
  payment: paymentTexts,
  /** Valibot message keys of the card form (FormField reads `validation.<key>` of the namespace). */
  validation: { ...paymentTexts.validation, checkout: discountTexts },
} as const;

export default checkout;
export type CheckoutMessages = typeof checkout;
