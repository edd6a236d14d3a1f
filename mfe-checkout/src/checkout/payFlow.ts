/**
 * The pay flow (spec: checkout-orderlist-points §4 "Payment flow", §5, §8 error catalogue): from the
 * buyer's click on "pay" to where they end up. Everything it touches comes in through `PayFlowPorts`,
 * so the flow is plain code with one test per rule and per catalogue row.
 */
import { isApiError } from '@mall/shared';
import type { FirstPayAnswer } from '@mall/shared/contract';
import type { FirstPayExtras, PaymentActionInput, PaymentAdapter, PaymentContext, PaymentFormHandle, PaymentOutcome } from '../payments';

/** Methods whose action keeps the buyer on the page with a pending result (spec §4). */
export const STAY_ON_PAGE_METHODS: readonly string[] = ['multibanco', 'mbway', 'swish'];

/** Error codes that mean the goods cannot be bought as they are (spec §8: 'item solt out', back to /cart). */
export const SOLD_OUT_CODES: readonly string[] = ['ITEM_SOLD_OUT', 'ACTIVITY_ENDED', 'PRICE_CHANGED'];
const SOLD_OUT_MESSAGE = /sold out|activity (has )?ended|price (has )?changed/i;

/** What the flow knows about the chosen channel. */
export interface ChosenChannel {
  channel: string;
  method?: string | null;
  /** The form must validate (and tokenise) before paying. */
  cardStyle: boolean;
  /** Pays with a saved card: a selected card (bindToken) is required. */
  savedCard: boolean;
}

/** What is paid. */
export interface PayTarget {
  contractId: number;
  buyerId: number;
  tradeOrderIds: number[];
  isPoint: boolean;
  email?: string | null;
}

/** Where the flow reaches out; the checkout and pre-pay screens wire these. */
export interface PayFlowPorts {
  /**
   * The contract's check before paying: '1' payable, '0' not (required fields missing, contract changed).
   * On the checkout page it also places the orders; it answers what is paid.
   */
  prepare(): Promise<{ validResult: '0' | '1'; target?: PayTarget }>;
  firstPay(request: FirstPayRequestInput): Promise<FirstPayAnswer>;
  /** window.location.replace: the provider's page replaces the checkout in history. */
  replaceLocation(url: string): void;
  /** Opens /buyer/pay-result, replacing the history entry. */
  openResult(query: Record<string, string>): void;
  goToCart(): void;
  /** A warning toast (already translated by the caller from the key). */
  warn(key: PayFlowMessage): void;
  /** Spec §8: error code 429 runs the limiting-pay handler instead of the result page. */
  onLimited(error: unknown): void;
  /** Spec: a validation result of '0' returns the buyer one step back. */
  stepBack(): void;
  newIdempotencyKey(): string;
}

export type PayFlowMessage = 'soldOut' | 'confirmRequired' | 'selectCard' | 'loadError';

export interface FirstPayRequestInput extends FirstPayExtras {
  payChannel: string;
  paymentMethod?: string;
  contractId: number;
  tradeId: number;
  orderId?: number;
  buyerId: number;
  returnUrl: string;
  idempotencyKey: string;
}

export interface PayAttempt {
  chosen: ChosenChannel;
  adapter: PaymentAdapter;
  /** The channel's mounted form, when the adapter has one for it (null: not mounted / failed to load). */
  form: PaymentFormHandle | null;
  /**
   * Built once the target is known (the adapter's context for actions and confirmations);
   * `idempotencyKey` is the attempt's, so provider calls that follow (Adyen authority) continue it.
   */
  context(target: PayTarget, answer: FirstPayAnswer, idempotencyKey: string): PaymentContext;
}

export type PayFlowEnd =
  /** Stayed on the page because something the buyer can fix is missing. */
  | 'invalid'
  | 'stepBack'
  | 'redirected'
  | 'result'
  /** multibanco / mbway / swish: the voucher is on the page, the result comes later. */
  | 'pendingOnPage'
  /** Buyer closed the provider's sheet: nothing to report, they may pick again. */
  | 'cancelled'
  | 'soldOut'
  | 'limited';

/** Where the pay-result page's replacement entry form gets its fields (spec §2). */
export function resultQuery(
  target: PayTarget,
  status: 'success' | 'pending' | 'failed',
  extra: { paymentRecordId?: number; error?: string } = {},
): Record<string, string> {
  const query: Record<string, string> = {
    tradeId: String(target.contractId),
    status,
    isPoint: String(target.isPoint),
    tradeOrderId: target.tradeOrderIds.join(','),
  };
  if (extra.paymentRecordId !== undefined) query.paymentOrderId = String(extra.paymentRecordId);
  if (target.email) query.email = target.email;
  if (extra.error) query.error = extra.error;
  return query;
}

