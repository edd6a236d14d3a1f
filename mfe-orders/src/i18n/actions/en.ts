/** Texts of the order operations and their dialogs (key `actions.*` of namespace orders). */
const messages = {
  placeholder: '',
} as const;

export default messages;
export type OrderActionsMessages = typeof messages;
