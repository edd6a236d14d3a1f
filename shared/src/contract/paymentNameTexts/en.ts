import type { PaymentNameKey } from '../paymentNames';

/**
 * The payment descriptions in English (paymentNames.ts), written once for every bundle that names
 * payments, each in its own namespace (checkout `payment.names`, orders `detail.payment.names`).
 * One module per language, so a language's chunk carries its own texts only.
 */
export const PAYMENT_NAMES_EN: Record<PaymentNameKey, string> = {
  card: 'Credit or debit card',
  savedCard: 'Saved card',
  moreMethods: 'More payment methods',
  payByLink: 'Pay by link',
  mockpay: 'MOCKPAY (test payment)',
  klarnaPayNow: 'Klarna: pay now',
  klarnaB2b: 'Klarna for business (Billie)',
  carteBancaire: 'Cards (Carte Bancaire)',
};