/** The error catalogue rows of a failed pay call, in order; the last always matches. */
export const PAY_ERROR_RULES: ReadonlyArray<{ id: 'soldOut' | 'limited' | 'failed'; matches(error: unknown): boolean }> = [
  {
    id: 'soldOut',
    matches: (e) => (isApiError(e) && SOLD_OUT_CODES.includes(e.code)) || (e instanceof Error && SOLD_OUT_MESSAGE.test(e.message)),
  },
  { id: 'limited', matches: (e) => isApiError(e) && (e.status === 429 || e.code === '429' || e.code === 'PAY_LIMITED') },
  { id: 'failed', matches: () => true },
];

export const payErrorKind = (error: unknown) => PAY_ERROR_RULES.find((rule) => rule.matches(error))!.id;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Thrown to stop a provider's own UI when the contract is not payable ('0'); already handled. */
class NotPayable extends Error {}

/** Checks the contract (placing the orders on the checkout page), then firstPay with a fresh key. */
async function placeAndFirstPay(attempt: PayAttempt, extras: FirstPayExtras, ports: PayFlowPorts, placed: { target?: PayTarget }) {
  const prepared = await ports.prepare();
  if (prepared.validResult === '0' || !prepared.target) {
    ports.stepBack();
    ports.warn('confirmRequired');
    throw new NotPayable();
  }
  const target = prepared.target;
  placed.target = target;
  // A fresh key per attempt: the server answers a replay of it with the first result.
  const idempotencyKey = ports.newIdempotencyKey();
  const answer = await ports.firstPay({
    payChannel: attempt.chosen.channel,
    ...(attempt.chosen.method ? { paymentMethod: attempt.chosen.method } : {}),
    contractId: target.contractId,
    tradeId: target.contractId,
    ...(target.tradeOrderIds[0] !== undefined ? { orderId: target.tradeOrderIds[0] } : {}),
    buyerId: target.buyerId,
    returnUrl: '/buyer/pay-result',
    idempotencyKey,
    ...extras,
  });
  return { target, answer, idempotencyKey };
}

/**
 * For a form that needs the contract before paying (Klarna opens its session inside validate):
 * the same check and placing as paying, with the same refusals (a '0' steps back, sold out goes
 * to the cart, anything else to the result page). Answers the contract's id; rejects when refused.
 */
export async function prepareContract(ports: PayFlowPorts): Promise<number> {
  try {
    const prepared = await ports.prepare();
    if (prepared.validResult === '0' || !prepared.target) {
      ports.stepBack();
      ports.warn('confirmRequired');
      throw new NotPayable();
    }
    return prepared.target.contractId;
  } catch (error) {
    if (!(error instanceof NotPayable)) endWithError(error, undefined, ports);
    throw error;
  }
}

/** The error catalogue applied to whatever went wrong. */
function endWithError(error: unknown, target: PayTarget | undefined, ports: PayFlowPorts): PayFlowEnd {
  if (error instanceof NotPayable) return 'stepBack';
  switch (payErrorKind(error)) {
    case 'soldOut':
      ports.warn('soldOut');
      ports.goToCart();
      return 'soldOut';
    case 'limited':
      ports.onLimited(error);
      return 'limited';
    default:
      // Spec §4: any thrown error leads to the result page, failed, with the error.
      ports.openResult(
        target ? resultQuery(target, 'failed', { error: messageOf(error) }) : { status: 'failed', error: messageOf(error) },
      );
      return 'result';
  }
}

/** One payment attempt from the storefront's pay button, start to end. Never rejects. */
export async function runPayFlow(attempt: PayAttempt, ports: PayFlowPorts): Promise<PayFlowEnd> {
  const { chosen, adapter } = attempt;
  let extras: FirstPayExtras = {};
  const placed: { target?: PayTarget } = {};
  try {
    // Card-style channels check their fields before anything is placed or paid.
    if (chosen.cardStyle || chosen.savedCard || adapter.hasForm(chosen.channel, chosen.method ?? undefined)) {
      if (!attempt.form) {
        ports.warn(chosen.savedCard ? 'selectCard' : 'loadError');
        return 'invalid';
      }
      const checked = await attempt.form.validate();
      if (!checked.valid) {
        if (chosen.savedCard) ports.warn('selectCard');
        return 'invalid';
      }
      extras = checked.extras;
    }
    if (chosen.savedCard && !extras.bindToken) {
      ports.warn('selectCard');
      return 'invalid';
    }
    const { target, answer, idempotencyKey } = await placeAndFirstPay(attempt, extras, ports, placed);
    return await followAnswer(answer, attempt, target, idempotencyKey, ports);
  } catch (error) {
    return endWithError(error, placed.target, ports);
  }
}

