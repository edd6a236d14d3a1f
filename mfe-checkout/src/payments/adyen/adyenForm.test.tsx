import { createRef } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import * as adyenWeb from '@adyen/adyen-web';
import { fakeApi, renderScreen } from '../../testing/screen';
import type { FirstPayExtras, PaymentFormContext, PaymentFormHandle, PaymentFormProps } from '../types';
import { adapter } from './adapter';
import { forgetAdyenClient } from './adyenWeb';

jest.mock('@adyen/adyen-web', () => ({
  AdyenCheckout: jest.fn(),
  Card: jest.fn(),
  Bancontact: jest.fn(),
  MBWay: jest.fn(),
  Blik: jest.fn(),
  ApplePay: jest.fn(),
  GooglePay: jest.fn(),
}));
const web = jest.mocked(adyenWeb) as unknown as Record<'AdyenCheckout' | 'Card' | 'ApplePay' | 'GooglePay' | 'MBWay', jest.Mock>;

const AUTHORITY = '/sapi/mall-pay/payment/authority';
const DETAILS = '/sapi/mall-pay/payment/adyenDetails';
const authority = { paymentRecordId: 41, redirectInfo: { sessionData: 'sd', sessionId: 'CS1', clientKey: 'test_FROM_AUTHORITY', enviroment: 'test' }, channelToken: null };

const context = (patch: Partial<PaymentFormContext> = {}): PaymentFormContext => ({
  channel: 'ADYEN_PC', method: 'scheme', amount: { value: 899.5, currency: 'EUR' }, countryCode: 'UK', locale: 'en-GB', site: 'EU',
  keys: { clientKey: 'test_CHANNEL_KEY', environment: 'test', merchantAccount: 'MallEU', merchantName: 'Furniture Mall' }, ...patch,
});

type ElementProps = Record<string, (...args: never[]) => unknown> & { configuration?: unknown; environment?: string };
/** A stand-in for one adyen-web element: records its props, where it was mounted, and plays its state. */
function fakeElement(Class: jest.Mock, state: { isValid?: boolean; data?: object; available?: boolean } = {}) {
  const element = {
    props: {} as ElementProps,
    mountedInto: null as HTMLElement | null,
    isValid: state.isValid ?? true,
    data: state.data ?? { paymentMethod: { type: 'scheme', encryptedCardNumber: 'enc-4111' }, browserInfo: { userAgent: 'jsdom' } },
    showValidation: jest.fn(),
    unmount: jest.fn(),
    isAvailable: jest.fn(() => (state.available === false ? Promise.reject(new Error('not available')) : Promise.resolve())),
    mount(node: HTMLElement) {
      element.mountedInto = node;
      return element;
    },
  };
  Class.mockImplementation((_checkout: unknown, props: ElementProps) => {
    element.props = props;
    return element;
  });
  return element;
}

async function show(ctx: PaymentFormContext, extra: Partial<PaymentFormProps> = {}, language: 'en' | 'zh-CN' = 'en') {
  const ref = createRef<PaymentFormHandle>();
  const Form = adapter.Form!;
  await renderScreen(<Form ref={ref} context={ctx} {...extra} />, { url: '/checkout', path: '/checkout', language });
  return ref;
}
const validate = async (ref: React.RefObject<PaymentFormHandle | null>) => {
  let result;
  await act(async () => void (result = await ref.current!.validate()));
  return result;
};
const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));

describe('the Adyen channel: which button pays and which methods have a form', () => {
  it.each([
    ['ADYEN_PC', 'applepay', 'provider', true],
    ['ADYEN_PC', 'googlepay', 'provider', true],
    ['ADYEN_PC', 'scheme', 'storefront', true],
    ['ADYEN_PC', 'ideal', 'storefront', true],
    ['ADYEN_LINK', undefined, 'storefront', false],
  ])('%s %s: %s button, form %s', (channel, method, button, form) => {
    expect(adapter.payButton(channel, method)).toBe(button);
    expect(adapter.hasForm(channel, method)).toBe(form);
  });
});

