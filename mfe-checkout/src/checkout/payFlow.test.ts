import { ApiError } from '@mall/shared';
import type { FirstPayAnswer } from '@mall/shared/contract';
import type { PaymentAdapter, PaymentFormHandle, PaymentOutcome } from '../payments';
import {
  type ChosenChannel,
  type FirstPayRequestInput,
  type PayAttempt,
  type PayFlowPorts,
  type PayTarget,
  prepareContract,
  providerButtonFlow,
  resultQuery,
  runPayFlow,
} from './payFlow';

const target: PayTarget = { contractId: 900, buyerId: 1, tradeOrderIds: [901, 902], isPoint: false, email: 'anna@example.com' };

const answer = (patch: Partial<FirstPayAnswer> = {}): FirstPayAnswer => ({
  nextStep: 'SUCCESS',
  paymentRecordId: 77,
  recordStatus: 'PAY_SUCCESS',
  channel: 'MOCKPAY',
  redirectUrl: null,
  needConfirm: false,
  redirectInfo: null,
  channelToken: null,
  contractId: 900,
  tradeOrderIds: [901, 902],
  buyerId: 1,
  amount: { value: 100, currency: 'EUR' },
  replayed: false,
  ...patch,
});
const info = (patch: Partial<NonNullable<FirstPayAnswer['redirectInfo']>> = {}) => ({
  clientSecret: null,
  approveUrl: null,
  action: null,
  merchantSerialNo: null,
  resultCode: null,
  ...patch,
});

function fakeAdapter(patch: Partial<PaymentAdapter> = {}) {
  return {
    provider: 'adyen',
    // The adapter interface: who shows the pay button, per channel and method.
    payButton: jest.fn((_channel: string, _method?: string) => 'storefront' as const),
    hasForm: () => false,
    handleAction: jest.fn(async (): Promise<PaymentOutcome> => ({ status: 'success' })),
    confirmClientSecret: jest.fn(async (): Promise<PaymentOutcome> => ({ status: 'success' })),
    ...patch,
  } satisfies PaymentAdapter;
}

function ports(patch: Partial<PayFlowPorts> = {}) {
  let key = 0;
  return {
    prepare: jest.fn(async () => ({ validResult: '1' as const, target })),
    firstPay: jest.fn(async () => answer()),
    replaceLocation: jest.fn(),
    openResult: jest.fn(),
    goToCart: jest.fn(),
    warn: jest.fn(),
    onLimited: jest.fn(),
    stepBack: jest.fn(),
    newIdempotencyKey: jest.fn(() => `attempt-key-${++key}`),
    ...patch,
  } satisfies PayFlowPorts;
}

const chosen = (patch: Partial<ChosenChannel> = {}): ChosenChannel => ({ channel: 'MOCKPAY', method: null, cardStyle: false, savedCard: false, ...patch });
const attempt = (patch: Partial<PayAttempt> = {}): PayAttempt => ({
  chosen: chosen(),
  adapter: fakeAdapter(),
  form: null,
  context: () => ({
    channel: 'MOCKPAY',
    amount: { value: 100, currency: 'EUR' },
    countryCode: 'DE',
    locale: 'de-DE',
    site: 'EU',
    order: { tradeId: 900, contractId: 900, buyerId: 1, orderIds: [901, 902] },
    returnUrl: 'http://shop/buyer/pay-result',
  }),
  ...patch,
});
const form = (result: Awaited<ReturnType<PaymentFormHandle['validate']>>): PaymentFormHandle => ({ validate: jest.fn(async () => result) });

describe('the pay flow: the form comes first', () => {
  it('a card-style channel validates its form and sends the form’s extras to firstPay', async () => {
    const p = ports();
    const cardForm = form({ valid: true, extras: { token: 'pm_123' } });
    const end = await runPayFlow(attempt({ chosen: chosen({ channel: 'STRIPE_PAY_PC', cardStyle: true }), form: cardForm }), p);
    expect(cardForm.validate).toHaveBeenCalled();
    expect(p.firstPay).toHaveBeenCalledWith(expect.objectContaining({ payChannel: 'STRIPE_PAY_PC', token: 'pm_123', contractId: 900, tradeId: 900, buyerId: 1 }));
    expect(end).toBe('result');
  });

  it('an invalid card form stops before anything is placed or paid', async () => {
    const p = ports();
    const end = await runPayFlow(attempt({ chosen: chosen({ cardStyle: true }), form: form({ valid: false }) }), p);
    expect(end).toBe('invalid');
    expect(p.prepare).not.toHaveBeenCalled();
    expect(p.firstPay).not.toHaveBeenCalled();
  });

  it('a card form whose provider widgets did not load warns and pays nothing', async () => {
    const p = ports();
    expect(await runPayFlow(attempt({ chosen: chosen({ cardStyle: true }), form: null }), p)).toBe('invalid');
    expect(p.warn).toHaveBeenCalledWith('loadError');
    expect(p.firstPay).not.toHaveBeenCalled();
  });

  it("the saved-card channel without a card warns 'please select a payment card'", async () => {
    const p = ports();
    const end = await runPayFlow(attempt({ chosen: chosen({ channel: 'STRIPE_PAY_QUICK', savedCard: true }), form: form({ valid: true, extras: {} }) }), p);
    expect(end).toBe('invalid');
    expect(p.warn).toHaveBeenCalledWith('selectCard');
    expect(p.firstPay).not.toHaveBeenCalled();
  });

  it('the saved-card channel pays with the chosen card’s bindToken', async () => {
    const p = ports();
    await runPayFlow(attempt({ chosen: chosen({ channel: 'STRIPE_PAY_QUICK', savedCard: true }), form: form({ valid: true, extras: { bindToken: 'tok_9' } }) }), p);
    expect(p.firstPay).toHaveBeenCalledWith(expect.objectContaining({ bindToken: 'tok_9' }));
  });
});

