import type { PaymentAction as AdyenAction } from '@adyen/adyen-web';
import { api } from '@mall/shared';
import { paymentCalls } from '@mall/shared/contract';
import { toProviderAmount } from '../amounts';
import { browser } from '../browser';
import { failedFrom, parseMaybeJson, recordOutcome } from '../outcome';
import type { PaymentAdapter, PaymentContext, PaymentOutcome } from '../types';
import { AdyenForm, isWalletMethod } from './AdyenForm';
import { adyenClient, adyenCountry, loadAdyen } from './adyenWeb';

/** Adyen actions that leave the buyer on the page with a voucher, a QR code or an app to confirm in. */
const STAY_ON_PAGE_ACTIONS = new Set(['voucher', 'await', 'qrCode']);
/** Spec: multibanco, mbway and swish stay on the page pending. */
const STAY_ON_PAGE_METHODS = new Set<string>(paymentCalls.STAY_ON_PAGE_METHODS);

interface AdditionalDetails {
  details?: Record<string, unknown>;
  paymentData?: string;
}

/** Actions run with the client key the form used, or a session for the paid contract (this attempt's key). */
const clientConfig = (ctx: PaymentContext) =>
  adyenClient(ctx, { contractId: ctx.order.contractId, ...(ctx.idempotencyKey ? { idempotencyKey: ctx.idempotencyKey } : {}) });

/**
 * Adyen. ADYEN_PC's methods each have a form (AdyenForm): card-like fields (adyen-web's Card,
 * Bancontact, MB WAY, BLIK) checked by the storefront's pay button, wallets (Apple Pay, Google Pay)
 * paid from their own button, the rest just named. ADYEN_LINK is a hosted payment link (redirect).
 * firstPay then answers an Adyen action (3-D Secure, redirect, voucher, QR, await): redirects with
 * GET leave the page; the others mount adyen-web's component in ctx.container. Their additional
 * details go to mall-api (adyenDetails), whose answer is the outcome or the next action.
 */
export const adapter: PaymentAdapter = {
  provider: 'adyen',
  payButton: (channel, method) => (channel === 'ADYEN_PC' && isWalletMethod(method) ? 'provider' : 'storefront'),
  Form: AdyenForm,
  hasForm: (channel, method) => channel === 'ADYEN_PC' && Boolean(method),
  async handleAction(input, ctx) {
    const action = parseMaybeJson(input.action) as (AdyenAction & { url?: string; method?: string }) | null | undefined;
    if (!action?.type) {
      const url = input.redirectUrl;
      if (!url) return { status: 'failed', reason: 'Adyen answered no action', code: 'PROVIDER_ERROR' };
      browser.assign(url);
      return { status: 'redirected' };
    }
    if (action.type === 'redirect' && action.method === 'GET' && action.url) {
      browser.assign(action.url);
      return { status: 'redirected' };
    }
    try {
      return await runAction(action, ctx);
    } catch (error) {
      return failedFrom(error);
    }
  },
  async confirmClientSecret() {
    return { status: 'failed', reason: 'Adyen has no client secret to confirm', code: 'PROVIDER_ERROR' };
  },
};

async function runAction(first: AdyenAction, ctx: PaymentContext): Promise<PaymentOutcome> {
  const recordId = ctx.order.paymentRecordId;
  if (!ctx.container || !recordId) return { status: 'failed', reason: 'no place to show the Adyen step', code: 'PROVIDER_ERROR' };
  const [{ AdyenCheckout }, config] = await Promise.all([loadAdyen(), clientConfig(ctx)]);
  return new Promise<PaymentOutcome>((resolve) => {
    void AdyenCheckout({
      clientKey: config.clientKey,
      environment: config.environment as 'test',
      locale: ctx.locale,
      countryCode: adyenCountry(ctx.countryCode),
      amount: { value: toProviderAmount(ctx.amount.value, ctx.amount.currency), currency: ctx.amount.currency },
      onAdditionalDetails: (state) => {
        const data = state.data as AdditionalDetails;
        api
          .call(paymentCalls.adyenDetails, { paymentRecordId: recordId, details: data.details ?? {}, ...(data.paymentData ? { paymentData: data.paymentData } : {}), site: ctx.site })
          .then((answer) => (answer.action ? mount(answer.action as unknown as AdyenAction) : resolve(recordOutcome(answer))))
          .catch((error: unknown) => resolve(failedFrom(error)));
      },
      onError: (error) => resolve(error.name === 'CANCEL' ? { status: 'cancelled' } : failedFrom(error)),
    }).then((checkout) => {
      mount = (action: AdyenAction) => {
        try {
          checkout.createFromAction(action).mount(ctx.container!);
        } catch (error) {
          // an action adyen-web cannot show must end the attempt, not leave it hanging
          return resolve(failedFrom(error));
        }
        if (STAY_ON_PAGE_ACTIONS.has(action.type) || (ctx.method && STAY_ON_PAGE_METHODS.has(ctx.method))) resolve({ status: 'pending', stayOnPage: true });
      };
      mount(first);
    }, (error: unknown) => resolve(failedFrom(error)));
    let mount: (action: AdyenAction) => void = () => {};
  });
}