describe('the Adyen card form', () => {
  beforeEach(() => {
    forgetAdyenClient();
    web.AdyenCheckout.mockReset().mockResolvedValue({ core: true });
  });
  afterEach(() => jest.restoreAllMocks());

  it("mounts adyen-web's Card with the channel's client key (no session needed), amount x100, GB for UK", async () => {
    const card = fakeElement(web.Card);
    const api = fakeApi({});
    await show(context());
    await waitFor(() => expect(card.mountedInto).not.toBeNull());
    expect(web.AdyenCheckout).toHaveBeenCalledWith(expect.objectContaining({ clientKey: 'test_CHANNEL_KEY', environment: 'test', countryCode: 'GB', amount: { value: 89950, currency: 'EUR' }, locale: 'en-GB' }));
    expect(card.props).toMatchObject({ hasHolderName: true, holderNameRequired: true });
    expect(api.calls).toEqual([]);
  });

  it('marks the invalid fields and holds the payment while the card is incomplete', async () => {
    const card = fakeElement(web.Card, { isValid: false });
    fakeApi({});
    const ref = await show(context());
    await waitFor(() => expect(card.mountedInto).not.toBeNull());
    expect(await validate(ref)).toEqual({ valid: false });
    expect(card.showValidation).toHaveBeenCalledTimes(1);
  });

  it("hands firstPay the component's encrypted card data as paymentExtraKey", async () => {
    const card = fakeElement(web.Card);
    fakeApi({});
    const ref = await show(context());
    await waitFor(() => expect(card.mountedInto).not.toBeNull());
    const result = (await validate(ref)) as unknown as { valid: true; extras: FirstPayExtras };
    expect(result.valid).toBe(true);
    expect(JSON.parse(result.extras.paymentExtraKey!)).toEqual({ paymentMethod: { type: 'scheme', encryptedCardNumber: 'enc-4111' }, browserInfo: { userAgent: 'jsdom' } });
    expect(result.extras.paymentOrderId).toBeUndefined();
  });

  it("without channel keys opens no Adyen session just to show fields (it would hold the contract's one attempt): the load error instead", async () => {
    fakeElement(web.Card);
    const api = fakeApi({ [AUTHORITY]: authority });
    const ref = await show(context({ keys: undefined, contractId: 300 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error loading the program, please refresh and retry');
    expect(await validate(ref)).toEqual({ valid: false, message: 'error loading the program, please refresh and retry' });
    expect(api.calls).toEqual([]);
  });

  it('uses the client key an Adyen session of this page already answered', async () => {
    const card = fakeElement(web.Card);
    fakeApi({ [AUTHORITY]: authority });
    // a 3-D Secure step of an earlier attempt asked authority for the key
    web.AdyenCheckout.mockResolvedValueOnce({ createFromAction: () => ({ mount: () => undefined }) });
    await adapter.handleAction({ action: { type: 'voucher' } }, { ...context({ keys: undefined }), order: { tradeId: 300, contractId: 300, buyerId: 1, orderIds: [5001], paymentRecordId: 41 }, returnUrl: '/', container: document.createElement('div'), idempotencyKey: 'attempt-key-1' });
    await show(context({ keys: undefined }));
    await waitFor(() => expect(card.mountedInto).not.toBeNull());
    expect(web.AdyenCheckout).toHaveBeenLastCalledWith(expect.objectContaining({ clientKey: 'test_FROM_AUTHORITY' }));
  });

  it('mounts MB WAY for its phone number', async () => {
    const mbway = fakeElement(web.MBWay, { data: { paymentMethod: { type: 'mbway', telephoneNumber: '+351912345678' } } });
    fakeApi({});
    const ref = await show(context({ method: 'mbway', countryCode: 'PT' }));
    await waitFor(() => expect(mbway.mountedInto).not.toBeNull());
    const result = (await validate(ref)) as unknown as { extras: FirstPayExtras };
    expect(JSON.parse(result.extras.paymentExtraKey!)).toEqual({ paymentMethod: { type: 'mbway', telephoneNumber: '+351912345678' } });
  });

  it('names a method without fields (iDEAL) for Adyen, without loading adyen-web', async () => {
    fakeApi({});
    const ref = await show(context({ method: 'ideal', countryCode: 'NL' }));
    expect(await validate(ref)).toEqual({ valid: true, extras: { paymentExtraKey: JSON.stringify({ paymentMethod: { type: 'ideal' } }) } });
    expect(web.AdyenCheckout).not.toHaveBeenCalled();
  });
});

describe('Afterpay, Clearpay and Zip: the authority call carries their content (spec §7)', () => {
  const party = { firstName: 'Gina', lastName: 'Gast', email: 'gina@example.com', phone: '+44 20 7946 0000', line1: 'Baker Street 221b', city: 'London', postalCode: 'NW1 6XE', country: 'UK' };
  const bnpl = (method: string, patch: Partial<PaymentFormContext> = {}) =>
    context({
      method, countryCode: 'UK', contractId: 900, amount: { value: 278, currency: 'GBP' }, shipping: party, billing: party,
      lines: [{ name: 'Lund chair', sku: '1031', quantity: 2, unitPrice: 129 }], ...patch,
    });

  it.each(['clearpay', 'afterpaytouch', 'zip'])('%s: opens the attempt with the shopper and the basket, then firstPay continues it', async (method) => {
    const api = fakeApi({ [AUTHORITY]: authority });
    const ref = await show(bnpl(method));
    expect(await validate(ref)).toEqual({ valid: true, extras: { paymentExtraKey: JSON.stringify({ paymentMethod: { type: method } }), paymentOrderId: 41 } });
    const [sent] = api.bodiesOf(AUTHORITY) as Array<Record<string, unknown>>;
    expect(sent).toMatchObject({ channel: 'ADYEN_PC', paymentMethod: method, contractId: 900, countryCode: 'GB', amount: { currency: 'GBP', value: 27800 } });
    expect(JSON.parse(sent!.content as string)).toEqual({
      shopperName: { firstName: 'Gina', lastName: 'Gast' }, shopperEmail: 'gina@example.com', telephoneNumber: '+44 20 7946 0000',
      billingAddress: { street: 'Baker Street 221b', postalCode: 'NW1 6XE', city: 'London', country: 'GB' },
      deliveryAddress: { street: 'Baker Street 221b', postalCode: 'NW1 6XE', city: 'London', country: 'GB' },
      lineItems: [{ id: '1031', description: 'Lund chair', quantity: 2 }],
    });
    expect(web.AdyenCheckout).not.toHaveBeenCalled();
  });

  it('without a phone (or e-mail, or full address) holds the payment with a message and calls nothing', async () => {
    const api = fakeApi({ [AUTHORITY]: authority });
    const ref = await show(bnpl('clearpay', { shipping: { ...party, phone: ' ' }, billing: { ...party, phone: '' } }));
    expect(await validate(ref)).toEqual({ valid: false, message: "Clearpay, Afterpay and Zip need the payer's name, e-mail, phone and full address: please complete the shipping address." });
    expect(api.calls).toEqual([]);
  });

  it('other methods without fields send no content and open no attempt (iDEAL)', async () => {
    const api = fakeApi({ [AUTHORITY]: authority });
    const ref = await show(bnpl('ideal'));
    expect(await validate(ref)).toEqual({ valid: true, extras: { paymentExtraKey: JSON.stringify({ paymentMethod: { type: 'ideal' } }) } });
    expect(api.calls).toEqual([]);
  });
});

describe('Apple Pay and Google Pay through Adyen', () => {
  const setApplePay = (canPay: boolean | null) => {
    if (canPay === null) delete (globalThis as { ApplePaySession?: unknown }).ApplePaySession;
    else (globalThis as { ApplePaySession?: unknown }).ApplePaySession = { canMakePayments: () => canPay };
  };
  beforeEach(() => {
    forgetAdyenClient();
    web.AdyenCheckout.mockReset().mockResolvedValue({ core: true });
  });
  afterEach(() => {
    setApplePay(null);
    jest.restoreAllMocks();
  });

  const wallet = async (method: 'applepay' | 'googlepay', startPayment: jest.Mock, element: ReturnType<typeof fakeElement>) => {
    const onOutcome = jest.fn();
    await show(context({ method }), { startPayment, onOutcome });
    await waitFor(() => expect(element.mountedInto).not.toBeNull());
    return onOutcome;
  };
  const actions = () => ({ resolve: jest.fn(), reject: jest.fn() });
  const token = { data: { paymentMethod: { type: 'applepay', applePayToken: 'apple-tok' } } };

  it('is not offered where the browser cannot pay with Apple Pay, and adyen-web is not even loaded', async () => {
    setApplePay(false);
    const element = fakeElement(web.ApplePay);
    fakeApi({});
    await show(context({ method: 'applepay' }), { startPayment: jest.fn(), onOutcome: jest.fn() });
    expect(await screen.findByText('This payment method is not available on this device or browser.')).toBeInTheDocument();
    expect(element.mountedInto).toBeNull();
  });

  it('is not offered when Google Pay says the device cannot pay', async () => {
    const element = fakeElement(web.GooglePay, { available: false });
    fakeApi({});
    await show(context({ method: 'googlepay' }), { startPayment: jest.fn(), onOutcome: jest.fn() });
    expect(await screen.findByText('This payment method is not available on this device or browser.')).toBeInTheDocument();
    expect(element.mountedInto).toBeNull();
  });

  it("pays from Apple Pay's own sheet: the token goes to firstPay, Authorised is a success", async () => {
    setApplePay(true);
    const element = fakeElement(web.ApplePay);
    fakeApi({});
    const startPayment = jest.fn(async () => ({ paymentRecordId: 90, resultCode: 'Authorised' }));
    const onOutcome = await wallet('applepay', startPayment, element);
    expect(element.props.configuration).toEqual({ merchantName: 'Furniture Mall' });
    const done = actions();
    await act(async () => void (await element.props.onSubmit!(token as never, {} as never, done as never)));
    expect(startPayment).toHaveBeenCalledWith({ paymentExtraKey: JSON.stringify({ paymentMethod: token.data.paymentMethod }) });
    expect(done.resolve).toHaveBeenCalledWith({ resultCode: 'Authorised' });
    expect(onOutcome).toHaveBeenCalledWith({ status: 'success' });
  });

  it('a refused wallet payment closes the sheet with an error and fails with the reason', async () => {
    setApplePay(true);
    const element = fakeElement(web.ApplePay);
    fakeApi({});
    const onOutcome = await wallet('applepay', jest.fn(async () => ({ paymentRecordId: 90, resultCode: 'Refused' })), element);
    const done = actions();
    await act(async () => void (await element.props.onSubmit!(token as never, {} as never, done as never)));
    expect(done.reject).toHaveBeenCalled();
    expect(onOutcome).toHaveBeenCalledWith({ status: 'failed', reason: 'Refused', code: 'DECLINED' });
  });

  it("Google Pay with 3-D Secure: the component runs Adyen's action, adyenDetails settles it", async () => {
    const element = fakeElement(web.GooglePay);
    const api = fakeApi({ [DETAILS]: { paymentRecordId: 91, recordStatus: 'PAY_SUCCESS', resultCode: 'Authorised', action: null, failedReason: null } });
    const action = { type: 'threeDS2', token: 'x' };
    const onOutcome = await wallet('googlepay', jest.fn(async () => ({ paymentRecordId: 91, resultCode: 'IdentifyShopper', action })), element);
    expect(element.props).toMatchObject({ environment: 'TEST', configuration: { gatewayMerchantId: 'MallEU', merchantName: 'Furniture Mall' } });
    const submitted = actions();
    await act(async () => void (await element.props.onSubmit!(token as never, {} as never, submitted as never)));
    expect(submitted.resolve).toHaveBeenCalledWith({ resultCode: 'IdentifyShopper', action });
    expect(onOutcome).not.toHaveBeenCalled();
    const detailed = actions();
    await act(async () => void (await element.props.onAdditionalDetails!({ data: { details: { threeDSResult: 'r' } } } as never, {} as never, detailed as never)));
    expect(api.bodiesOf(DETAILS)).toEqual([{ paymentRecordId: 91, details: { threeDSResult: 'r' }, site: 'EU' }]);
    expect(detailed.resolve).toHaveBeenCalledWith({ resultCode: 'Authorised' });
    expect(onOutcome).toHaveBeenCalledWith({ status: 'success' });
  });

  it('cancelling the wallet sheet clears everything (cancelled, not failed)', async () => {
    setApplePay(true);
    const element = fakeElement(web.ApplePay);
    fakeApi({});
    const onOutcome = await wallet('applepay', jest.fn(), element);
    act(() => void element.props.onError!({ name: 'CANCEL', message: 'closed' } as never));
    expect(onOutcome).toHaveBeenCalledWith({ status: 'cancelled' });
  });

  it('when the pay flow refuses (e.g. sold out), the sheet is closed and nothing more is reported', async () => {
    setApplePay(true);
    const element = fakeElement(web.ApplePay);
    fakeApi({});
    const onOutcome = await wallet('applepay', jest.fn(async () => Promise.reject(new Error('ITEM_SOLD_OUT'))), element);
    const done = actions();
    await act(async () => void (await element.props.onSubmit!(token as never, {} as never, done as never)));
    expect(done.reject).toHaveBeenCalled();
    expect(onOutcome).not.toHaveBeenCalled();
    await settle();
  });
});
