/** Texts of the order detail, confirm-success, coupons and buyer home screens (key `detail.*` of namespace orders). */
const messages = {
  placeholder: '',
} as const;

export default messages;
export type OrderDetailMessages = typeof messages;
