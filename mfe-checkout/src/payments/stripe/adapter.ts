import type { PaymentIntent } from '@stripe/stripe-js';
import { failedFrom } from '../outcome';
import type { PaymentAdapter, PaymentOutcome } from '../types';
import { StripeForm } from './StripeForm';
import { getStripe, stripeKey } from './stripe';
import { browser } from '../browser';

/** A PaymentIntent's status as the pay flow sees it. */
export function intentOutcome(intent: Pick<PaymentIntent, 'status'>): PaymentOutcome {
  switch (intent.status) {
    case 'succeeded':
    case 'requires_capture':
      return { status: 'success' };
    case 'processing':
      return { status: 'pending' };
    case 'canceled':
    case 'requires_payment_method':
      return { status: 'failed', reason: intent.status, code: 'DECLINED' };
    default:
      return { status: 'pending' };
  }
}

/**
 * Stripe: card elements (STRIPE_PAY_PC) tokenised into a PaymentMethod sent as firstPay's token,
 * saved cards (STRIPE_PAY_QUICK, bindToken), and confirmCardPayment for an intent that needs the
 * buyer (3-D Secure), which Stripe.js runs in its own modal.
 */
export const adapter: PaymentAdapter = {
  provider: 'stripe',
  payButton: () => 'storefront',
  Form: StripeForm,
  hasForm: () => true,
  async handleAction(action) {
    const next = action.action as { type?: string; redirect_to_url?: { url?: string } } | null | undefined;
    const url = next?.redirect_to_url?.url ?? action.redirectUrl;
    if (!url) return { status: 'failed', reason: 'Stripe answered an action this storefront does not know', code: 'PROVIDER_ERROR' };
    browser.assign(url);
    return { status: 'redirected' };
  },
  async confirmClientSecret(secret, ctx) {
    try {
      const stripe = await getStripe(stripeKey(ctx.keys?.publishableKey));
      const { paymentIntent, error } = await stripe.confirmCardPayment(secret, { return_url: ctx.returnUrl });
      if (error) return { status: 'failed', reason: error.message ?? error.type, code: error.type === 'card_error' ? 'DECLINED' : 'PROVIDER_ERROR' };
      return intentOutcome(paymentIntent);
    } catch (error) {
      return failedFrom(error);
    }
  },
};
