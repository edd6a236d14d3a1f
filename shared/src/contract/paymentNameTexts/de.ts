import type { PaymentNameKey } from '../paymentNames';

/**
 * The payment descriptions in German (paymentNames.ts), written once for every bundle that names
 * payments, each in its own namespace (checkout `payment.names`, orders `detail.payment.names`).
 * One module per language, so a language's chunk carries its own texts only.
 */
export const PAYMENT_NAMES_DE: Record<PaymentNameKey, string> = {
  card: 'Kredit- oder Debitkarte',
  savedCard: 'Gespeicherte Karte',
  moreMethods: 'Weitere Zahlungsarten',
  payByLink: 'Zahlung per Link',
  mockpay: 'MOCKPAY (Testzahlung)',
  klarnaPayNow: 'Klarna: Sofort bezahlen',
  klarnaB2b: 'Klarna für Unternehmen (Billie)',
  carteBancaire: 'Karten (Carte Bancaire)',
};