describe("the pay flow: firstPay's answer decides", () => {
  it('a redirect URL replaces the page', async () => {
    const p = ports({ firstPay: jest.fn(async () => answer({ nextStep: 'REDIRECT', redirectUrl: '/mockpay/77' })) });
    expect(await runPayFlow(attempt(), p)).toBe('redirected');
    expect(p.replaceLocation).toHaveBeenCalledWith('/mockpay/77');
    expect(p.openResult).not.toHaveBeenCalled();
  });

  it("an action goes to the channel's widget, and its success opens the result page", async () => {
    const adapter = fakeAdapter();
    const p = ports({ firstPay: jest.fn(async () => answer({ nextStep: 'ACTION', redirectInfo: info({ action: { type: 'threeDS2' } }) })) });
    expect(await runPayFlow(attempt({ adapter }), p)).toBe('result');
    expect(adapter.handleAction).toHaveBeenCalledWith(expect.objectContaining({ action: { type: 'threeDS2' } }), expect.anything());
    expect(p.openResult).toHaveBeenCalledWith(resultQuery(target, 'success', { paymentRecordId: 77 }));
  });

  it('an action the widget turns into a redirect leaves the page to the provider', async () => {
    const adapter = fakeAdapter({ handleAction: jest.fn(async () => ({ status: 'redirected' as const })) });
    const p = ports({ firstPay: jest.fn(async () => answer({ nextStep: 'ACTION', redirectInfo: info({ action: { type: 'redirect' } }) })) });
    expect(await runPayFlow(attempt({ adapter }), p)).toBe('redirected');
    expect(p.openResult).not.toHaveBeenCalled();
  });

  it.each(['multibanco', 'mbway', 'swish'])('an action for %s keeps the buyer on the page with a pending result', async (method) => {
    const adapter = fakeAdapter({ handleAction: jest.fn(async () => ({ status: 'pending' as const })) });
    const p = ports({ firstPay: jest.fn(async () => answer({ nextStep: 'ACTION', redirectInfo: info({ action: { type: 'voucher' } }) })) });
    expect(await runPayFlow(attempt({ adapter, chosen: chosen({ channel: 'ADYEN_PC', method }) }), p)).toBe('pendingOnPage');
    expect(p.openResult).not.toHaveBeenCalled();
  });

  it('a pending action of another method opens the result page to poll', async () => {
    const adapter = fakeAdapter({ handleAction: jest.fn(async () => ({ status: 'pending' as const })) });
    const p = ports({ firstPay: jest.fn(async () => answer({ nextStep: 'ACTION', redirectInfo: info({ action: { type: 'await' } }) })) });
    await runPayFlow(attempt({ adapter, chosen: chosen({ channel: 'ADYEN_PC', method: 'scheme' }) }), p);
    expect(p.openResult).toHaveBeenCalledWith(expect.objectContaining({ status: 'pending', paymentOrderId: '77' }));
  });

  it('a client secret needing confirmation is confirmed by the adapter', async () => {
    const adapter = fakeAdapter();
    const p = ports({ firstPay: jest.fn(async () => answer({ nextStep: 'CONFIRM', needConfirm: true, redirectInfo: info({ clientSecret: 'pi_1_secret_2' }) })) });
    expect(await runPayFlow(attempt({ adapter }), p)).toBe('result');
    expect(adapter.confirmClientSecret).toHaveBeenCalledWith('pi_1_secret_2', expect.anything());
    expect(p.openResult).toHaveBeenCalledWith(expect.objectContaining({ status: 'success' }));
  });

  it('a failed confirmation opens the result page failed with the reason', async () => {
    const adapter = fakeAdapter({ confirmClientSecret: jest.fn(async () => ({ status: 'failed' as const, reason: 'Your card was declined.', code: 'DECLINED' as const })) });
    const p = ports({ firstPay: jest.fn(async () => answer({ nextStep: 'CONFIRM', needConfirm: true, redirectInfo: info({ clientSecret: 's' }) })) });
    await runPayFlow(attempt({ adapter }), p);
    expect(p.openResult).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed', error: 'Your card was declined.' }));
  });

  it('a cancelled provider sheet (Apple Pay) ends quietly so the buyer can retry', async () => {
    const adapter = fakeAdapter({ confirmClientSecret: jest.fn(async () => ({ status: 'cancelled' as const })) });
    const p = ports({ firstPay: jest.fn(async () => answer({ nextStep: 'CONFIRM', redirectInfo: info({ clientSecret: 's' }) })) });
    expect(await runPayFlow(attempt({ adapter }), p)).toBe('cancelled');
    expect(p.openResult).not.toHaveBeenCalled();
    expect(p.warn).not.toHaveBeenCalled();
  });

  it('plain success opens the result page (replacing history) with the spec’s entry fields', async () => {
    const p = ports();
    await runPayFlow(attempt(), p);
    expect(p.openResult).toHaveBeenCalledWith({
      tradeId: '900',
      status: 'success',
      isPoint: 'false',
      tradeOrderId: '901,902',
      paymentOrderId: '77',
      email: 'anna@example.com',
    });
  });

  it("the adapter's context for an action or a confirmation carries the attempt's idempotency key", async () => {
    const adapter = fakeAdapter();
    const context = jest.fn(attempt().context);
    const p = ports({ firstPay: jest.fn(async () => answer({ nextStep: 'ACTION', redirectInfo: info({ action: { type: 'threeDS2' } }) })) });
    await runPayFlow(attempt({ adapter, context }), p);
    expect(p.firstPay).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: 'attempt-key-1' }));
    expect(context).toHaveBeenCalledWith(target, expect.objectContaining({ paymentRecordId: 77 }), 'attempt-key-1');

    const confirm = jest.fn(attempt().context);
    const q = ports({ firstPay: jest.fn(async () => answer({ nextStep: 'CONFIRM', redirectInfo: info({ clientSecret: 's' }) })) });
    await runPayFlow(attempt({ adapter, context: confirm }), q);
    expect(confirm).toHaveBeenCalledWith(target, expect.anything(), 'attempt-key-1');
  });

  it('each attempt sends a fresh idempotency key', async () => {
    const firstPay = jest.fn(async (_request: FirstPayRequestInput) => answer());
    const p = ports({ firstPay });
    await runPayFlow(attempt(), p);
    await runPayFlow(attempt(), p);
    const keys = firstPay.mock.calls.map(([request]) => request.idempotencyKey);
    expect(keys).toEqual(['attempt-key-1', 'attempt-key-2']);
  });
});