/**
 * For channels that pay from the provider's own button (PayPal, wallets): the Form calls
 * startPayment from inside the provider's callbacks and reports the outcome; `onEnd` gets where it ended.
 */
export function providerButtonFlow(attempt: PayAttempt, ports: PayFlowPorts, onEnd: (end: PayFlowEnd) => void) {
  let paid: { target: PayTarget; answer: FirstPayAnswer; idempotencyKey: string } | undefined;
  return {
    async startPayment(extras: FirstPayExtras): Promise<PaymentActionInput & { paymentRecordId?: number }> {
      const placed: { target?: PayTarget } = {};
      try {
        paid = await placeAndFirstPay(attempt, extras, ports, placed);
      } catch (error) {
        onEnd(endWithError(error, placed.target, ports));
        // The provider's UI must stop too; the buyer was already told.
        throw error;
      }
      const { answer } = paid;
      const info = answer.redirectInfo;
      return {
        paymentRecordId: answer.paymentRecordId,
        redirectUrl: answer.redirectUrl ?? undefined,
        approveUrl: info?.approveUrl ?? undefined,
        action: info?.action ?? undefined,
        merchantSerialNo: info?.merchantSerialNo ?? undefined,
        resultCode: info?.resultCode ?? undefined,
        clientSecret: info?.clientSecret ?? undefined,
      };
    },
    onOutcome(outcome: PaymentOutcome) {
      if (!paid) {
        // Cancelled or failed before anything was placed: nothing to report beyond the provider's own UI.
        onEnd(outcome.status === 'cancelled' ? 'cancelled' : 'invalid');
        return;
      }
      onEnd(followOutcome(outcome, attempt, paid.target, paid.answer, ports));
    },
  };
}

async function followAnswer(answer: FirstPayAnswer, attempt: PayAttempt, target: PayTarget, idempotencyKey: string, ports: PayFlowPorts): Promise<PayFlowEnd> {
  const record = { paymentRecordId: answer.paymentRecordId };
  const info = answer.redirectInfo;
  switch (answer.nextStep) {
    case 'REDIRECT':
      if (answer.redirectUrl) {
        ports.replaceLocation(answer.redirectUrl);
        return 'redirected';
      }
      break;
    case 'ACTION':
      if (info) {
        const outcome = await attempt.adapter.handleAction(
          { ...info, action: info.action ?? undefined, approveUrl: info.approveUrl ?? undefined, merchantSerialNo: info.merchantSerialNo ?? undefined, resultCode: info.resultCode ?? undefined, clientSecret: info.clientSecret ?? undefined, redirectUrl: answer.redirectUrl ?? undefined },
          attempt.context(target, answer, idempotencyKey),
        );
        return followOutcome(outcome, attempt, target, answer, ports);
      }
      break;
    case 'CONFIRM':
      if (info?.clientSecret) {
        const outcome = await attempt.adapter.confirmClientSecret(info.clientSecret, attempt.context(target, answer, idempotencyKey));
        return followOutcome(outcome, attempt, target, answer, ports);
      }
      break;
    case 'SUCCESS':
      ports.openResult(resultQuery(target, 'success', record));
      return 'result';
    case 'PENDING':
      ports.openResult(resultQuery(target, 'pending', record));
      return 'result';
  }
  // An answer that names a step without what the step needs: the record tells the truth, poll it.
  ports.openResult(resultQuery(target, 'pending', record));
  return 'result';
}

function followOutcome(outcome: PaymentOutcome, attempt: PayAttempt, target: PayTarget, answer: FirstPayAnswer, ports: PayFlowPorts): PayFlowEnd {
  const record = { paymentRecordId: answer.paymentRecordId };
  switch (outcome.status) {
    case 'redirected':
      return 'redirected';
    case 'cancelled':
      return 'cancelled';
    case 'success':
      ports.openResult(resultQuery(target, 'success', record));
      return 'result';
    case 'pending':
      if (outcome.stayOnPage || STAY_ON_PAGE_METHODS.includes((attempt.chosen.method ?? '').toLowerCase())) return 'pendingOnPage';
      ports.openResult(resultQuery(target, 'pending', record));
      return 'result';
    case 'failed':
      ports.openResult(resultQuery(target, 'failed', { ...record, error: outcome.reason }));
      return 'result';
  }
}
