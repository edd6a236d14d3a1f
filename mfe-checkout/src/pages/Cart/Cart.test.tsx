import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCart, useMarket, useSession } from '@mall/shared';
import { testBuyer } from '@mall/shared/testing';
import type { CartList } from '@mall/shared/contract';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { Cart } from './Cart';
import { cart, eur, line } from './cartFixture';
import { address, channel, channels } from '../Checkout/checkoutFixture';

/** Kiln-dried oak firewood: sold by weight from 10 kg in 5 kg steps. */
const firewood = (qty: number) => ({ ...line(3, 'Oak firewood', qty, 0.9 * qty), marketingUnit: { unitName: 'kg' }, adjustStep: 5, minQty: 10 });
const refused = (field: string, message: string) => () =>
  Response.json({ success: false, error: { code: 'VALIDATION', message, fields: [{ field, message }] } }, { status: 400 });
const LIST = '/sapi/mall-order/cartline/list';
const UPDATE = '/sapi/mall-order/cartline/update';
const CHANNELS = '/sapi/mall-pay/payment/payChannel';
const SHIPPING = '/sapi/mall-customer/shipping-address/queryShippingAddressListFlow';
/** Every channel and method a market's logos name, as mall-api answers payChannel (checkout's rules then hide some). */
const LOCAL_METHODS = ['googlepay', 'applepay', 'klarna_b2b', 'ideal', 'bcmc', 'multibanco', 'mbway', 'swish', 'scheme', 'blik', 'onlineBanking_PL', 'paypo', 'clearpay'];
const allChannels = (patch: { klarna?: boolean; paypalAnonymous?: boolean } = {}) =>
  channels([
    channel('STRIPE_PAY_PC', { provider: 'STRIPE', sort: 1 }),
    channel('PAYPAL_PAY_PC', { provider: 'PAYPAL', sort: 2, anonymous: patch.paypalAnonymous ?? true }),
    ...(patch.klarna === false ? [] : [channel('KLARNA', { provider: 'KLARNA', sort: 3 })]),
    channel('ADYEN_PC', { provider: 'ADYEN', sort: 4, paymentMethods: LOCAL_METHODS.map((type) => ({ type, name: type })) }),
  ]);
const klarnaTeaser = { provider: 'KLARNA' as const, installments: 3, installmentAmt: eur(83.33), minAmt: eur(35), maxAmt: eur(1500) };
const footer = () => screen.getByRole('contentinfo');
const row = (label: string) => within(footer()).getByText(label).closest('div')!;