describe('the pay flow: the error catalogue', () => {
  it.each(['ITEM_SOLD_OUT', 'ACTIVITY_ENDED', 'PRICE_CHANGED'])("%s resets, warns 'item solt out' and goes to /cart", async (code) => {
    const p = ports({ firstPay: jest.fn(async () => Promise.reject(new ApiError(code, 'refused', 409))) });
    expect(await runPayFlow(attempt(), p)).toBe('soldOut');
    expect(p.warn).toHaveBeenCalledWith('soldOut');
    expect(p.goToCart).toHaveBeenCalled();
    expect(p.openResult).not.toHaveBeenCalled();
  });

  it('a pay failure whose message says the item is sold out is treated the same', async () => {
    const p = ports({ firstPay: jest.fn(async () => Promise.reject(new ApiError('CONFLICT', 'Item sold out', 409))) });
    expect(await runPayFlow(attempt(), p)).toBe('soldOut');
    expect(p.goToCart).toHaveBeenCalled();
  });

  it('placing the orders refused as sold out goes to /cart too', async () => {
    const p = ports({ prepare: jest.fn(async () => Promise.reject(new ApiError('ITEM_SOLD_OUT', 'sold out', 409))) });
    expect(await runPayFlow(attempt(), p)).toBe('soldOut');
    expect(p.firstPay).not.toHaveBeenCalled();
  });

  it('error code 429 runs the limiting-pay handler instead of the result page', async () => {
    const limited = new ApiError('PAY_LIMITED', 'too many', 429);
    const p = ports({ firstPay: jest.fn(async () => Promise.reject(limited)) });
    expect(await runPayFlow(attempt(), p)).toBe('limited');
    expect(p.onLimited).toHaveBeenCalledWith(limited);
    expect(p.openResult).not.toHaveBeenCalled();
  });

  it('any other pay error goes to the result page failed, with the error', async () => {
    const p = ports({ firstPay: jest.fn(async () => Promise.reject(new ApiError('PROVIDER_ERROR', 'The provider is down', 502))) });
    expect(await runPayFlow(attempt(), p)).toBe('result');
    expect(p.openResult).toHaveBeenCalledWith(expect.objectContaining({ tradeId: '900', status: 'failed', error: 'The provider is down' }));
  });

  it("a thrown adapter error goes to the result page failed", async () => {
    const adapter = fakeAdapter({ handleAction: jest.fn(async () => Promise.reject(new Error('widget crashed'))) });
    const p = ports({ firstPay: jest.fn(async () => answer({ nextStep: 'ACTION', redirectInfo: info({ action: {} }) })) });
    await runPayFlow(attempt({ adapter }), p);
    expect(p.openResult).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed', error: 'widget crashed' }));
  });

  it("validation result '0' steps back, warns 'Please confirm the required fields' and pays nothing", async () => {
    const p = ports({ prepare: jest.fn(async () => ({ validResult: '0' as const })) });
    expect(await runPayFlow(attempt(), p)).toBe('stepBack');
    expect(p.stepBack).toHaveBeenCalled();
    expect(p.warn).toHaveBeenCalledWith('confirmRequired');
    expect(p.firstPay).not.toHaveBeenCalled();
  });
});

