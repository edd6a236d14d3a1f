import { api } from '@mall/shared';
import { paymentCalls } from '@mall/shared/contract';
import { failedFrom, recordOutcome } from '../outcome';
import { loadGlobal } from '../script';
import type { PaymentAdapter, PaymentContext, PaymentOutcome } from '../types';
import { browser } from '../browser';

/** The part of PayPal's JS SDK the storefront uses. */
export interface PaypalButtons {
  isEligible(): boolean;
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
}
export interface PaypalGlobal {
  Buttons(options: {
    createOrder(): Promise<string> | string;
    onApprove(data: { orderID: string }): Promise<void>;
    onCancel(): void;
    onError(error: unknown): void;
  }): PaypalButtons;
}

export const PAYPAL_SDK = 'https://www.paypal.com/sdk/js';

function loadPaypal(clientId: string, currency: string): Promise<PaypalGlobal> {
  const src = `${PAYPAL_SDK}?${new URLSearchParams({ 'client-id': clientId, currency, intent: 'capture', components: 'buttons' })}`;
  return loadGlobal('paypal', src, () => (window as { paypal?: PaypalGlobal }).paypal);
}

/**
 * PayPal: firstPay creates the PayPal order (merchantSerialNo = its id; approveUrl its approval page).
 * With a client id configured, PayPal's own buttons appear in ctx.container for the buyer to
 * approve in PayPal's window, then mall-api captures (paypalDetails / paypalCapture). Without one,
 * the buyer approves on PayPal's page (approveUrl); back on the result page, completeReturn captures.
 */
export const adapter: PaymentAdapter = {
  provider: 'paypal',
  payButton: () => 'storefront',
  hasForm: () => false,
  async handleAction(action, ctx) {
    const clientId = ctx.keys?.clientId;
    const recordId = ctx.order.paymentRecordId;
    if (!clientId || !ctx.container || !recordId) {
      const url = action.approveUrl ?? action.redirectUrl;
      if (!url) return { status: 'failed', reason: 'PayPal answered no approval page', code: 'PROVIDER_ERROR' };
      browser.assign(url);
      return { status: 'redirected' };
    }
    try {
      const paypal = await loadPaypal(clientId, ctx.amount.currency);
      return await approveWithButtons(paypal, action.merchantSerialNo ?? null, recordId, ctx);
    } catch (error) {
      return failedFrom(error);
    }
  },
  async confirmClientSecret() {
    return { status: 'failed', reason: 'PayPal has no client secret to confirm', code: 'PROVIDER_ERROR' };
  },
  async completeReturn(query) {
    // Back from PayPal's approval page: ?paymentOrderId=<record>&token=<PayPal order>&PayerID=...
    // An approved order is not paid until captured; the capture is idempotent on the server.
    const paymentRecordId = Number(query.paymentOrderId);
    if (!query.token || !Number.isInteger(paymentRecordId) || paymentRecordId < 1) return null;
    if (!query.PayerID) return query.status?.toLowerCase() === 'failed' ? closeCancelledApproval(paymentRecordId) : null;
    try {
      return recordOutcome(await api.call(paymentCalls.paypalCapture, { paymentRecordId, gatewaySerialNo: query.token }));
    } catch (error) {
      return failedFrom(error);
    }
  },
};

/**
 * The buyer cancelled on PayPal's approval page (the cancel URL: status=failed, no PayerID). The
 * attempt would stay pending for ever, so it is closed with the re-payment close call: the result
 * page is honest and the buyer can pay again at once. An unapproved PayPal order can never be
 * captured, so nothing was charged. Answers `cancelled` unless the record says it is paid.
 */
async function closeCancelledApproval(paymentRecordId: number): Promise<PaymentOutcome> {
  try {
    const record = await api.call(paymentCalls.queryPaymentRecord, { paymentRecordId });
    if (record.channel !== 'PAYPAL_PAY_PC') return recordOutcome(record);
    if (record.recordStatus === 'PAY_PENDING') {
      await api.call(paymentCalls.closePaymentRecordAfterConfirm, { payUniqueKey: record.payUniqueKey, paymentRecordId });
      return { status: 'cancelled' };
    }
    return record.recordStatus === 'CLOSED' ? { status: 'cancelled' } : recordOutcome(record);
  } catch {
    // The close did not go through; the buyer still left PayPal without approving.
    return { status: 'cancelled' };
  }
}

function approveWithButtons(paypal: PaypalGlobal, knownOrderId: string | null, paymentRecordId: number, ctx: PaymentContext): Promise<PaymentOutcome> {
  return new Promise<PaymentOutcome>((resolve) => {
    const buttons = paypal.Buttons({
      // the order exists already (firstPay); paypalDetails names it when firstPay did not
      createOrder: async () => knownOrderId ?? (await api.call(paymentCalls.paypalDetails, { paymentRecordId })).paypalOrderId,
      onApprove: async ({ orderID }) => {
        try {
          resolve(recordOutcome(await api.call(paymentCalls.paypalCapture, { paymentRecordId, gatewaySerialNo: orderID })));
        } catch (error) {
          resolve(failedFrom(error));
        }
      },
      onCancel: () => resolve({ status: 'cancelled' }),
      onError: (error) => resolve(failedFrom(error)),
    });
    buttons.render(ctx.container!).catch((error: unknown) => resolve(failedFrom(error)));
  });
}
