import type { PaymentNameKey } from '../paymentNames';

/**
 * The payment descriptions in Chinese (paymentNames.ts), written once for every bundle that names
 * payments, each in its own namespace (checkout `payment.names`, orders `detail.payment.names`).
 * One module per language, so a language's chunk carries its own texts only.
 */
export const PAYMENT_NAMES_ZH: Record<PaymentNameKey, string> = {
  card: '信用卡或借记卡',
  savedCard: '已保存的银行卡',
  moreMethods: '更多支付方式',
  payByLink: '链接支付',
  mockpay: 'MOCKPAY（测试支付）',
  klarnaPayNow: 'Klarna：立即付款',
  klarnaB2b: 'Klarna 企业支付（Billie）',
  carteBancaire: '银行卡（Carte Bancaire）',
};