describe("the pay flow: channels that pay from the provider's own button", () => {
  it('startPayment places and pays, answering the provider what firstPay said; the outcome opens the result page', async () => {
    const p = ports({ firstPay: jest.fn(async () => answer({ nextStep: 'ACTION', redirectInfo: info({ approveUrl: 'https://paypal/approve', merchantSerialNo: 'PP-1' }) })) });
    const onEnd = jest.fn();
    const flow = providerButtonFlow(attempt({ chosen: chosen({ channel: 'PAYPAL_PAY_PC' }) }), p, onEnd);
    await expect(flow.startPayment({ token: 'order-token' })).resolves.toEqual(
      expect.objectContaining({ paymentRecordId: 77, approveUrl: 'https://paypal/approve', merchantSerialNo: 'PP-1' }),
    );
    expect(p.firstPay).toHaveBeenCalledWith(expect.objectContaining({ payChannel: 'PAYPAL_PAY_PC', token: 'order-token' }));
    flow.onOutcome({ status: 'success' });
    expect(p.openResult).toHaveBeenCalledWith(expect.objectContaining({ status: 'success', paymentOrderId: '77' }));
    expect(onEnd).toHaveBeenCalledWith('result');
  });

  it('a sold-out refusal inside the provider button still warns and goes to /cart, and stops the provider', async () => {
    const p = ports({ firstPay: jest.fn(async () => Promise.reject(new ApiError('ITEM_SOLD_OUT', 'sold out', 409))) });
    const onEnd = jest.fn();
    const flow = providerButtonFlow(attempt(), p, onEnd);
    await expect(flow.startPayment({})).rejects.toThrow();
    expect(p.goToCart).toHaveBeenCalled();
    expect(onEnd).toHaveBeenCalledWith('soldOut');
  });

  it('a cancelled provider sheet before paying ends quietly', () => {
    const p = ports();
    const onEnd = jest.fn();
    providerButtonFlow(attempt(), p, onEnd).onOutcome({ status: 'cancelled' });
    expect(onEnd).toHaveBeenCalledWith('cancelled');
    expect(p.openResult).not.toHaveBeenCalled();
  });
});

describe('placing the contract for a form that needs it first (Klarna)', () => {
  it("answers the placed contract's id", async () => {
    const p = ports();
    await expect(prepareContract(p)).resolves.toBe(900);
    expect(p.firstPay).not.toHaveBeenCalled();
  });

  it("a validation result of '0' steps back and warns, and the form gets a refusal", async () => {
    const p = ports({ prepare: jest.fn(async () => ({ validResult: '0' as const })) });
    await expect(prepareContract(p)).rejects.toThrow();
    expect(p.stepBack).toHaveBeenCalled();
    expect(p.warn).toHaveBeenCalledWith('confirmRequired');
  });

  it("a sold-out refusal warns 'item solt out' and goes to /cart", async () => {
    const p = ports({ prepare: jest.fn(async () => Promise.reject(new ApiError('ITEM_SOLD_OUT', 'sold out', 409))) });
    await expect(prepareContract(p)).rejects.toThrow();
    expect(p.warn).toHaveBeenCalledWith('soldOut');
    expect(p.goToCart).toHaveBeenCalled();
  });
});
