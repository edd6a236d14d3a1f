import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideFragmentLoader, useMarket, useSession, useToastStore, type AddressModalProps, type TaxCodeFormProps } from '@mall/shared';
import { testBuyer } from '@mall/shared/testing';
import { failure, fakeApi, renderScreen } from '../../testing/screen';
import { Checkout } from './Checkout';
import { address, channel, channels, contract, eur, orderAddress } from './checkoutFixture';

const RENDER = '/api/trantor/flow/trade_RenderTradeContractFlow';
const SUBMIT = '/api/trantor/flow/trade_SubmitTradeContractFlow';
const SHIPPING = '/sapi/mall-customer/shipping-address/queryShippingAddressListFlow';
const CHANNELS = '/sapi/mall-pay/payment/payChannel';
const FIRST_PAY = '/sapi/mall-pay/payment/firstPay';

const submitted = { tradeContractId: 900, tradeId: 900, tradeOrderIds: [901], buyerId: 1, needPayAmt: eur(219.9), payUniqueKey: 'PU-900', isPoint: false, payDeadlineMillis: 0 };
const paid = {
  nextStep: 'SUCCESS', paymentRecordId: 77, recordStatus: 'PAY_SUCCESS', channel: 'MOCKPAY', redirectUrl: null, needConfirm: false, redirectInfo: null,
  channelToken: null, contractId: 900, tradeOrderIds: [901], buyerId: 1, amount: eur(219.9), replayed: false,
};

function handlers(patch: Record<string, unknown> = {}) {
  return {
    [RENDER]: contract(),
    [SHIPPING]: { data: [address(11, { isDefault: true }), address(12, { city: 'Hamburg', postalCode: '20095' })], total: 2 },
    [CHANNELS]: channels([channel('MOCKPAY', { sort: 3 }), channel('PAYPAL_PAY_PC', { provider: 'PAYPAL', sort: 2, anonymous: false }), channel('STRIPE_PAY_QUICK', { provider: 'STRIPE', sort: 1, anonymous: false, savedCard: true, cardStyle: true })]),
    [SUBMIT]: submitted,
    [FIRST_PAY]: paid,
    ...patch,
  };
}

async function toPayment() {
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  return screen.findByRole('region', { name: 'Payment method' });
}

/** The methods' names in the accordion, in order (their marks are decorative). */
const methodNames = (section: HTMLElement) =>
  within(section).getAllByRole('heading', { level: 3 }).map((heading) => {
    const copy = heading.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return copy.textContent;
  });

const choose = async (name: string) => userEvent.click(await screen.findByRole('button', { name }));

