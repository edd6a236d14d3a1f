import type { PaymentAdapter, PaymentActionInput } from '../types';
import { browser } from '../browser';

/**
 * MOCKPAY: mall-api's hosted test page. firstPay answers its URL; the page lets the buyer pay, fail
 * or leave the payment pending, then returns to the result page, which polls.
 */
export const adapter: PaymentAdapter = {
  provider: 'mockpay',
  payButton: () => 'storefront',
  hasForm: () => false,
  async handleAction(action: PaymentActionInput) {
    const url = action.redirectUrl ?? action.approveUrl ?? (typeof action.action === 'string' ? action.action : undefined);
    if (!url) return { status: 'failed', reason: 'MOCKPAY answered no page to go to', code: 'PROVIDER_ERROR' };
    // replace: the back button must not return to a checkout whose payment already started
    browser.replace(url);
    return { status: 'redirected' };
  },
  async confirmClientSecret() {
    return { status: 'failed', reason: 'MOCKPAY has no client-side confirmation', code: 'PROVIDER_ERROR' };
  },
};
