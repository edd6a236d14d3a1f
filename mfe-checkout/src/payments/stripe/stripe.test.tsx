import { createRef } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMarket } from '@mall/shared';
import { fakeApi, renderScreen } from '../../testing/screen';
import type { PaymentContext, PaymentFormContext, PaymentFormHandle } from '../types';
import { fakeStripe } from '../testing/fakeStripe';
import { adapter } from './adapter';
import { forgetStripe } from './stripe';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const load = jest.mocked(loadStripe);

const form: PaymentFormContext = {
  channel: 'STRIPE_PAY_PC', amount: { value: 899, currency: 'EUR' }, countryCode: 'DE', locale: 'de-DE', site: 'EU',
  billing: { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.com', city: 'Berlin', postalCode: '10115', country: 'DE' },
};
const ctx: PaymentContext = { ...form, order: { tradeId: 300, contractId: 300, buyerId: 1, orderIds: [5001] }, returnUrl: 'http://localhost/buyer/pay-result' };

async function showForm(context: PaymentFormContext = form, language: 'en' | 'zh-CN' = 'en') {
  const ref = createRef<PaymentFormHandle>();
  const Form = adapter.Form!;
  await renderScreen(<Form ref={ref} context={context} />, { url: '/checkout', path: '/checkout', language });
  return ref;
}

describe('the Stripe adapter', () => {
  beforeEach(() => {
    forgetStripe();
    load.mockReset();
    act(() => useMarket.getState().setMarket({ cardProviderPublishableKey: 'pk_test_from_site_config' }));
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads Stripe only when the form mounts, with the run-time publishable key, and mounts number, expiry and CVC', async () => {
    const fake = fakeStripe();
    load.mockResolvedValue(fake.stripe as never);
    expect(load).not.toHaveBeenCalled();
    await showForm();
    await waitFor(() => expect(fake.elements.cardCvc?.mount).toHaveBeenCalled());
    expect(load).toHaveBeenCalledWith('pk_test_from_site_config');
    expect(Object.keys(fake.elements)).toEqual(['cardNumber', 'cardExpiry', 'cardCvc']);
  });

  it('marks every empty card field as required and does not tokenise', async () => {
    const fake = fakeStripe();
    load.mockResolvedValue(fake.stripe as never);
    const ref = await showForm();
    await waitFor(() => expect(fake.elements.cardCvc).toBeDefined());
    let result;
    await act(async () => void (result = await ref.current!.validate()));
    expect(result).toEqual({ valid: false });
    expect(screen.getByText('Card number is required')).toBeInTheDocument();
    expect(screen.getByText('Expiry date is required')).toBeInTheDocument();
    expect(screen.getByText('Security code is required')).toBeInTheDocument();
    expect(fake.stripe.createPaymentMethod).not.toHaveBeenCalled();
  });

  it('uses the zh-CN texts of the cards document for empty fields', async () => {
    const fake = fakeStripe();
    load.mockResolvedValue(fake.stripe as never);
    const ref = await showForm(form, 'zh-CN');
    await waitFor(() => expect(fake.elements.cardCvc).toBeDefined());
    await act(async () => void (await ref.current!.validate()));
    expect(screen.getByText('银行卡号不能为空')).toBeInTheDocument();
    expect(screen.getByText('银行卡有效期不能为空')).toBeInTheDocument();
    expect(screen.getByText('银行卡安全码不能为空')).toBeInTheDocument();
  });

  it("shows the provider's own message for an invalid field", async () => {
    const fake = fakeStripe();
    load.mockResolvedValue(fake.stripe as never);
    await showForm();
    await waitFor(() => expect(fake.elements.cardNumber).toBeDefined());
    fake.elements.cardNumber!.change({ empty: false, complete: false, error: { message: 'Your card number is invalid.' } });
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
  });

  it('tokenises a complete card with the billing details into firstPay extras', async () => {
    const fake = fakeStripe();
    load.mockResolvedValue(fake.stripe as never);
    const ref = await showForm();
    await waitFor(() => expect(fake.elements.cardCvc).toBeDefined());
    fake.fillCard();
    let result;
    await act(async () => void (result = await ref.current!.validate()));
    expect(result).toEqual({ valid: true, extras: { token: 'pm_card_1' } });
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: fake.elements.cardNumber,
      billing_details: { name: 'Anna Berg', email: 'anna@example.com', address: { city: 'Berlin', postal_code: '10115', country: 'DE' } },
    });
  });

  it("says 'error loading the program, please refresh and retry' when Stripe's script cannot load", async () => {
    load.mockRejectedValue(new Error('Failed to load Stripe.js'));
    const ref = await showForm();
    expect(await screen.findByText('error loading the program, please refresh and retry')).toBeInTheDocument();
    let result;
    await act(async () => void (result = await ref.current!.validate()));
    expect(result).toEqual({ valid: false, message: 'error loading the program, please refresh and retry' });
  });

  it('says the zh-CN load error from the cards document', async () => {
    load.mockRejectedValue(new Error('blocked'));
    await showForm(form, 'zh-CN');
    expect(await screen.findByText('加载程序时出现错误，请刷新页面并重试')).toBeInTheDocument();
  });

  describe('confirming a client secret', () => {
    it('succeeds when the PaymentIntent succeeded, returning to the result page after 3-D Secure', async () => {
      const fake = fakeStripe();
      load.mockResolvedValue(fake.stripe as never);
      await expect(adapter.confirmClientSecret('pi_1_secret_2', ctx)).resolves.toEqual({ status: 'success' });
      expect(fake.stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', { return_url: 'http://localhost/buyer/pay-result' });
    });

    it('is pending while the intent is processing', async () => {
      const fake = fakeStripe();
      fake.stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'processing' } });
      load.mockResolvedValue(fake.stripe as never);
      await expect(adapter.confirmClientSecret('s', ctx)).resolves.toEqual({ status: 'pending' });
    });

    it("fails with the card's decline reason", async () => {
      const fake = fakeStripe();
      fake.stripe.confirmCardPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
      load.mockResolvedValue(fake.stripe as never);
      await expect(adapter.confirmClientSecret('s', ctx)).resolves.toEqual({ status: 'failed', reason: 'Your card was declined.', code: 'DECLINED' });
    });

    it('fails with LOAD_ERROR when Stripe cannot load', async () => {
      load.mockRejectedValue(new Error('offline'));
      await expect(adapter.confirmClientSecret('s', ctx)).resolves.toMatchObject({ status: 'failed', code: 'LOAD_ERROR' });
    });
  });

  describe('the saved-card channel', () => {
    const cards = [
      { id: 1, isDefault: false, tailNumber: '4242', bankNetBO: { bankNetName: 'Visa', bankNetLogo: '' }, payCenterToken: 'pm_saved_1', expiryMonth: 12, expiryYear: 2030, cardHolderName: 'Anna Berg' },
      { id: 2, isDefault: false, tailNumber: '4444', bankNetBO: { bankNetName: 'Mastercard', bankNetLogo: '' }, payCenterToken: 'pm_saved_2', expiryMonth: 1, expiryYear: 2031, cardHolderName: 'Anna Berg' },
    ];
    const saved = { ...form, channel: 'STRIPE_PAY_QUICK' };

    it("refuses to pay without a chosen card: 'please select a payment card'", async () => {
      const api = fakeApi({ '/api/trantor/flow/customer_QueryCardByCustomerFlow': cards });
      const ref = await showForm(saved);
      await screen.findByText('Visa ending in 4242');
      let result;
      await act(async () => void (result = await ref.current!.validate()));
      expect(result).toEqual({ valid: false, message: 'please select a payment card' });
      expect(screen.getByRole('alert')).toHaveTextContent('please select a payment card');
      expect(api.bodiesOf('/api/trantor/flow/customer_QueryCardByCustomerFlow')).toEqual([{ isBind: 1 }]);
      expect(load).not.toHaveBeenCalled();
    });

    it("pays with the chosen card's payCenterToken as bindToken; the default card starts chosen", async () => {
      fakeApi({ '/api/trantor/flow/customer_QueryCardByCustomerFlow': [cards[0], { ...cards[1], isDefault: true }] });
      const ref = await showForm(saved);
      expect(await screen.findByRole('radio', { name: /Mastercard ending in 4444/ })).toBeChecked();
      let result;
      await act(async () => void (result = await ref.current!.validate()));
      expect(result).toEqual({ valid: true, extras: { bindToken: 'pm_saved_2' } });
      await act(async () => screen.getByRole('radio', { name: /Visa ending in 4242/ }).click());
      await act(async () => void (result = await ref.current!.validate()));
      expect(result).toEqual({ valid: true, extras: { bindToken: 'pm_saved_1' } });
    });
  });
});
