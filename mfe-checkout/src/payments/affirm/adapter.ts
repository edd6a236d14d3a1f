import { api } from '@mall/shared';
import { paymentCalls } from '@mall/shared/contract';
import { failedFrom, recordOutcome } from '../outcome';
import { loadGlobal } from '../script';
import { ProviderLoadError, type PaymentAdapter, type PaymentContext, type PaymentOutcome } from '../types';
import { browser } from '../browser';

/** The part of affirm.js the storefront uses. */
export interface AffirmGlobal {
  checkout: ((data: Record<string, unknown>) => void) & {
    open(callbacks: { onSuccess(result: { checkout_token: string }): void; onFail(error: { reason?: string }): void }): void;
  };
  ui: { ready(callback: () => void): void };
}

export const AFFIRM_SCRIPT = { live: 'https://cdn1.affirm.com/js/v2/affirm.js', sandbox: 'https://cdn1-sandbox.affirm.com/js/v2/affirm.js' };

/** Affirm's snippet reads its config from window._affirm_config before the script runs. */
async function loadAffirm(publicApiKey: string, environment: string | undefined): Promise<AffirmGlobal> {
  const script = environment === 'live' ? AFFIRM_SCRIPT.live : AFFIRM_SCRIPT.sandbox;
  (window as { _affirm_config?: unknown })._affirm_config = { public_api_key: publicApiKey, script };
  const affirm = await loadGlobal('affirm', script, () => (window as { affirm?: AffirmGlobal }).affirm);
  await new Promise<void>((resolve) => affirm.ui.ready(resolve));
  return affirm;
}

/**
 * Affirm: firstPay answers ACTION with Affirm's checkout object (amounts in cents, built by the
 * server from the contract). The modal's checkout_token is authorised by mall-api.
 * Spec: script not loaded → an error (LOAD_ERROR); closing Affirm's modal reloads the page.
 */
export const adapter: PaymentAdapter = {
  provider: 'affirm',
  payButton: () => 'storefront',
  hasForm: () => false,
  async handleAction(action, ctx) {
    const checkout = (action.action ?? null) as (Record<string, unknown> & { public_api_key?: string; environment?: string }) | null;
    if (!checkout) return { status: 'failed', reason: 'Affirm answered no checkout', code: 'PROVIDER_ERROR' };
    const key = checkout.public_api_key ?? ctx.keys?.publicApiKey;
    try {
      if (!key) throw new ProviderLoadError('affirm', new Error('no Affirm public key configured'));
      const affirm = await loadAffirm(key, checkout.environment ?? ctx.keys?.environment);
      const { public_api_key: _key, environment: _env, ...data } = checkout;
      affirm.checkout(data);
      const token = await new Promise<string | null>((resolve) =>
        affirm.checkout.open({ onSuccess: (result) => resolve(result.checkout_token), onFail: () => resolve(null) }),
      );
      if (token === null) {
        browser.reload();
        return { status: 'cancelled' };
      }
      return await authorize(token, ctx);
    } catch (error) {
      return failedFrom(error);
    }
  },
  async confirmClientSecret() {
    return { status: 'failed', reason: 'Affirm has no client secret to confirm', code: 'PROVIDER_ERROR' };
  },
};

async function authorize(checkoutToken: string, ctx: PaymentContext): Promise<PaymentOutcome> {
  const recordId = ctx.order.paymentRecordId;
  if (!recordId) return { status: 'failed', reason: 'no payment record to authorise', code: 'PROVIDER_ERROR' };
  const result = await api.call(paymentCalls.affirmAuthorize, { paymentRecordId: recordId, checkoutToken });
  return recordOutcome(result);
}