describe('the checkout page', () => {
  beforeEach(() => {
    useSession.getState().setUser(testBuyer());
    useToastStore.getState().clear();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    // The screen first: a store changed under a mounted screen re-renders it outside act().
    cleanup();
    provideFragmentLoader(undefined);
    useSession.getState().clear();
  });

  it('shows the order summary per shop with every amount of the contract', async () => {
    fakeApi(handlers({ [RENDER]: contract({ serviceChargeAmt: eur(5), pointDeductionAmt: eur(3) }) }));
    await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByRole('region', { name: 'Nordic Living' })).toHaveTextContent('Oslo sofa');
    const row = (label: string) => within(summary).getAllByText(label).at(-1)!.closest('div')!;
    expect(row('Items')).toHaveTextContent('200,00');
    expect(row('Shipping')).toHaveTextContent('39,80');
    expect(row('Shipping discount')).toHaveTextContent('−19,90');
    expect(row('Service charge')).toHaveTextContent('5,00');
    expect(row('Tax (19 %)')).toHaveTextContent('35,11');
    expect(row('Points deduction')).toHaveTextContent('−3,00');
    expect(row('Total to pay')).toHaveTextContent('219,90');
    // One total (issue 31): no other amount of the summary is named a total.
    expect(within(summary).getAllByText(/total/i).filter((term) => term.tagName === 'DT').map((term) => term.textContent)).toEqual(['Total to pay']);
  });

  it('shows the insurance kept in the cart on its line and among the amounts, and the variant as name: value', async () => {
    const base = contract();
    const order = base.renderTradeOrderTOList[0]!;
    const plan = { insuranceId: 302, insuranceName: 'Sofa protection plan, 2 years', insuranceFee: eur(98) };
    const insured = contract({
      insuranceAmt: eur(98),
      needPayAmt: eur(317.9),
      renderTradeOrderTOList: [{ ...order, insuranceAmt: eur(98), renderTradeOrderLineTOList: [{ ...order.renderTradeOrderLineTOList[0]!, insurance: plan }] }],
    });
    fakeApi(handlers({ [RENDER]: insured }));
    await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    const shop = within(summary).getByRole('region', { name: 'Nordic Living' });
    expect(within(shop).getByText(/Insurance: Sofa protection plan, 2 years/)).toHaveTextContent('98,00');
    expect(within(shop).getByText('Colour: Oak')).toBeInTheDocument();
    expect(within(summary).getByText('Insurance').closest('div')).toHaveTextContent('98,00');
    expect(within(summary).getByText('Total to pay').closest('div')).toHaveTextContent('317,90');
  });

  it("a pre-sale: the deposit is what is paid now, the balance later in its window, and the pay button and submit carry the deposit", async () => {
    const base = contract();
    const order = base.renderTradeOrderTOList[0]!;
    const preSale = { depositAmt: eur(300), balanceAmt: eur(1390), balancePaymentStartTime: '2026-12-25T00:00:00.000Z', balancePaymentEndTime: '2027-01-07T23:59:59.999Z' };
    const api = fakeApi(handlers({
      [RENDER]: contract({ skuAmt: eur(1690), needPayAmt: eur(300), preSale, renderTradeOrderTOList: [{ ...order, skuAmt: eur(1690), needPayAmt: eur(300), preSale }] }),
      [SUBMIT]: { ...submitted, needPayAmt: eur(300) },
    }));
    await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Pre-order deposit, paid now').closest('div')).toHaveTextContent('300,00');
    // Whole days as the server names them, in every time zone (the market's locale, de-DE here).
    expect(within(summary).getByText('Balance, to pay from 25. Dez. to 7. Jan.').closest('div')).toHaveTextContent('1.390,00');
    expect(within(summary).getByText('To pay now').closest('div')).toHaveTextContent('300,00');
    expect(within(summary).queryByText('Total to pay')).not.toBeInTheDocument();
    await toPayment();
    await choose('MOCKPAY (test payment)');
    await userEvent.click(await screen.findByRole('button', { name: /Pay 300,00/ }));
    await waitFor(() => expect(api.bodiesOf(SUBMIT)).toEqual([{ shippingAddressId: 11, expectedNeedPayAmt: 300 }]));
  });

  it('shows the payment methods under a grey header only while the address steps are incomplete', async () => {
    fakeApi(handlers());
    await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
    const section = await screen.findByRole('region', { name: 'Payment method' });
    expect(within(section).getByText('Complete the steps above to choose how to pay.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByText('MOCKPAY (test payment)')).toBeInTheDocument());
    expect(within(section).queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();

    const active = await toPayment();
    expect(within(active).getByText('Fields marked with * are required.')).toBeInTheDocument();
    // PayPal first in DE, then the configured order; one method open with a radio marker.
    expect(methodNames(active)).toEqual(['PayPal', 'Saved card', 'MOCKPAY (test payment)']);
    expect(active.querySelectorAll('.mall-accordion__radio')).toHaveLength(3);
    expect(active.querySelectorAll('[aria-expanded="true"]')).toHaveLength(1);
  });

  it('names every payment in the page\'s language: descriptions translated, brands as they are, never mall-api\'s English names (de)', async () => {
    // The channels as mall-api names them (its English).
    const asServed = channels([
      channel('STRIPE_PAY_PC', { provider: 'STRIPE', channelName: 'Credit or debit card', sort: 1, isCardAggregator: true, cardStyle: true }),
      channel('STRIPE_PAY_QUICK', { provider: 'STRIPE', channelName: 'Saved cards', sort: 2, savedCard: true, cardStyle: true }),
      channel('PAYPAL_PAY_PC', { provider: 'PAYPAL', channelName: 'PayPal', sort: 3 }),
      channel('KLARNA', { provider: 'KLARNA', channelName: 'Klarna', sort: 4 }),
      channel('ADYEN_PC', {
        provider: 'ADYEN', channelName: 'More payment methods', sort: 5,
        paymentMethods: [{ type: 'klarna_paynow', name: 'Klarna Pay now' }, { type: 'scheme', name: 'Cards (Carte Bancaire)' }, { type: 'ideal', name: 'iDEAL' }],
      }),
      channel('ADYEN_LINK', { provider: 'ADYEN', channelName: 'Pay by link', sort: 6 }),
      channel('MOCKPAY', { sort: 7 }),
    ]);
    fakeApi(handlers({ [CHANNELS]: asServed }));
    await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout', language: 'de' });
    await userEvent.click(await screen.findByRole('button', { name: 'Weiter' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Weiter' }));
    const section = await screen.findByRole('region', { name: 'Zahlungsart' });
    expect(methodNames(section)).toEqual([
      'PayPal', 'Kredit- oder Debitkarte', 'Gespeicherte Karte', 'Klarna', 'Klarna: Sofort bezahlen', 'Karten (Carte Bancaire)', 'iDEAL', 'Zahlung per Link', 'MOCKPAY (Testzahlung)',
    ]);
    for (const english of ['Credit or debit card', 'Saved card', 'Pay now', 'More payment methods', 'Pay by link', 'test payment']) expect(section).not.toHaveTextContent(english);
  });

  describe('looks the channels up by the market\'s country (spec §5), not the contract\'s shipping region', () => {
    const shippingTo = (region: string) => contract({ countryCode: region, selectedAddress: { ...orderAddress, regionShortName: region } });
    afterEach(() => {
      cleanup();
      useMarket.getState().setMarket({ country: 'DE' });
    });

    it.each([
      // A German buyer shipping to Austria gets Germany's channels, PayPal first.
      ['DE', 'AT', 'DE'],
      ['DE', 'DE', 'DE'],
      // PT and IE: the shipping region, whichever side names them.
      ['DE', 'PT', 'PT'],
      ['PT', 'ES', 'ES'],
      ['IE', 'UK', 'UK'],
    ])('market %s shipping to %s looks up %s', async (market, region, lookedUp) => {
      useMarket.getState().setMarket({ country: market });
      const api = fakeApi(handlers({ [RENDER]: shippingTo(region) }));
      await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
      await waitFor(() => expect(api.bodiesOf(CHANNELS)).toHaveLength(1));
      expect(api.bodiesOf(CHANNELS)[0]).toMatchObject({ countryCode: lookedUp });
      const active = await toPayment();
      // PayPal moves first only when the lookup country is DE.
      expect(methodNames(active)[0] === 'PayPal').toBe(lookedUp === 'DE');
    });
  });

  it('places the orders with the chosen address, pays with a fresh idempotency key and opens the result page', async () => {
    const api = fakeApi(handlers());
    const view = await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
    await toPayment();
    await choose('MOCKPAY (test payment)');
    await userEvent.click(await screen.findByRole('button', { name: /Pay 219,90/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/pay-result'));
    expect(api.bodiesOf(SUBMIT)).toEqual([{ shippingAddressId: 11, expectedNeedPayAmt: 219.9 }]);
    const [pay] = api.bodiesOf(FIRST_PAY) as Array<{ payChannel: string; contractId: number; idempotencyKey: string }>;
    expect(pay).toMatchObject({ payChannel: 'MOCKPAY', contractId: 900, tradeId: 900, returnUrl: '/buyer/pay-result' });
    expect(pay!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(Object.fromEntries(view.query())).toMatchObject({ tradeId: '900', status: 'success', paymentOrderId: '77', tradeOrderId: '901' });
  });

  it('a double click pays once', async () => {
    let release!: () => void;
    const api = fakeApi(handlers({ [FIRST_PAY]: () => new Promise((resolve) => (release = () => resolve(paid))) }));
    await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
    await toPayment();
    await choose('MOCKPAY (test payment)');
    const button = await screen.findByRole('button', { name: /Pay 219,90/ });
    await userEvent.dblClick(button);
    await waitFor(() => expect(api.bodiesOf(FIRST_PAY)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();
    release();
    await waitFor(() => expect(api.bodiesOf(SUBMIT)).toHaveLength(1));
    expect(api.bodiesOf(FIRST_PAY)).toHaveLength(1);
  });

  it("sold out when placing the orders warns 'item solt out' and goes to /cart", async () => {
    fakeApi(handlers({ [SUBMIT]: () => failure(409, 'ITEM_SOLD_OUT', 'Oslo sofa is sold out') }));
    const view = await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
    await toPayment();
    await choose('MOCKPAY (test payment)');
    await userEvent.click(await screen.findByRole('button', { name: /Pay 219,90/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/cart'));
    expect(useToastStore.getState().toasts.map((t) => [t.kind, t.message])).toEqual([['warning', 'item solt out']]);
  });

  it('the limiting-pay handler runs on 429 and the buyer stays to try again later', async () => {
    const api = fakeApi(handlers({ [FIRST_PAY]: () => failure(429, 'PAY_LIMITED', 'too many attempts') }));
    const view = await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
    await toPayment();
    await choose('MOCKPAY (test payment)');
    await userEvent.click(await screen.findByRole('button', { name: /Pay 219,90/ }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Too many payment attempts. Please wait a moment and try again.']));
    expect(view.location().pathname).toBe('/checkout');
    // The orders are placed once: a second attempt pays the same contract.
    await userEvent.click(screen.getByRole('button', { name: /Pay 219,90/ }));
    await waitFor(() => expect(api.bodiesOf(FIRST_PAY)).toHaveLength(2));
    expect(api.bodiesOf(SUBMIT)).toHaveLength(1);
  });

  it('a guest sees only the channels flagged anonymous', async () => {
    useSession.getState().setUser(testBuyer({ isTourist: true }));
    fakeApi(handlers());
    await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
    const section = await toPayment();
    await waitFor(() => expect(within(section).getByRole('button', { name: 'MOCKPAY (test payment)' })).toBeInTheDocument());
    expect(within(section).queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Saved card' })).not.toBeInTheDocument();
  });

  it('adds a shipping address with account’s address modal and checks out with it', async () => {
    function FakeAddressModal({ open, kind, onSaved }: AddressModalProps) {
      return open ? (
        <div role="dialog" aria-label={`new ${kind} address`}>
          <button onClick={() => onSaved(13)}>Save</button>
        </div>
      ) : null;
    }
    provideFragmentLoader(async (bundle, expose) => (bundle === 'account' && expose === './AddressModal' ? { default: FakeAddressModal } : undefined));
    let list = [address(11)];
    const api = fakeApi(handlers({ [SHIPPING]: () => ({ data: list, total: list.length }) }));
    await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    list = [address(11), address(13, { city: 'München', postalCode: '80331' })];
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'new shipping address' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('radio', { name: /München/ })).toBeChecked();
    await waitFor(() => expect(api.bodiesOf(RENDER)).toContainEqual({ shippingAddressId: 13 }));
  });

  it('shows an honest error with retry when the checkout cannot load', async () => {
    fakeApi(handlers({ [RENDER]: () => failure(500, 'INTERNAL', 'boom'), [SHIPPING]: { data: [], total: 0 } }));
    await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('pays the balance of a pre-sale contract without the address steps', async () => {
    const api = fakeApi(handlers({ [RENDER]: contract({ tradeContractId: 7003, isBalance: true }), [SUBMIT]: { ...submitted, tradeContractId: 7003, tradeId: 7003 } }));
    const view = await renderScreen(<Checkout />, { url: '/checkout?tradeContractId=7003', path: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'Balance payment for your pre-sale order' })).toBeInTheDocument();
    await choose('MOCKPAY (test payment)');
    await userEvent.click(await screen.findByRole('button', { name: /Pay 219,90/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/pay-result'));
    expect(api.bodiesOf(RENDER)[0]).toEqual({ tradeContractId: 7003 });
    expect(api.bodiesOf(SUBMIT)).toEqual([{ tradeContractId: 7003, expectedNeedPayAmt: 219.9 }]);
  });

  it('a company shipping address with tax details is kept as a billing copy the contract points at', async () => {
    function FakeTaxCodeForm({ onChange, corporate }: TaxCodeFormProps) {
      return <button onClick={() => onChange({ taxCode: 'DE123456789' }, true)}>{corporate ? 'enter company tax code' : 'enter tax code'}</button>;
    }
    provideFragmentLoader(async (bundle, expose) => (bundle === 'account' && expose === './TaxCodeForm' ? { default: FakeTaxCodeForm } : undefined));
    const api = fakeApi(handlers({
      [SHIPPING]: { data: [address(11, { isDefault: true, company: 'Möbel GmbH' })], total: 1 },
      '/sapi/mall-customer/billing-address/saveBillingAddressFlow': (body: { company: string }) => address(21, { addressType: 'BILLING', company: body.company, taxCode: 'DE123456789' }),
    }));
    await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'enter company tax code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Fields marked with * are required.');
    expect(api.bodiesOf('/sapi/mall-customer/billing-address/saveBillingAddressFlow')).toEqual([
      expect.objectContaining({ company: 'Möbel GmbH', taxCode: 'DE123456789', poiName: 'Hauptstraße', postalCode: '10115' }),
    ]);
    await waitFor(() => expect(api.bodiesOf(RENDER)).toContainEqual({ shippingAddressId: 11, billingAddressId: 21 }));
  });

  describe('discount codes and points (issue 31)', () => {
    const refused = (field: string, message: string) => Response.json({ success: false, error: { code: 'VALIDATION', message, fields: [{ field, message }] } }, { status: 400 });
    const model = { pointBalance: 3450, exchangeRate: 100, discountStep: 100, minDiscountablePoint: 500, leastThresholdAmount: eur(20), belowThreshold: false, discountablePoint: 3400, discountableAmount: eur(34), discountPoint: 0, discountAmount: eur(0) };
    const withCode = contract({
      needPayAmt: eur(199.9), platformCouponDiscountAmt: eur(20), pointDiscount: model,
      discountCode: { couponCode: 'WELCOME10', funding: 'PLATFORM', kind: 'PERCENT', shop: null, discountAmt: eur(20) },
    });
    const withPoints = contract({ needPayAmt: eur(185.9), pointDiscountAmount: eur(34), pointDiscount: { ...model, discountPoint: 3400, discountAmount: eur(34) } });
    const render = (body: { couponCode?: string; discountPoint?: number }) => {
      if (body.couponCode === 'WELCOME10') return withCode;
      if (body.couponCode === 'SPRING10') return refused('couponCode', 'checkout.code.expired');
      if (body.couponCode) return refused('couponCode', 'checkout.code.unknown');
      if (body.discountPoint === 3400) return withPoints;
      return contract({ pointDiscount: model });
    };

    it('applies a code: its discount in the summary, the submit carries it; a refused one says why and keeps what was typed', async () => {
      const api = fakeApi(handlers({ [RENDER]: render }));
      await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
      const field = await screen.findByRole('textbox', { name: 'Discount code' });
      await userEvent.type(field, 'spring10');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('This code has expired')).toBeInTheDocument();
      expect(field).toHaveValue('spring10');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      // The contract's schema sends the code trimmed and in capitals.
      expect(api.bodiesOf(RENDER)).toContainEqual({ shippingAddressId: 11, couponCode: 'SPRING10' });
      await userEvent.clear(field);
      await userEvent.type(field, 'welcome10');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      const summary = await screen.findByRole('complementary', { name: 'Order summary' });
      expect(await within(summary).findByText('Code WELCOME10 applied')).toBeInTheDocument();
      expect(within(summary).getAllByText('Discount code WELCOME10').at(-1)!.closest('div')).toHaveTextContent('−20,00');
      expect(within(summary).getAllByText('Total to pay').at(-1)!.closest('div')).toHaveTextContent('199,90');
      await toPayment();
      await choose('MOCKPAY (test payment)');
      await userEvent.click(await screen.findByRole('button', { name: /Pay 199,90/ }));
      await waitFor(() => expect(api.bodiesOf(SUBMIT)).toEqual([{ shippingAddressId: 11, couponCode: 'WELCOME10', expectedNeedPayAmt: 199.9 }]));
    });

    it('refuses what the contract refuses without asking the server, and removes an applied code', async () => {
      const api = fakeApi(handlers({ [RENDER]: render }));
      await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
      await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('Please enter a discount code')).toBeInTheDocument();
      expect(api.bodiesOf(RENDER).filter((b) => 'couponCode' in (b as object))).toEqual([]);
      await userEvent.type(screen.getByRole('textbox', { name: 'Discount code' }), 'WELCOME10');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
      expect(await screen.findByRole('textbox', { name: 'Discount code' })).toHaveValue('');
      expect(screen.queryByText('Discount code WELCOME10')).not.toBeInTheDocument();
    });

    it('spends points with the switch, the most the order takes first; the step rule answers at once', async () => {
      const api = fakeApi(handlers({ [RENDER]: render }));
      await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
      const toggle = await screen.findByRole('switch', { name: 'Use my points (3.450 available)' });
      await userEvent.click(toggle);
      await waitFor(() => expect(api.bodiesOf(RENDER)).toContainEqual({ shippingAddressId: 11, discountPoint: 3400 }));
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      expect((await within(summary).findByText('Points used (3.400)')).closest('div')).toHaveTextContent('−34,00');
      expect(toggle).toBeChecked();
      const amount = screen.getByRole('textbox', { name: 'Points to use' });
      await userEvent.clear(amount);
      await userEvent.type(amount, '550');
      const renders = api.bodiesOf(RENDER).length;
      await userEvent.click(screen.getByRole('button', { name: 'Use points' }));
      expect(await screen.findByText('Please use points in the steps shown')).toBeInTheDocument();
      expect(api.bodiesOf(RENDER)).toHaveLength(renders);
    });
  });
  describe('a private buyer invoiced in Spain or Italy gives a personal tax code (issue 31)', () => {
    const invoicedIn = (regionShortName: 'ES' | 'IT', patch: { company?: string; taxCode?: string } = {}) => {
      const invoice = { ...orderAddress, regionShortName, country: regionShortName === 'ES' ? 'Spain' : 'Italy', ...patch };
      return contract({ countryCode: regionShortName, selectedAddress: invoice, billingAddress: invoice });
    };
    const billingStep = () => screen.findByRole('button', { name: 'Continue' });

    it('Spain: asks for the NIF or NIE, refuses it missing or with a wrong letter keeping what was typed, then sends it with the order', async () => {
      const api = fakeApi(handlers({ [RENDER]: invoicedIn('ES') }));
      await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
      await userEvent.click(await billingStep());
      const field = await screen.findByRole('textbox', { name: 'Your NIF or NIE' });
      expect(field).toHaveAccessibleDescription('Invoices in this country carry the buyer’s personal tax code.');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Please enter your personal tax code: invoices in this country carry it'));
      await userEvent.type(field, '12345678A');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(field).toHaveAccessibleDescription(expect.stringContaining('This tax code is not valid: please check its letters and digits'));
      expect(field).toHaveValue('12345678A');
      expect(screen.queryByRole('button', { name: /Pay 219,90/ })).not.toBeInTheDocument();
      await userEvent.clear(field);
      await userEvent.type(field, '12345678z');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await choose('MOCKPAY (test payment)');
      await userEvent.click(await screen.findByRole('button', { name: /Pay 219,90/ }));
      await waitFor(() => expect(api.bodiesOf(SUBMIT)).toEqual([{ shippingAddressId: 11, buyerTaxCode: '12345678Z', expectedNeedPayAmt: 219.9 }]));
    });

    it('Italy: checks the codice fiscale\'s check character, in the buyer\'s language (de)', async () => {
      fakeApi(handlers({ [RENDER]: invoicedIn('IT') }));
      await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout', language: 'de' });
      await userEvent.click(await screen.findByRole('button', { name: 'Weiter' }));
      const field = await screen.findByRole('textbox', { name: 'Ihr Codice fiscale' });
      await userEvent.type(field, 'RSSMRA85T10A562T');
      await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Diese Steuernummer ist ungültig: bitte Buchstaben und Ziffern prüfen'));
      expect(field).toHaveValue('RSSMRA85T10A562T');
    });

    it('shows the server\'s refusal under the field, back at the billing step', async () => {
      const refused = Response.json(
        { success: false, error: { code: 'VALIDATION', message: 'checkout.taxCode.invalid', fields: [{ field: 'buyerTaxCode', message: 'checkout.taxCode.invalid' }] } },
        { status: 400 },
      );
      fakeApi(handlers({ [RENDER]: invoicedIn('ES'), [SUBMIT]: () => refused.clone() }));
      await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
      await userEvent.click(await billingStep());
      const field = await screen.findByRole('textbox', { name: 'Your NIF or NIE' });
      await userEvent.type(field, '12345678Z');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await choose('MOCKPAY (test payment)');
      await userEvent.click(await screen.findByRole('button', { name: /Pay 219,90/ }));
      const again = await screen.findByRole('textbox', { name: 'Your NIF or NIE' });
      await waitFor(() => expect(again).toHaveAccessibleDescription(expect.stringContaining('This tax code is not valid')));
      expect(again).toHaveValue('12345678Z');
    });

    it.each([
      ['a company in Spain', invoicedIn('ES', { company: 'Muebles Gómez SL' })],
      ['an Italian address that carries its tax code', invoicedIn('IT', { taxCode: 'RSSMRA85T10A562S' })],
      ['a German invoice', contract()],
    ])('asks nothing of %s', async (_who, render) => {
      const api = fakeApi(handlers({ [RENDER]: render }));
      await renderScreen(<Checkout />, { url: '/checkout', path: '/checkout' });
      await toPayment();
      expect(screen.queryByRole('textbox', { name: /NIF|codice fiscale/ })).not.toBeInTheDocument();
      await choose('MOCKPAY (test payment)');
      await userEvent.click(await screen.findByRole('button', { name: /Pay 219,90/ }));
      await waitFor(() => expect(api.bodiesOf(SUBMIT)).toHaveLength(1));
      expect(api.bodiesOf(SUBMIT)[0]).not.toHaveProperty('buyerTaxCode');
    });
  });
});
