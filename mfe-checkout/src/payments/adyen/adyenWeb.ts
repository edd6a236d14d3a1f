import { api } from '@mall/shared';
import { paymentCalls } from '@mall/shared/contract';
import { toProviderAmount } from '../amounts';
import { ProviderLoadError, type PaymentFormContext } from '../types';

/** adyen-web and its stylesheet, only when an Adyen form or action is shown (its own lazy chunk). */
export async function loadAdyen() {
  try {
    const [web] = await Promise.all([
      import(/* webpackChunkName: "adyen-web" */ '@adyen/adyen-web'),
      import(/* webpackChunkName: "adyen-web" */ '@adyen/adyen-web/styles/adyen.css'),
    ]);
    return web;
  } catch (cause) {
    throw new ProviderLoadError('adyen', cause);
  }
}

export interface AdyenClient {
  clientKey: string;
  environment: string;
}

let known: AdyenClient | null = null;

/** Test seam: forget the client key learnt from authority. */
export function forgetAdyenClient(): void {
  known = null;
}

/**
 * Adyen's public client key, never built in: the channel's keys when the pay section has them
 * (run-time channel config), else the one an Adyen session answered earlier on this page, else —
 * only for a payment already started (`session`: its contract and this attempt's idempotency key,
 * so authority reuses the attempt's record) — a session (spec: authority, answering clientKey and
 * environment). Forms never open a session just to show fields: it would hold the contract's one
 * in-flight attempt and refuse every other method the buyer might pick instead.
 */
export async function adyenClient(ctx: PaymentFormContext, session?: { contractId: number; idempotencyKey?: string }): Promise<AdyenClient> {
  if (ctx.keys?.clientKey) return { clientKey: ctx.keys.clientKey, environment: ctx.keys.environment ?? 'test' };
  // The client key is the merchant's, the same for every session: one authority answer serves the page.
  if (known) return { ...known };
  if (!session) throw new ProviderLoadError('adyen', new Error('no Adyen client key in the channel keys'));
  let answer;
  try {
    answer = await api.call(paymentCalls.authority, {
      channel: 'ADYEN_PC',
      contractId: session.contractId,
      countryCode: ctx.countryCode,
      site: ctx.site,
      amount: { currency: ctx.amount.currency, value: toProviderAmount(ctx.amount.value, ctx.amount.currency) },
      ...(ctx.method === 'applepay' ? { payMethod: 'applePay' as const } : {}),
      idempotencyKey: session.idempotencyKey ?? newIdempotencyKey(),
    });
  } catch (cause) {
    // e.g. PROVIDER_NOT_CONFIGURED: the buyer sees the load error and may pick another method
    throw new ProviderLoadError('adyen', cause);
  }
  if (!answer.redirectInfo?.clientKey) throw new ProviderLoadError('adyen', new Error('authority answered no Adyen client key'));
  known = { clientKey: answer.redirectInfo.clientKey, environment: answer.redirectInfo.enviroment };
  return { ...known };
}

/** The idempotency key format firstPay and authority accept (8-100 of [A-Za-z0-9_-]). */
export const newIdempotencyKey = () => `adyen-${globalThis.crypto.randomUUID()}`;

/** Adyen wants GB, not the mall's UK. */
export const adyenCountry = (country: string) => (country === 'UK' ? 'GB' : country);
