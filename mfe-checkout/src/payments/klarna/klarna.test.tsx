import { createRef } from 'react';
import { act, screen } from '@testing-library/react';
import { failure, fakeApi, renderScreen } from '../../testing/screen';
import { forgetScripts } from '../script';
import type { PaymentFormContext, PaymentFormHandle } from '../types';
import { failScript, setGlobal } from '../testing/scripts';
import { adapter } from './adapter';
import { KLARNA_SDK } from './klarna';

const SESSIONS = '/api/payments/v1/sessions';
const session = {
  paymentRecordId: 77, client_token: 'klarna-client-token', session_id: 'ks_1',
  payment_method_categories: [{ identifier: 'pay_later', name: 'Pay later' }],
  purchase_country: 'DE', purchase_currency: 'EUR', order_amount: 91890, order_tax_amount: 14671,
  order_lines: [
    { type: 'physical', name: 'Oslo sofa', quantity: 1, unit_price: 89900, total_amount: 89900, tax_rate: 1900, total_tax_amount: 14354 },
    { type: 'shipping_fee', name: 'Shipping', quantity: 1, unit_price: 1990, total_amount: 1990, tax_rate: 1900, total_tax_amount: 317 },
  ],
};
const context: PaymentFormContext = {
  channel: 'KLARNA', amount: { value: 918.9, currency: 'EUR' }, countryCode: 'DE', locale: 'de-DE', site: 'EU', contractId: 300,
  billing: { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.com', country: 'DE' },
};

/** A stand-in for window.Klarna.Payments. */
function fakeKlarna(authorize: { approved: boolean; authorization_token?: string; show_form: boolean }) {
  const payments = {
    init: jest.fn(),
    load: jest.fn((_o: unknown, _d: unknown, cb: (r: { show_form: boolean }) => void) => cb({ show_form: true })),
    authorize: jest.fn((_o: unknown, _d: unknown, cb: (r: unknown) => void) => cb(authorize)),
  };
  setGlobal('Klarna', { Payments: payments });
  return payments;
}

async function show(ctx = context, language: 'en' | 'zh-CN' = 'en') {
  const ref = createRef<PaymentFormHandle>();
  const Form = adapter.Form!;
  await renderScreen(<Form ref={ref} context={ctx} />, { url: '/checkout', path: '/checkout', language });
  return ref;
}
const validate = async (ref: React.RefObject<PaymentFormHandle | null>) => {
  let result;
  await act(async () => void (result = await ref.current!.validate()));
  return result;
};

describe('the Klarna adapter', () => {
  beforeEach(() => {
    forgetScripts();
    setGlobal('Klarna', undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("opens a session for the contract, loads the widget, authorises with the server's order and hands firstPay the token", async () => {
    const klarna = fakeKlarna({ approved: true, authorization_token: 'auth-tok-1', show_form: true });
    const api = fakeApi({ [SESSIONS]: session });
    const ref = await show();
    expect(await validate(ref)).toEqual({ valid: true, extras: { token: 'auth-tok-1', paymentOrderId: 77 } });
    expect(api.bodiesOf(SESSIONS)).toEqual([{ type: 'klarna', contractId: 300, locale: 'de-DE', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/) }]);
    expect(klarna.init).toHaveBeenCalledWith({ client_token: 'klarna-client-token' });
    expect(klarna.load).toHaveBeenCalledWith({ container: expect.any(HTMLElement), payment_method_category: 'pay_later' }, {}, expect.any(Function));
    expect(klarna.authorize).toHaveBeenCalledWith(
      { payment_method_category: 'pay_later' },
      expect.objectContaining({ purchase_country: 'DE', purchase_currency: 'EUR', order_amount: 91890, order_lines: session.order_lines, billing_address: expect.objectContaining({ given_name: 'Anna' }) }),
      expect.any(Function),
    );
  });

  it('submits the contract first when it does not exist yet (prepareContract)', async () => {
    fakeKlarna({ approved: true, authorization_token: 't', show_form: true });
    const api = fakeApi({ [SESSIONS]: session });
    const prepareContract = jest.fn(async () => 301);
    const ref = await show({ ...context, contractId: undefined, prepareContract, method: 'klarna_paynow' });
    await validate(ref);
    expect(prepareContract).toHaveBeenCalledTimes(1);
    expect(api.bodiesOf(SESSIONS)[0]).toMatchObject({ contractId: 301, type: 'klarna_paynow' });
  });

  it('resets silently when the buyer is not approved: no message, and the next pay opens a fresh session', async () => {
    fakeKlarna({ approved: false, show_form: true });
    const api = fakeApi({ [SESSIONS]: session });
    const ref = await show();
    expect(await validate(ref)).toEqual({ valid: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await validate(ref);
    expect(api.bodiesOf(SESSIONS)).toHaveLength(2);
    // the same attempt continues (one in flight per contract): same key, a fresh Klarna session
    const [first, second] = api.bodiesOf(SESSIONS) as Array<{ idempotencyKey: string }>;
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('starts a new attempt (a fresh key) once the server says the old one ended, e.g. another method replaced it', async () => {
    fakeKlarna({ approved: true, authorization_token: 't', show_form: true });
    let calls = 0;
    const api = fakeApi({ [SESSIONS]: () => (++calls === 2 ? failure(409, 'CONFLICT', 'payment.attemptEnded') : session) });
    const ref = await show();
    await validate(ref);
    expect(await validate(ref)).toEqual({ valid: false });
    await validate(ref);
    const keys = (api.bodiesOf(SESSIONS) as Array<{ idempotencyKey: string }>).map((b) => b.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('resets silently when the session call fails', async () => {
    fakeKlarna({ approved: true, authorization_token: 't', show_form: true });
    fakeApi({});
    const ref = await show();
    expect(await validate(ref)).toEqual({ valid: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'error loading the program, please refresh and retry' when Klarna's script cannot load", async () => {
    const api = fakeApi({ [SESSIONS]: session });
    const ref = await show(context, 'zh-CN');
    let result: unknown;
    const pending = ref.current!.validate();
    await failScript(KLARNA_SDK);
    await act(async () => void (result = await pending));
    expect(result).toEqual({ valid: false, message: '加载程序时出现错误，请刷新页面并重试' });
    expect(screen.getByRole('alert')).toHaveTextContent('加载程序时出现错误，请刷新页面并重试');
    expect(api.bodiesOf(SESSIONS)).toEqual([]);
  });
});
