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
  /**
   * The payment record authority opened for its session, when the key came from there: firstPay
   * must continue that record (paymentOrderId), since a second attempt would be refused as in flight.
   */
  paymentRecordId?: number;
}

let known: { clientKey: string; environment: string } | null = null;

/** Test seam: forget the client key learnt from authority. */
export function forgetAdyenClient(): void {
  known = null;
}

/**
 * Adyen's public client key, never built in: the channel's keys when the pay section has them
 * (run-time channel config), else an Adyen session for the contract (spec: authority, which
 * answers clientKey and environment). Without either there is nothing to load the components with.
 */
export async function adyenClient(ctx: PaymentFormContext, opts: { contractId?: number; idempotencyKey?: string } = {}): Promise<AdyenClient> {
  if (ctx.keys?.clientKey) return { clientKey: ctx.keys.clientKey, environment: ctx.keys.environment ?? 'test' };
  // The client key is the merchant's, the same for every session: one authority answer serves the page.
  if (known) return { ...known };
  const contractId = opts.contractId ?? ctx.contractId;
  if (!contractId) throw new ProviderLoadError('adyen', new Error('no Adyen client key: neither channel keys nor a contract to open a session for'));
  let session;
  try {
    session = await api.call(paymentCalls.authority, {
      channel: 'ADYEN_PC',
      contractId,
      countryCode: ctx.countryCode,
      site: ctx.site,
      amount: { currency: ctx.amount.currency, value: toProviderAmount(ctx.amount.value, ctx.amount.currency) },
      ...(ctx.method === 'applepay' ? { payMethod: 'applePay' as const } : {}),
      idempotencyKey: opts.idempotencyKey ?? newIdempotencyKey(),
    });
  } catch (cause) {
    // e.g. PROVIDER_NOT_CONFIGURED: the buyer sees the load error and may pick another method
    throw new ProviderLoadError('adyen', cause);
  }
  if (!session.redirectInfo?.clientKey) throw new ProviderLoadError('adyen', new Error('authority answered no Adyen client key'));
  known = { clientKey: session.redirectInfo.clientKey, environment: session.redirectInfo.enviroment };
  return { clientKey: session.redirectInfo.clientKey, environment: session.redirectInfo.enviroment, paymentRecordId: session.paymentRecordId };
}

/** The idempotency key format firstPay and authority accept (8-100 of [A-Za-z0-9_-]). */
export const newIdempotencyKey = () => `adyen-${globalThis.crypto.randomUUID()}`;

/** Adyen wants GB, not the mall's UK. */
export const adyenCountry = (country: string) => (country === 'UK' ? 'GB' : country);
