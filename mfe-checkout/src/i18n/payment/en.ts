/** Texts of payment providers, re-payment and cards (key `payment.*` of namespace checkout). */
const messages = {
  placeholder: '',
} as const;

export default messages;
export type PaymentMessages = typeof messages;
