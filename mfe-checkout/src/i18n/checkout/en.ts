/** Texts of the checkout, cart footer and payment result screens (key `flow.*` of namespace checkout). */
const messages = {
  placeholder: '',
} as const;

export default messages;
export type CheckoutFlowMessages = typeof messages;