describe('the cart page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the lines grouped by shop with their total', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart([line(1, 'Oslo sofa', 2, 100), line(2, 'Halo lamp', 1, 50)]) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    const shop = await screen.findByRole('region', { name: 'Nordic Living' });
    expect(within(shop).getByText('Oslo sofa')).toBeInTheDocument();
    expect(within(shop).getByText('Halo lamp')).toBeInTheDocument();
    expect(row('Total')).toHaveTextContent(/250,00/);
  });

  it('removes a line and updates the top bar count from the answer', async () => {
    const api = fakeApi({
      '/sapi/mall-order/cartline/list': cart([line(1, 'Oslo sofa', 2, 100), line(2, 'Halo lamp', 1, 50)]),
      '/sapi/mall-order/cartline/remove': cart([line(2, 'Halo lamp', 1, 50)]),
    });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    const sofaRow = (await screen.findByText('Oslo sofa')).closest('li')!;
    await userEvent.click(within(sofaRow).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(row('Total')).toHaveTextContent(/50,00/));
    expect(screen.queryByText('Oslo sofa')).not.toBeInTheDocument();
    expect(api.bodiesOf('/sapi/mall-order/cartline/remove')).toEqual([{ ids: [1], country: 'DE' }]);
    act(() => undefined);
    expect(useCart.getState().count).toBe(1);
  });

  it('shows the variant as attribute name and value', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart([line(1, 'Oslo sofa', 1, 100)]) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    const sofaRow = (await screen.findByText('Oslo sofa')).closest('li')!;
    expect(within(sofaRow).getByText('Colour: Oak')).toBeInTheDocument();
  });

  it('offers the item\'s protection plan unticked, and keeps it on the line through the update call', async () => {
    const plan = { insuranceId: 302, insuranceName: 'Sofa protection plan, 2 years', insuranceFee: eur(49) };
    const offered = { ...line(1, 'Oslo sofa', 2, 100), insurancePlan: plan };
    const kept = { ...offered, insurance: { ...plan, insuranceFee: eur(98) } };
    const api = fakeApi({
      '/sapi/mall-order/cartline/list': cart([offered]),
      '/sapi/mall-order/cartline/update': cart([kept], { insuranceTotalAmt: eur(98), originAmt: eur(200), totalAmt: eur(298) }),
    });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    const keep = await screen.findByRole('checkbox', { name: /^Add Sofa protection plan, 2 years \(49,00\s€ per item\)$/ });
    expect(keep).not.toBeChecked();
    expect(within(footer()).queryByText('Insurance')).not.toBeInTheDocument();
    await userEvent.click(keep);
    await waitFor(() => expect(keep).toBeChecked());
    expect(api.bodiesOf('/sapi/mall-order/cartline/update')).toEqual([{ id: 1, insured: true, country: 'DE' }]);
    expect(screen.getByText(/^Insurance: Sofa protection plan, 2 years \(98,00\s€\)$/)).toBeInTheDocument();
    expect(row('Insurance')).toHaveTextContent('98,00');
    expect(row('Total')).toHaveTextContent('298,00');
  });

  it('steps a line sold by weight by its step from its minimum, and rounds a typed quantity with a note', async () => {
    const api = fakeApi({ [LIST]: cart([firewood(10)]), [UPDATE]: (body: { skuQty: number }) => cart([firewood(body.skuQty)]) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    const qty = await screen.findByLabelText('Quantity of Oak firewood (kg)');
    expect(qty).toHaveValue(10);
    expect(screen.getByRole('button', { name: 'Less Oak firewood' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More Oak firewood' }));
    await waitFor(() => expect(qty).toHaveValue(15));
    await userEvent.clear(qty);
    await userEvent.type(qty, '22');
    await userEvent.tab();
    expect(qty).toHaveValue(20);
    expect(screen.getByRole('status')).toHaveTextContent('Rounded to 20 kg: this item is sold in steps of 5 kg, at least 10 kg.');
    await userEvent.clear(qty);
    await userEvent.type(qty, '4');
    await userEvent.tab();
    expect(qty).toHaveValue(10);
    expect(api.bodiesOf(UPDATE)).toEqual([
      { id: 3, skuQty: 15, country: 'DE' },
      { id: 3, skuQty: 20, country: 'DE' },
      { id: 3, skuQty: 10, country: 'DE' },
    ]);
  });

  it('a line by the piece moves by 1 and rounds a fraction to a whole number', async () => {
    const api = fakeApi({ [LIST]: cart([line(1, 'Oslo sofa', 2, 100)]), [UPDATE]: (body: { skuQty: number }) => cart([line(1, 'Oslo sofa', body.skuQty, 100)]) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    const qty = await screen.findByLabelText('Quantity of Oslo sofa');
    await userEvent.click(screen.getByRole('button', { name: 'Less Oslo sofa' }));
    await waitFor(() => expect(qty).toHaveValue(1));
    expect(screen.getByRole('button', { name: 'Less Oslo sofa' })).toBeDisabled();
    await userEvent.clear(qty);
    await userEvent.type(qty, '2.6');
    await userEvent.tab();
    expect(qty).toHaveValue(3);
    expect(screen.getByRole('status')).toHaveTextContent('Rounded to 3: please enter a whole number, at least 1.');
    expect(api.bodiesOf(UPDATE)).toEqual([{ id: 1, skuQty: 1, country: 'DE' }, { id: 1, skuQty: 3, country: 'DE' }]);
  });

  it.each([
    ['en', 'cart.qtyStep', 'Not accepted: this item is sold in steps of 5 kg. The quantity was not changed.'],
    ['zh-CN', 'cart.qtyBelowMin', '未被接受：该商品 10 kg 起售。数量未更改。'],
    ['de', 'cart.qtyStep', 'Nicht angenommen: Dieser Artikel wird in Schritten von 5 kg verkauft. Die Menge wurde nicht geändert.'],
  ] as const)("shows the server's refusal of a quantity specifically (%s) and puts the line's quantity back", async (language, message, text) => {
    fakeApi({ [LIST]: cart([firewood(10)]), [UPDATE]: refused('skuQty', message) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart', language });
    const more = await screen.findByRole('button', { name: { en: 'More Oak firewood', 'zh-CN': '增加Oak firewood', de: 'Mehr Oak firewood' }[language] });
    await userEvent.click(more);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('spinbutton')).toHaveValue(10);
  });

  it('shows the empty cart with a way back to shopping', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart([]) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('recommends products on the empty cart', async () => {
    const card = { itemId: 102, mainImage: '/media/items/102.svg', defaultSkuId: 1021, name: 'Fjord armchair', salePrc: { value: 349, currency: 'EUR' }, originalPrc: null, shopId: 1, sellerId: 15, urlKey: 'fjord-armchair', itemShortName: null, advertise: null, selfManagement: false, commerceType: 'B2C', shopType: 'MERCHANT', minQty: 1, marketingUnit: null };
    fakeApi({ '/sapi/mall-order/cartline/list': cart([]), '/item/recommend': [card] });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    expect(await screen.findByRole('region', { name: 'You may also like' })).toHaveTextContent('Fjord armchair');
  });

  it('shows an honest error with retry when the cart cannot load', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': serverError });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the cart summary footer', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    // The screen first: a store changed under a mounted screen re-renders it outside act().
    cleanup();
    useMarket.getState().setMarket({ country: 'DE' });
  });
  const lines = [line(1, 'Oslo sofa', 2, 100), line(2, 'Halo lamp', 1, 50)];

  it('shows the grand total from the original amount, the discount total, insurance, tax and the final total with tax included', async () => {
    fakeApi({
      '/sapi/mall-order/cartline/list': cart(lines, {
        originAmt: eur(300), totalAmt: eur(270), insuranceTotalAmt: eur(20), discountTotalAmt: eur(50), taxAmt: eur(43.11),
      }),
    });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    await screen.findByRole('contentinfo');
    expect(row('Subtotal (original prices)')).toHaveTextContent('300,00');
    // One total: the original amount is a subtotal, never a second total above the one to pay (issue 31).
    expect(within(footer()).getAllByText(/total/i).filter((term) => term.tagName === 'DT').map((term) => term.textContent)).toEqual(['Subtotal (original prices)', 'Total']);
    expect(row('Discount')).toHaveTextContent('50,00');
    expect(row('Insurance')).toHaveTextContent('20,00');
    expect(row('Tax (19 %)')).toHaveTextContent('43,11');
    expect(row('Total')).toHaveTextContent(/270,00.*tax included/);
    expect(within(footer()).getByText('Discount codes are applied on the checkout page')).toBeInTheDocument();
  });

  it("shows the ticked lines' shipping, as an estimate for the market's country until an address is known (issue 31)", async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart(lines, { shippingAmt: eur(19.9), totalAmt: eur(269.9) }) });
    const view = await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    await screen.findByRole('contentinfo');
    expect(row('Shipping to Germany (estimate)')).toHaveTextContent('19,90');
    expect(row('Total')).toHaveTextContent('269,90');
    view.unmount();
    jest.restoreAllMocks();

    // A buyer with a saved address: shipping to it, said without 'estimate'; free shipping says so.
    useSession.getState().setUser(testBuyer());
    fakeApi({
      '/sapi/mall-order/cartline/list': cart(lines),
      [SHIPPING]: { data: [address(11, { isDefault: true, region: { id: 6, regionName: 'Austria', regionShortName: 'AT' }, regionShortName: 'AT' })], total: 1 },
    });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart', language: 'de' });
    await waitFor(() => expect(row('Versand nach Österreich')).toHaveTextContent('Kostenlos'));
    cleanup();
    useSession.getState().clear();
  });

  it.each<['en' | 'de' | 'zh-CN', string]>([
    ['en', 'Shipping to Germany (estimate)'],
    ['de', 'Versand nach Deutschland (geschätzt)'],
    ['zh-CN', '运往德国的运费（预估）'],
  ])('says the shipping estimate in %s', async (language, label) => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart(lines, { shippingAmt: eur(19.9) }) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart', language });
    await screen.findByRole('contentinfo');
    expect(row(label)).toHaveTextContent('19,90');
  });

  it('says the points to earn in the plural form of the count', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart(lines, { expectPoints: 1 }) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    expect(await within(await screen.findByRole('contentinfo')).findByText('You earn 1 point with this order')).toBeInTheDocument();
  });

  it("says 'Calculated at next step' instead of the tax in markets that do not show it", async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart(lines, { showTaxLine: false, taxAmt: eur(40) }) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    await screen.findByRole('contentinfo');
    expect(row('Tax')).toHaveTextContent('Calculated at next step');
    expect(within(footer()).queryByText(/40,00/)).not.toBeInTheDocument();
  });

  it('hides the discount and insurance lines when there are none', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart(lines) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    await screen.findByRole('contentinfo');
    expect(within(footer()).queryByText('Discount')).not.toBeInTheDocument();
    expect(within(footer()).queryByText('Insurance')).not.toBeInTheDocument();
  });

  it('CHECKOUT NOW is disabled when nothing is selected, and leads to /checkout otherwise', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart(lines, { selectedQty: 0 }) });
    const view = await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    expect(await screen.findByRole('button', { name: 'CHECKOUT NOW' })).toBeDisabled();
    view.unmount();
    jest.restoreAllMocks();

    fakeApi({ '/sapi/mall-order/cartline/list': cart(lines, { selectedQty: 3 }) });
    const again = await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    await userEvent.click(await screen.findByRole('button', { name: 'CHECKOUT NOW' }));
    expect(again.location().pathname).toBe('/checkout');
  });

  it('shows the financing teaser when the market has one and checkout offers Klarna', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart(lines, { financingTeaser: klarnaTeaser }), [CHANNELS]: allChannels() });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    expect(await screen.findByText(/Or 3 interest-free payments of 83,33\s€ with Klarna/)).toBeInTheDocument();
  });

  it("advertises neither Klarna's logo nor its instalments where checkout does not offer Klarna (issue 31)", async () => {
    const api = fakeApi({ '/sapi/mall-order/cartline/list': cart(lines, { financingTeaser: klarnaTeaser }), [CHANNELS]: allChannels({ klarna: false }) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    const list = await screen.findByRole('list', { name: 'We accept' });
    expect(within(list).getAllByRole('img').map((mark) => mark.getAttribute('aria-label'))).toEqual(['PayPal', 'Credit and debit cards', 'Google Pay']);
    expect(screen.queryByText(/interest-free/)).not.toBeInTheDocument();
    // The channels checkout asks for: the market's, for the PC storefront.
    expect(api.bodiesOf(CHANNELS)).toEqual([{ countryCode: 'DE', environment: 'PC', excludeCountry: true, site: 'EU' }]);
  });

  it('advertises no payment methods, and no instalments, while the channels are unknown', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart(lines, { financingTeaser: klarnaTeaser }), [CHANNELS]: serverError });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    await screen.findByRole('button', { name: 'CHECKOUT NOW' });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'We accept' })).not.toBeInTheDocument());
    expect(screen.queryByText(/interest-free/)).not.toBeInTheDocument();
  });

  it("applies checkout's channel rules to the cart's total and buyer: amount limits, points lines, guests", async () => {
    useMarket.getState().setMarket({ country: 'ES' });
    // Multibanco takes at most 99 999,99 €: not advertised above it.
    const big = fakeApi({ '/sapi/mall-order/cartline/list': cart(lines, { totalAmt: eur(120_000) }), [CHANNELS]: allChannels() });
    const view = await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    const esList = await screen.findByRole('list', { name: 'We accept' });
    expect(within(esList).getAllByRole('img').map((mark) => mark.getAttribute('aria-label'))).toEqual(['MB WAY']);
    big.restore();
    view.unmount();

    // A points line ticked: checkout hides the main Klarna channel, so its teaser goes too.
    useMarket.getState().setMarket({ country: 'DE' });
    const points = { ...line(3, 'Gift voucher', 1, 0), cartLineTypeDict: 'NORMAL_POINT_REDEEM' as const };
    const pointsApi = fakeApi({ '/sapi/mall-order/cartline/list': cart([...lines, points] as ReturnType<typeof line>[], { financingTeaser: klarnaTeaser }), [CHANNELS]: allChannels() });
    const pointsView = await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    const deList = await screen.findByRole('list', { name: 'We accept' });
    expect(within(deList).queryByRole('img', { name: 'Klarna' })).not.toBeInTheDocument();
    expect(screen.queryByText(/interest-free/)).not.toBeInTheDocument();
    pointsApi.restore();
    pointsView.unmount();

    // A guest pays only with anonymous channels: PayPal, flagged not anonymous here, is not advertised.
    useSession.getState().setUser(testBuyer({ isTourist: true }));
    fakeApi({ '/sapi/mall-order/cartline/list': cart(lines), [CHANNELS]: allChannels({ paypalAnonymous: false }), [SHIPPING]: { data: [], total: 0 } });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    const guestList = await screen.findByRole('list', { name: 'We accept' });
    expect(within(guestList).queryByRole('img', { name: 'PayPal' })).not.toBeInTheDocument();
    expect(within(guestList).getByRole('img', { name: 'Klarna' })).toBeInTheDocument();
    cleanup();
    useSession.getState().clear();
  });

  it("advertises Apple Pay only where the browser pays with it, and Billie only for a company's address", async () => {
    (globalThis as { ApplePaySession?: unknown }).ApplePaySession = { canMakePayments: () => true };
    useSession.getState().setUser(testBuyer());
    fakeApi({
      '/sapi/mall-order/cartline/list': cart(lines),
      [CHANNELS]: allChannels(),
      [SHIPPING]: { data: [address(11, { isDefault: true, company: 'Berg Möbel GmbH' })], total: 1 },
    });
    try {
      await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
      const list = await screen.findByRole('list', { name: 'We accept' });
      await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(6));
      expect(within(list).getAllByRole('img').map((mark) => mark.getAttribute('aria-label'))).toEqual(['PayPal', 'Credit and debit cards', 'Google Pay', 'Apple Pay', 'Klarna', 'Billie']);
    } finally {
      delete (globalThis as { ApplePaySession?: unknown }).ApplePaySession;
      cleanup();
      useSession.getState().clear();
    }
  });

  it.each([
    ['DE', ['PayPal', 'Credit and debit cards', 'Google Pay', 'Klarna']],
    ['NL', ['iDEAL', 'Bancontact']],
    ['ES', ['Multibanco', 'MB WAY']],
    ['SE', ['Swish']],
    ['FR', ['Carte Bleue', 'Bancontact']],
    ['IT', ['Credit and debit cards', 'PayPal']],
    ['PL', ['BLIK', 'Przelewy24', 'PayPo']],
    ['UK', ['Clearpay']],
  ])('shows the payment logos of market %s that checkout offers, as images named by their brand', async (country, logos) => {
    useMarket.getState().setMarket({ country });
    fakeApi({ '/sapi/mall-order/cartline/list': cart(lines), [CHANNELS]: allChannels() });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    const list = await screen.findByRole('list', { name: 'We accept' });
    const marks = within(list).getAllByRole('img');
    expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual(logos);
    // Our own SVG marks, one per list item, not text labels.
    marks.forEach((mark) => expect(mark.tagName.toLowerCase()).toBe('svg'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(logos.length);
  });

  it('names the generic marks in the buyer\'s language', async () => {
    useMarket.getState().setMarket({ country: 'DE' });
    fakeApi({ '/sapi/mall-order/cartline/list': cart(lines), [CHANNELS]: allChannels() });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart', language: 'de' });
    expect(await screen.findByRole('img', { name: 'Kredit- und Debitkarten' })).toBeInTheDocument();
  });

  it('promises points to earn to a buyer, never to a guest (points are for buyers)', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart(lines, { expectPoints: 120 }) });
    useSession.getState().setUser(testBuyer());
    const buyer = await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    expect(await screen.findByText('You earn 120 points with this order')).toBeInTheDocument();
    buyer.unmount();
    useSession.getState().setUser(testBuyer({ isTourist: true }));
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    await screen.findByRole('button', { name: 'CHECKOUT NOW' });
    expect(screen.queryByText(/points/)).not.toBeInTheDocument();
    cleanup();
    useSession.getState().clear();
  });

  it('shows a line whose campaign ended and the expected delivery date', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart([{ ...line(1, 'Oslo sofa', 1, 100), activityEnded: true }]) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    expect(await screen.findByText('This offer has ended.')).toBeInTheDocument();
    expect(screen.getByText(/Expected delivery 01\.12\.2026/)).toBeInTheDocument();
  });
});
