import type { PayChannelCode, PaymentMethodType, PendingConfirmation } from '@mall/shared/contract';

/**
 * How long a pending payment may take to be confirmed, by the provider's usual time. A method's own
 * row wins over its channel's (bank transfers take days inside a channel whose cards take minutes).
 */
export const PENDING_BY_METHOD: Partial<Record<PaymentMethodType, PendingConfirmation>> = {
  directEbanking: { within: 2, unit: 'businessDays' },
  klarna_paynow: { within: 2, unit: 'businessDays' },
  multibanco: { within: 3, unit: 'businessDays' },
  onlineBanking_PL: { within: 1, unit: 'hours' },
  ideal: { within: 15, unit: 'minutes' },
  bcmc: { within: 15, unit: 'minutes' },
  blik: { within: 15, unit: 'minutes' },
  swish: { within: 15, unit: 'minutes' },
  mbway: { within: 15, unit: 'minutes' },
};

export const PENDING_BY_CHANNEL: Record<PayChannelCode, PendingConfirmation> = {
  ADYEN_PC: { within: 1, unit: 'hours' },
  ADYEN_LINK: { within: 24, unit: 'hours' },
  STRIPE_PAY_PC: { within: 1, unit: 'hours' },
  STRIPE_PAY_QUICK: { within: 1, unit: 'hours' },
  KLARNA: { within: 1, unit: 'hours' },
  BRAINTREE: { within: 1, unit: 'hours' },
  AFFIRM_PC: { within: 24, unit: 'hours' },
  MOCKPAY: { within: 15, unit: 'minutes' },
  PAYPAL_PAY_PC: { within: 24, unit: 'hours' },
};

export function pendingConfirmationOf(channel: PayChannelCode, method: string | null): PendingConfirmation {
  return PENDING_BY_METHOD[method as PaymentMethodType] ?? PENDING_BY_CHANNEL[channel];
}
