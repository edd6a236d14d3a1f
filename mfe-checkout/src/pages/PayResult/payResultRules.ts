/**
 * Reading a payment's state while the result page polls (spec: reviews-aftersales-cards-header
 * "Payment result polling"; checkout-orderlist-points §2 pay-result route, §4 result statuses).
 */

/** Spec: payment status polling interval. */
export const PAY_RESULT_POLL_MS = 3000;

export type PayVerdict = 'success' | 'pending' | 'failed';

/** The payment record's recordStatus: PAY_SUCCESS or PRE_AUTH_SUCCESS succeed, PAY_PENDING waits, anything else failed. */
export function verdictOfRecordStatus(recordStatus: string): PayVerdict {
  if (recordStatus === 'PAY_SUCCESS' || recordStatus === 'PRE_AUTH_SUCCESS') return 'success';
  if (recordStatus === 'PAY_PENDING') return 'pending';
  return 'failed';
}

/** The second variant of the poll: SUCCESS succeeds, UNKNOWN waits, anything else failed. */
export function verdictOfResultStatus(status: string): PayVerdict {
  if (status === 'SUCCESS') return 'success';
  if (status === 'UNKNOWN') return 'pending';
  return 'failed';
}

/** Poll again only while nothing is decided. */
export const pollDelay = (verdict: PayVerdict | undefined): number | false => (verdict === 'success' || verdict === 'failed' ? false : PAY_RESULT_POLL_MS);

/**
 * The two ways into /buyer/pay-result (spec §2):
 * - back from a provider: orderId, tradeId, contractId, buyerId, status, paymentOrderId, totalAmt, merchantSerialNo;
 * - from the pay flow, replacing the history entry: tradeId, status, isPoint, tradeOrderId, otherResult (not read, see below), email, error?.
 */
export interface PayResultEntry {
  tradeId?: string;
  /** The trade order(s) paid: orderId from a provider, tradeOrderId from the pay flow. */
  tradeOrderId?: string;
  contractId?: string;
  buyerId?: string;
  paymentOrderId?: string;
  merchantSerialNo?: string;
  totalAmt?: string;
  /** The first-hand status: success, pending or failed. */
  status?: string;
  isPoint: boolean;
  // The spec's `otherResult` is not read: this page shows only what the payment record says (it
  // polls it), and the pay flow has no second result to carry. Text from the URL shown as a result
  // would let any link put words on this trusted page; a pending on-page method (multibanco,
  // mbway, swish) keeps the buyer on checkout and never comes here.

  email?: string;
  /** The error of a payment that threw before the provider was reached. */
  error?: string;
}

export function readPayResultEntry(query: URLSearchParams): PayResultEntry {
  const get = (key: string) => query.get(key) || undefined;
  return {
    tradeId: get('tradeId'),
    tradeOrderId: get('tradeOrderId') ?? get('orderId'),
    contractId: get('contractId'),
    buyerId: get('buyerId'),
    paymentOrderId: get('paymentOrderId'),
    merchantSerialNo: get('merchantSerialNo'),
    totalAmt: get('totalAmt'),
    status: get('status')?.toLowerCase(),
    isPoint: get('isPoint') === 'true' || get('isPoint') === '1',
    email: get('email'),
    error: get('error'),
  };
}

/** The trade order ids an entry names (the pay flow joins several with commas; a provider names the first). */
export function entryOrderIds(entry: PayResultEntry): number[] {
  return (entry.tradeOrderId ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}
