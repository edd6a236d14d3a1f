import type { PaymentAdapter } from '../types';
import { KlarnaForm } from './KlarnaForm';
import { browser } from '../browser';

/** Klarna: authorised in its widget before firstPay; nothing to confirm afterwards. */
export const adapter: PaymentAdapter = {
  provider: 'klarna',
  payButton: () => 'storefront',
  Form: KlarnaForm,
  hasForm: () => true,
  async handleAction(action) {
    // firstPay may still send the buyer to Klarna's hosted page (e.g. a redirect-only market)
    const url = action.redirectUrl ?? action.approveUrl;
    if (!url) return { status: 'failed', reason: 'Klarna answered no next step', code: 'PROVIDER_ERROR' };
    browser.assign(url);
    return { status: 'redirected' };
  },
  async confirmClientSecret() {
    return { status: 'failed', reason: 'Klarna has no client secret to confirm', code: 'PROVIDER_ERROR' };
  },
};
