import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testBuyer } from '@mall/shared/testing';
import { formatDateTime, provideFragmentLoader, Toaster, toast, useMarket, useSession, type ApplyModalProps } from '@mall/shared';
import { afterSalesCalls, orderActionCalls, orderCalls, type OrderDetail as Detail } from '@mall/shared/contract';
import { failure, fakeApi, renderScreen, serverError } from '../../testing/screen';
import { orderDetail, orderLine } from './detailFixture';
import { OrderDetail } from './OrderDetail';

const DETAIL = orderCalls.orderDetail.path;
const GROWTH = orderActionCalls.orderGrowthValue.path;
const REVERSE = afterSalesCalls.queryReverseByOrderSku.path;

const eur = (value: number) => ({ value, currency: 'EUR' });

function fakeDetail(detail: Detail | (() => unknown), more: Record<string, unknown> = {}) {
  return fakeApi({ [DETAIL]: typeof detail === 'function' ? detail : () => detail, ...more });
}

const renderDetail = (id = 42, language?: 'en' | 'zh-CN' | 'de') =>
  renderScreen(
    <>
      <OrderDetail />
      <Toaster />
    </>,
    { url: `/buyer/order/detail/${id}`, path: ['/buyer/order/detail/:id', '/buyer/as/detail/:id'], language },
  );

const shown = () => screen.findByRole('heading', { name: 'Order details' });
const card = (name: string) => screen.getByRole('region', { name });

function onPhone() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: query === '(max-width: 767px)', media: query, addEventListener() {}, removeEventListener() {} }),
  });
}

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB', site: 'EU', flags: { points: false } });
});

afterEach(() => {
  act(() => toast.clear());
  jest.restoreAllMocks();
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('OrderDetail: loading and failures', () => {
  it('asks for the order of the URL and shows a loader meanwhile', async () => {
    let answer: (value: unknown) => void = () => {};
    const api = fakeDetail(() => new Promise((resolve) => (answer = resolve)));
    await renderDetail(42);
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await waitFor(() => expect(api.bodiesOf(DETAIL)).toEqual([{ id: 42 }]));
    await act(async () => answer(orderDetail(42)));
    expect(await shown()).toBeInTheDocument();
  });

  it('sends the application-key header the contract decides with the detail call', async () => {
    fakeDetail(orderDetail(42));
    await renderDetail(42);
    expect(await shown()).toBeInTheDocument();
    const sent = jest
      .mocked(globalThis.fetch)
      .mock.calls.filter(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname === DETAIL)
      .map(([input, init]) => new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('application-key')).toBe('mall-buyer-web');
  });

  it('the pay-balance step reads the detail the page has fetched instead of fetching it again', async () => {
    const first = orderDetail(42, { displayStatus: 'PENDING_BALANCE', operationList: [{ operation: 'payBalance' }] });
    const api = fakeDetail({ ...first, tradeContract: { ...first.tradeContract, id: 7042, notFirstTime: false } });
    const view = await renderDetail(42);
    await shown();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay balance' }));
    // The first balance payment goes through checkout.
    await waitFor(() => expect(view.location().pathname + view.location().search).toBe('/checkout?tradeContractId=7042'));
    expect(api.bodiesOf(DETAIL)).toHaveLength(1);
  });

  it("says honestly that an unknown order (or another buyer's) is not found", async () => {
    fakeDetail(() => failure(404, 'NOT_FOUND', 'order not found'));
    await renderDetail(999);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByText('This order does not exist, or it belongs to another account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', expect.stringContaining('/buyer/orders'));
  });

  it('does not even ask for an id that cannot be one', async () => {
    const api = fakeDetail(orderDetail(1));
    await renderScreen(<OrderDetail />, { url: '/buyer/order/detail/abc', path: '/buyer/order/detail/:id' });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows an error with retry when the shop fails, and the order after retrying', async () => {
    let failing = true;
    fakeDetail(() => (failing ? serverError() : orderDetail(42)));
    await renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop could not answer. Please retry in a moment.');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await shown()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('OrderDetail: header and status', () => {
  it('shows the order number with a copy button, the creation time and the amount paid', async () => {
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    fakeDetail(orderDetail(42, { paidAmt: eur(1249) }));
    await renderDetail();
    await shown();
    expect(screen.getByText('T2024000042')).toBeInTheDocument();
    expect(screen.getByText('3 May 2024, 09:30')).toBeInTheDocument();
    expect(screen.getAllByText('€1,249.00').length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy order number' }));
    expect(writeText).toHaveBeenCalledWith('T2024000042');
    expect(await screen.findByText('copy successful')).toBeInTheDocument();
  });

  it.each([
    ['UN_DELIVERY', 'Awaiting shipment', 'processing'],
    ['UN_RECEIVED', 'Awaiting delivery', 'shipping'],
    ['COMPLETE', 'Completed', 'finished'],
    ['CLOSED', 'Closed', 'processing'],
  ] as const)('%s: status text %s with the %s icon', async (displayStatus, text, icon) => {
    fakeDetail(orderDetail(42, { displayStatus }));
    await renderDetail();
    await shown();
    const status = card('Order status');
    expect(within(status).getByText(text)).toBeInTheDocument();
    expect(status.querySelector('svg')).toHaveAttribute('data-icon', icon);
  });

  it('counts down to the payment deadline of an unpaid order', async () => {
    jest.useFakeTimers({ now: Date.parse('2024-05-03T10:00:00.000Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    fakeDetail(orderDetail(42, { displayStatus: 'PENDING_PAY', payDeadlineMillis: Date.parse('2024-05-03T10:29:59.000Z') }));
    await renderDetail();
    await shown();
    const timer = screen.getByRole('timer', { name: 'Time left to pay' });
    expect(timer).toHaveTextContent('Please pay within 00:29:59, or the order is cancelled automatically.');
    act(() => jest.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('00:29:57');
  });

  it('shows no countdown once the order is paid', async () => {
    fakeDetail(orderDetail(42, { displayStatus: 'UN_DELIVERY', payDeadlineMillis: null }));
    await renderDetail();
    await shown();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it("renders the order's actions from its operationList", async () => {
    fakeDetail(orderDetail(42, { displayStatus: 'UN_RECEIVED', operationList: [{ operation: 'confirm' }, { operation: 'sendInvoiceEmail' }] }));
    await renderDetail();
    await shown();
    const actions = within(card('Order status')).getByRole('group', { name: /T2024000042/ });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Confirm receipt']);
  });
});

describe('OrderDetail: cards', () => {
  it('shows the delivery and billing addresses', async () => {
    fakeDetail(orderDetail(42));
    await renderDetail();
    await shown();
    const delivery = card('Delivery information');
    expect(within(delivery).getByText('Anna Berg')).toBeInTheDocument();
    expect(within(delivery).getByText('Lindenstraße 12')).toBeInTheDocument();
    expect(within(delivery).getByText('10115 Berlin')).toBeInTheDocument();
    // The province (Berlin) is the city already written: the next line is the country alone.
    expect(within(delivery).getByText('Germany')).toBeInTheDocument();
    expect(delivery).not.toHaveTextContent('Berlin, Germany');
    const billing = card('Billing information');
    expect(within(billing).getByText('Company: Berg GmbH')).toBeInTheDocument();
    expect(within(billing).getByText('Tax code: DE123456789')).toBeInTheDocument();
  });

  it('says where a pick-up order is collected: the shop site, never the buyer\'s own address', async () => {
    fakeDetail(orderDetail(42, { fulfillmentType: 'SITE_PICK_UP', shop: { id: 7, siteName: 'Nordic Living', shopChannelType: null, siteAddress: 'Hafenstraße 1\n20457 Hamburg' } }));
    await renderDetail();
    await shown();
    const delivery = card('Delivery information');
    expect(within(delivery).getByText('Collect at the shop')).toBeInTheDocument();
    const site = within(delivery).getByRole('group', { name: 'Where to collect' });
    expect(site).toHaveTextContent('Nordic LivingHafenstraße 120457 Hamburg');
    const home = orderDetail(42).tradeContract.selectedAddress!;
    expect(delivery).not.toHaveTextContent(home.lastName);
    expect(delivery).not.toHaveTextContent(home.personPhone);
  });

  it('says when the shop has not named where to collect, still without the buyer\'s address', async () => {
    fakeDetail(orderDetail(42, { fulfillmentType: 'SITE_PICK_UP', shop: { id: 7, siteName: 'Nordic Living', shopChannelType: null, siteAddress: null } }));
    await renderDetail();
    await shown();
    const delivery = card('Delivery information');
    expect(within(delivery).getByText('The shop has not named where to collect yet: please ask the shop.')).toBeInTheDocument();
    expect(within(delivery).queryByRole('group')).not.toBeInTheDocument();
    expect(delivery).not.toHaveTextContent(orderDetail(42).tradeContract.selectedAddress!.lastName);
  });

  it('shows the successful payment and the invoice status of a paid order', async () => {
    fakeDetail(orderDetail(42, { invoiceUrl: [{ name: 'INV-42.pdf', url: '/media/invoices/42.pdf' }] }));
    await renderDetail();
    await shown();
    const payment = card('Payment information');
    expect(within(payment).getByText(/PayPal/)).toBeInTheDocument();
    expect(within(payment).queryByText(/Klarna/)).not.toBeInTheDocument();
    const invoice = card('Invoice');
    expect(within(invoice).getByText('Invoiced')).toBeInTheDocument();
    expect(within(invoice).getByRole('link', { name: 'Download invoice' })).toHaveAttribute('href', '/media/invoices/42.pdf');
  });

  it('says the invoice is pending without invoiceUrl', async () => {
    fakeDetail(orderDetail(42, { invoiceUrl: null }));
    await renderDetail();
    await shown();
    expect(within(card('Invoice')).getByText('Pending invoice')).toBeInTheDocument();
  });

  it.each([
    ['PENDING_PAY', 'NORMAL'],
    ['CANCELED', 'NORMAL'],
    ['COMPLETE', 'REVERSE_REISSUE'],
  ] as const)('hides payment info and invoice for %s (%s)', async (displayStatus, tradeOrderBusinessType) => {
    fakeDetail(orderDetail(42, { displayStatus, tradeOrderBusinessType }));
    await renderDetail();
    await shown();
    expect(screen.queryByRole('region', { name: 'Payment information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invoice' })).not.toBeInTheDocument();
    expect(card('Payment summary')).toBeInTheDocument();
  });

  it('shows the use details of a service order', async () => {
    fakeDetail(
      orderDetail(42, {
        itemBusinessType: 'SERVICE',
        serviceDetail: { serviceId: 3, serviceType: 'ASSEMBLY', serviceName: 'Wardrobe assembly', shippingName: null, contactNumber: '+49 40 555', remark: null },
        expirationTime: '2024-12-31T00:00:00.000Z',
        serviceRemainingTimes: 2,
      }),
    );
    await renderDetail();
    await shown();
    const use = card('Use details');
    expect(within(use).getByText('Wardrobe assembly')).toBeInTheDocument();
    // The seller's code in words, never the raw ASSEMBLY.
    expect(within(use).getByText('Assembly at home')).toBeInTheDocument();
    expect(within(use).queryByText('ASSEMBLY')).not.toBeInTheDocument();
    expect(within(use).getByText('+49 40 555')).toBeInTheDocument();
    expect(within(use).getByText('31 Dec 2024')).toBeInTheDocument();
    expect(within(use).getByText('2')).toBeInTheDocument();
  });

  it('has no use-details card for ordinary goods', async () => {
    fakeDetail(orderDetail(42));
    await renderDetail();
    await shown();
    expect(screen.queryByRole('region', { name: 'Use details' })).not.toBeInTheDocument();
  });
});

describe('OrderDetail: payment summary and rewards', () => {
  it('lists every amount, the tax rate as a percentage and points rounded up', async () => {
    fakeDetail(
      orderDetail(42, {
        skuAmt: eur(500),
        shippingAmt: eur(29),
        serviceChargeAmt: eur(5),
        insuranceAmt: eur(19),
        shopDiscountAmt: eur(10),
        orderDiscountAmt: eur(15),
        platformCouponDiscountAmt: eur(20),
        pointDiscountAmount: eur(3),
        taxAmt: eur(80.4),
        taxRate: 19,
        paidAmt: eur(505),
        actualPaidPoints: 299.2,
      }),
    );
    await renderDetail();
    await shown();
    const summary = card('Payment summary');
    const row = (label: string) => within(summary).getByText(label).closest('div')!;
    expect(row('Goods')).toHaveTextContent('€500.00');
    expect(row('Shipping')).toHaveTextContent('€29.00');
    expect(row('Service charge')).toHaveTextContent('€5.00');
    expect(row('Insurance')).toHaveTextContent('€19.00');
    expect(row('Shop discount')).toHaveTextContent('− €10.00');
    expect(row('Order discount')).toHaveTextContent('− €15.00');
    expect(row('Coupon')).toHaveTextContent('− €20.00');
    expect(row('Points discount')).toHaveTextContent('− €3.00');
    expect(row('VAT included (19%)')).toHaveTextContent('€80.40');
    expect(row('Points')).toHaveTextContent('300 points');
    expect(row('Amount paid')).toHaveTextContent('€505.00');
  });

  it('names the benefits behind the discounts and the campaigns', async () => {
    fakeDetail(
      orderDetail(42, {
        shopDiscountAmt: eur(20),
        tradeBenefitInfoTOS: [{ benefitType: 'SHOP_DISCOUNT', benefitName: 'Spring sale', benefitAmt: eur(20) }],
        activityList: [{ activityId: 1, activityName: 'Spring sale 2024', activityType: 'DISCOUNT' }],
      }),
    );
    await renderDetail();
    await shown();
    const summary = card('Payment summary');
    expect(within(summary).getByRole('list', { name: 'Applied benefits' })).toHaveTextContent('Spring sale− €20.00');
    expect(within(summary).getByText('Campaigns: Spring sale 2024')).toBeInTheDocument();
  });

  it('names the discount code and shows the points spent at checkout (issue 31)', async () => {
    fakeDetail(
      orderDetail(42, {
        platformCouponDiscountAmt: eur(12.9),
        pointDiscountAmount: eur(10),
        tradeBenefitInfoTOS: [{ benefitType: 'DISCOUNT_CODE', benefitName: 'WELCOME10', benefitAmt: eur(12.9) }],
      }),
    );
    await renderDetail();
    await shown();
    const summary = card('Payment summary');
    expect(within(summary).getByRole('list', { name: 'Applied benefits' })).toHaveTextContent('Discount code WELCOME10− €12.90');
    expect(within(summary).getByText('Points discount').closest('div')).toHaveTextContent('− €10.00');
    expect(within(summary).getByText('Coupon').closest('div')).toHaveTextContent('− €12.90');
  });

  it('shows what is still to pay on an unpaid order', async () => {
    fakeDetail(orderDetail(42, { displayStatus: 'PENDING_PAY', needPayAmt: eur(349.9), paidAmt: eur(0) }));
    await renderDetail();
    await shown();
    expect(within(card('Payment summary')).getByText('Amount to pay').closest('div')).toHaveTextContent('€349.90');
  });

  it('an order awaiting payment shows what is to pay, never "Amount paid €0.00", and no earned points yet (issue 31)', async () => {
    useMarket.setState({ flags: { points: true } });
    const api = fakeDetail(orderDetail(42, { displayStatus: 'PENDING_PAY', needPayAmt: eur(349.9), paidAmt: eur(0), actualPaidPoints: 0, earnPoints: 349 }));
    await renderDetail();
    await shown();
    const header = screen.getByRole('heading', { name: 'Order details' }).closest('header')!;
    expect(within(header).queryByText('Amount paid')).not.toBeInTheDocument();
    expect(within(header).getByText('Amount to pay').closest('div')).toHaveTextContent('€349.90');
    expect(screen.queryByText('Earned points')).not.toBeInTheDocument();
    expect(api.bodiesOf(GROWTH)).toHaveLength(0);
  });

  it('shows a cancelled order that was never paid with its order total, nothing to pay and no earned points', async () => {
    useMarket.setState({ flags: { points: true } });
    const api = fakeDetail(orderDetail(42, { displayStatus: 'CANCELED', needPayAmt: eur(349.9), paidAmt: eur(0), earnPoints: 0 }));
    await renderDetail();
    await shown();
    const summary = card('Payment summary');
    expect(within(summary).queryByText('Amount to pay')).not.toBeInTheDocument();
    expect(within(summary).getByText('Order total').closest('div')).toHaveTextContent('€349.90');
    expect(screen.queryByText('Earned points')).not.toBeInTheDocument();
    expect(api.bodiesOf(GROWTH)).toHaveLength(0);
  });

  it('shows a guest no points to earn: points are for buyers', async () => {
    useMarket.setState({ flags: { points: true } });
    useSession.getState().setUser(testBuyer({ isTourist: true }));
    fakeDetail(orderDetail(42, { earnPoints: 35 }));
    await renderDetail();
    await shown();
    expect(card('Payment summary')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rewards for this order' })).not.toBeInTheDocument();
  });

  describe('a pre-sale between its payments (issue 30): the deposit, the balance and its window, not only the whole', () => {
    const terms = { depositAmt: eur(200), balanceAmt: eur(1490), balancePaymentStartTime: '2026-12-03T00:00:00.000Z', balancePaymentEndTime: '2026-12-10T23:59:59.999Z' };
    const window = `Payable from ${formatDateTime(terms.balancePaymentStartTime, 'en-GB')} to ${formatDateTime(terms.balancePaymentEndTime, 'en-GB')}`;
    const row = (summary: HTMLElement, label: string) => within(summary).getByText(label).closest('div')!;

    it('awaiting its deposit: the deposit is due now and the pay button pays it; the whole is the order total', async () => {
      const operationList = [{ operation: 'payDeposit' as const }];
      fakeDetail(orderDetail(42, { displayStatus: 'PENDING_DEPOSIT', needPayAmt: eur(1690), paidAmt: eur(0), preSale: terms, operationList }));
      await renderDetail();
      await shown();
      const summary = card('Payment summary');
      expect(within(summary).queryByText('Amount to pay')).not.toBeInTheDocument();
      expect(row(summary, 'Order total')).toHaveTextContent('€1,690.00');
      expect(row(summary, 'Deposit, due now')).toHaveTextContent('€200.00');
      expect(row(summary, 'Balance, paid later')).toHaveTextContent(`${window}€1,490.00`);
      expect(screen.getAllByRole('button', { name: 'Pay deposit' }).length).toBeGreaterThan(0);
    });

    it('awaiting its balance: the deposit paid, the balance to pay in its window', async () => {
      fakeDetail(orderDetail(42, { displayStatus: 'PENDING_BALANCE', needPayAmt: eur(1690), paidAmt: eur(200), preSale: terms }));
      await renderDetail();
      await shown();
      const summary = card('Payment summary');
      expect(row(summary, 'Amount paid')).toHaveTextContent('€200.00');
      expect(row(summary, 'Deposit paid')).toHaveTextContent('€200.00');
      expect(row(summary, 'Balance to pay')).toHaveTextContent(`${window}€1,490.00`);
    });

    it.each([
      ['de', 'Anzahlung, jetzt fällig', 'Restbetrag, später fällig', 'Zahlbar vom'],
      ['zh-CN', '定金（现在支付）', '尾款（稍后支付）', '支付时间：'],
    ] as const)('in %s', async (language, deposit, balance, window) => {
      fakeDetail(orderDetail(42, { displayStatus: 'PENDING_DEPOSIT', needPayAmt: eur(1690), paidAmt: eur(0), preSale: terms }));
      await renderDetail(42, language);
      await screen.findByText(deposit);
      expect(screen.getByText(balance).closest('dt')).toHaveTextContent(window);
    });
  });

  it('shows earned points and growth value only when the site enables points', async () => {
    const api = fakeDetail(orderDetail(42, { earnPoints: 34.2 }), { [GROWTH]: { orderId: 42, pointsEnabled: true, growthValue: 35, earnPoints: 35 } });
    const view = await renderDetail();
    await shown();
    expect(screen.queryByRole('region', { name: 'Rewards for this order' })).not.toBeInTheDocument();
    expect(api.bodiesOf(GROWTH)).toHaveLength(0);
    view.unmount();

    useMarket.setState({ flags: { points: true } });
    await renderDetail();
    await shown();
    const rewards = card('Rewards for this order');
    expect(within(rewards).getByText('Earned points').closest('div')).toHaveTextContent('35');
    expect(await within(rewards).findByText('Level points earned')).toBeInTheDocument();
    expect(within(rewards).getByText('Level points earned').closest('div')).toHaveTextContent('35');
    expect(api.bodiesOf(GROWTH)[0]).toMatchObject({ orderId: 42, customerId: 1, site: 'EU' });
  });
});

describe('OrderDetail: item lines', () => {
  it('links products in a new tab', async () => {
    fakeDetail(orderDetail(42, { tradeOrderLineList: [orderLine(1, 'Oslo sofa', { sku: { ...orderLine(1, 'x').sku, name: 'Oslo sofa', item: { id: 5, urlKey: 'oslo-sofa' }, skuUrlSuffix: '?sku=10' } })] }));
    await renderDetail();
    await shown();
    // The picture's link and the name's link both say which product they open.
    const links = within(card('Items')).getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAccessibleName('Oslo sofa (opens in a new tab)');
      expect(link).toHaveAttribute('href', '/product/oslo-sofa?sku=10');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('offers no product links for an order from an external channel (outOrderId)', async () => {
    fakeDetail(orderDetail(42, { outOrderId: 'AMZ-1', tradeOrderLineList: [orderLine(1, 'Oslo sofa')] }));
    await renderDetail();
    await shown();
    expect(within(card('Items')).getByText('Oslo sofa')).toBeInTheDocument();
    expect(within(card('Items')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('marks gifts and pre-sale lines, with deposit and balance', async () => {
    fakeDetail(
      orderDetail(42, {
        tradeOrderLineList: [
          orderLine(1, 'Cushion', { tradeOrderLineBusinessType: 'GIFT' }),
          orderLine(2, 'Bookshelf', { campaignSubType: 'PRESELL', preSaleUnitAmount: eur(50), balanceSaleUnitAmount: eur(249) }),
        ],
        displayStatus: 'PENDING_DEPOSIT',
      }),
    );
    await renderDetail();
    await shown();
    const items = card('Items');
    expect(within(items).getByText('Cushion').closest('li')).toHaveTextContent('Gift');
    const bookshelf = within(items).getByText('Bookshelf').closest('li')!;
    expect(bookshelf).toHaveTextContent('Pre-sale');
    expect(bookshelf).toHaveTextContent('Deposit €50.00 · Balance €249.00');
  });

  it.each(['PENDING_BALANCE', 'UN_DELIVERY', 'COMPLETE'] as const)('marks the deposit paid once the order is pending-balance or later (%s)', async (displayStatus) => {
    const line = orderLine(2, 'Bookshelf', { campaignSubType: 'PRESELL', preSaleUnitAmount: eur(50), balanceSaleUnitAmount: eur(249) });
    fakeDetail(orderDetail(42, { displayStatus, tradeOrderLineList: [line] }));
    await renderDetail();
    await shown();
    expect(within(card('Items')).getByText('Bookshelf').closest('li')).toHaveTextContent('Deposit €50.00 (paid) · Balance €249.00');
  });

  it("lists a DIY product's parts under its main line, not as lines of their own", async () => {
    fakeDetail(
      orderDetail(42, {
        tradeOrderLineList: [
          orderLine(1, 'Custom wardrobe', {
            lineGroupTypeDict: 'DIY_MAIN',
            diySkuLineList: [{ id: 2, sku: { id: 20, name: 'Glass door', image: '/x.jpg', attributes: [] }, tradeQty: 2 }],
          }),
          orderLine(2, 'Glass door', { lineGroupTypeDict: 'DIY_CHILD' }),
        ],
      }),
    );
    await renderDetail();
    await shown();
    const items = card('Items');
    const parts = within(items).getByRole('list', { name: 'Included parts' });
    expect(parts).toHaveTextContent('Glass door × 2');
    // The child line itself is not listed again at the top level.
    expect(within(items).getAllByText(/Glass door/)).toHaveLength(1);
  });

  it('shows insurance, coupon codes and the expected delivery of a line', async () => {
    fakeDetail(
      orderDetail(42, {
        tradeOrderLineList: [
          orderLine(1, 'Armchair', {
            insurance: { insuranceId: 1, insuranceName: '3-year protection', insuranceFee: eur(19) },
            tradeOrderLineCouponsBOList: [
              { couponCode: 'CLEAN-1', couponsPassword: '8812', usedStatus: 'NOT_USED', usedTime: null, validUntil: null },
              { couponCode: 'CLEAN-2', couponsPassword: null, usedStatus: 'USED', usedTime: '2024-05-10T08:00:00.000Z', validUntil: null },
              { couponCode: 'CLEAN-3', couponsPassword: null, usedStatus: 'VOIDED', usedTime: null, validUntil: null },
            ],
            expectDate: '2024-06-20',
          }),
        ],
      }),
    );
    await renderDetail();
    await shown();
    const line = within(card('Items')).getByText('Armchair').closest('li')!;
    expect(line).toHaveTextContent('Insurance: 3-year protection €19.00');
    const coupons = within(line).getByRole('list', { name: 'Coupon codes' });
    expect(coupons).toHaveTextContent('Code CLEAN-1 · Password 8812 · Unused');
    expect(coupons).toHaveTextContent('Code CLEAN-2 · Used · Used on 10 May 2024, 08:00');
    expect(coupons).toHaveTextContent('Code CLEAN-3 · Voided (its item was refunded)');
    expect(line).toHaveTextContent('Expected delivery: 20 Jun 2024');
  });

  it('opens the one after-sales record of a line in after-sales', async () => {
    const record = reverseRecord(77, 1);
    const api = fakeDetail(orderDetail(42, { tradeOrderLineList: [orderLine(1, 'Armchair', { reverseStatus: 'DONE' })] }), {
      [REVERSE]: [record],
    });
    const view = await renderDetail();
    await shown();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Returns & refunds for Armchair' }));
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/as/detail/77'));
    expect(api.bodiesOf(REVERSE)[0]).toEqual({ tradeOrderId: 42, skuId: 10, tradeOrderLineId: 1 });
  });

  it('offers a chooser when a line has several after-sales records', async () => {
    fakeDetail(orderDetail(42, { tradeOrderLineList: [orderLine(1, 'Armchair', { reverseStatus: 'PROCESSING' })] }), {
      [REVERSE]: [reverseRecord(77, 1), reverseRecord(78, 1)],
    });
    const view = await renderDetail();
    await shown();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Returns & refunds for Armchair' }));
    const chooser = await screen.findByRole('dialog', { name: 'Return and refund requests for Armchair' });
    expect(within(chooser).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/buyer/as/detail/77', '/buyer/as/detail/78']);
    await user.click(within(chooser).getByRole('link', { name: /R77/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/as/detail/77'));
  });

  it('says so when the after-sales lookup fails, and stays on the order', async () => {
    fakeDetail(orderDetail(42, { tradeOrderLineList: [orderLine(1, 'Armchair', { reverseStatus: 'DONE' })] }), { [REVERSE]: () => serverError() });
    const view = await renderDetail();
    await shown();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Returns & refunds for Armchair' }));
    expect(await screen.findByText('The shop could not answer. Please retry in a moment.')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/buyer/order/detail/42');
  });

  it('has no after-sales link on a line not in after-sales', async () => {
    fakeDetail(orderDetail(42));
    await renderDetail();
    await shown();
    expect(screen.queryByRole('button', { name: /Returns & refunds for/ })).not.toBeInTheDocument();
  });

  it('offers to apply for after-sales on each line that can still be reversed, with that line chosen', async () => {
    const given: ApplyModalProps[] = [];
    provideFragmentLoader(async (bundle, expose) =>
      bundle === 'aftersales' && expose === './ApplyModal'
        ? { default: (props: ApplyModalProps) => (given.push(props), <div role="dialog" aria-label="Apply form" />) }
        : undefined,
    );
    fakeDetail(
      orderDetail(42, {
        displayStatus: 'COMPLETE',
        operationList: [{ operation: 'buyerApplyReverse' }],
        tradeOrderLineList: [orderLine(1, 'Armchair', { canReverseQty: 1 }), orderLine(2, 'Footstool', { canReverseQty: 2, tradeQty: 2 }), orderLine(3, 'Lamp', { canReverseQty: 0 })],
      }),
    );
    await renderDetail();
    await shown();
    // Not among the order's action buttons (spec: buyerApplyReverse shows none there), but on its lines.
    expect(screen.queryByRole('button', { name: 'Request a return or refund' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Request a return or refund for/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Request a return or refund for Armchair',
      'Request a return or refund for Footstool',
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request a return or refund for Footstool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a return or refund' });
    expect(within(dialog).getByRole('checkbox', { name: /Footstool/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Armchair/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Apply form' });
    expect(given.at(-1)).toMatchObject({ tradeOrderId: 42, mode: 'afterSales', lines: [{ tradeOrderLineId: 2, quantity: 2 }] });
    provideFragmentLoader(undefined);
  });

  it('offers no per-line application when the order does not offer after-sales, or before delivery', async () => {
    for (const patch of [
      { displayStatus: 'COMPLETE' as const, operationList: [] },
      { displayStatus: 'UN_DELIVERY' as const, operationList: [{ operation: 'buyerApplyReverse' }] },
    ]) {
      fakeDetail(orderDetail(42, { ...patch, tradeOrderLineList: [orderLine(1, 'Armchair', { canReverseQty: 1, canCancelQty: 1 })] }));
      const view = await renderDetail();
      await shown();
      expect(screen.queryByRole('button', { name: /Request a return or refund for/ })).not.toBeInTheDocument();
      view.unmount();
      jest.restoreAllMocks();
    }
  });
});

describe("OrderDetail: the detail document's own result texts", () => {
  const PACKAGES = orderActionCalls.listPackages.path;
  const POSTPONE = orderActionCalls.postponeDelivery.path;
  const CANCEL_AFTER = orderActionCalls.cancelAfterPay.path;
  const ops = (...names: string[]) => names.map((operation) => ({ operation }));
  const pkg = {
    id: 71, fulfillmentProgressStatus: 'SEND_DELIVERY' as const, serviceCode: 'DHL71', fulfillmentServiceProvider: { id: 1, entityName: 'DHL' },
    createdAt: '2024-05-04T08:00:00.000Z', confirmDeadlineTime: '2024-05-20T08:00:00.000Z', postponedDays: 0, signedTime: null,
    operationList: ops('confirm', 'buyerPostponeConfirmDeadline', 'checkExpressTrack'),
    fulfillmentProgressLineList: [{ id: 710, actualExecuteQty: 1, tradeOrderLine: { id: 421, sku: { id: 4210, name: 'Oak dining table', image: '/x.jpg', attributes: [] } } }],
    logisticsList: [],
  };

  it('says extended successfully, extended by {day} days, and no tracking information yet', async () => {
    fakeDetail(orderDetail(42, { displayStatus: 'UN_RECEIVED', operationList: ops('buyerPostponeConfirmDeadline', 'checkExpressTrack') }), { [PACKAGES]: [pkg], [POSTPONE]: 7 });
    await renderDetail();
    await shown();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Track package' }));
    const tracking = await screen.findByRole('dialog', { name: 'Tracking' });
    expect(await within(tracking).findByText('no tracking information yet')).toBeInTheDocument();
    await user.click(within(tracking).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Extend the delivery confirmation date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the delivery confirmation date' });
    await within(dialog).findByRole('list', { name: /Packages of order/ });
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('extended successfully, extended by 7 days')).toBeInTheDocument();
  });

  it('says Operation failed, please retry! when a cancel fails', async () => {
    fakeDetail(orderDetail(42, { operationList: ops('buyerCancelAfterPay') }), { [CANCEL_AFTER]: () => serverError() });
    await renderDetail();
    await shown();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Operation failed, please retry!')).toBeInTheDocument();
  });
});

describe('OrderDetail: pre-sale banner', () => {
  const presell = (patch = {}) =>
    orderLine(1, 'Bookshelf', {
      campaignSubType: 'PRESELL',
      preSaleEventType: 'DEPOSIT',
      balancePaymentStartTime: '2024-06-01T08:00:00.000Z',
      balancePaymentEndTime: '2024-06-20T20:00:00.000Z',
      expectDate: '2024-07-15',
      ...patch,
    });

  beforeEach(() => {
    jest.useFakeTimers({ now: Date.parse('2024-06-10T12:00:00.000Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });

  const banner = () => screen.getByRole('complementary', { name: 'Pre-sale' });

  it('PENDING_BALANCE while payable: the balance deadline', async () => {
    fakeDetail(orderDetail(42, { displayStatus: 'PENDING_BALANCE', tradeOrderLineList: [presell()] }));
    await renderDetail();
    await shown();
    expect(banner()).toHaveTextContent('Pre-sale order: please pay the balance by 20 Jun 2024, 20:00.');
  });

  it('PENDING_BALANCE before it opens: when balance payment starts', async () => {
    fakeDetail(orderDetail(42, { displayStatus: 'PENDING_BALANCE', tradeOrderLineList: [presell({ balancePaymentStartTime: '2024-06-15T08:00:00.000Z' })] }));
    await renderDetail();
    await shown();
    expect(banner()).toHaveTextContent('Pre-sale order: balance payment starts on 15 Jun 2024, 08:00.');
  });

  it('PENDING_DEPOSIT: a countdown to automatic closing', async () => {
    fakeDetail(orderDetail(42, { displayStatus: 'PENDING_DEPOSIT', payDeadlineMillis: Date.parse('2024-06-11T13:00:05.000Z'), tradeOrderLineList: [presell()] }));
    await renderDetail();
    await shown();
    expect(banner()).toHaveTextContent('Pre-sale order: pay the deposit within 1 d 01:00:05, or the order closes automatically.');
  });

  it('UN_DELIVERY: the expected delivery in days, or as a date', async () => {
    fakeDetail(orderDetail(42, { displayStatus: 'UN_DELIVERY', tradeOrderLineList: [presell({ deliveryTimeType: 'RELATIVE_TIME', duration: 15 })] }));
    const view = await renderDetail();
    await shown();
    expect(banner()).toHaveTextContent('Pre-sale order: expected delivery within 15 days of the balance payment.');
    view.unmount();

    fakeDetail(orderDetail(42, { displayStatus: 'UN_DELIVERY', tradeOrderLineList: [presell({ deliveryTimeType: 'ABSOLUTE_TIME' })] }));
    await renderDetail();
    await shown();
    expect(banner()).toHaveTextContent('Pre-sale order: expected delivery on 15 Jul 2024.');
  });

  it('is not shown for an order without pre-sale lines', async () => {
    fakeDetail(orderDetail(42, { displayStatus: 'PENDING_BALANCE' }));
    await renderDetail();
    await shown();
    expect(screen.queryByRole('complementary', { name: 'Pre-sale' })).not.toBeInTheDocument();
  });
});

describe('OrderDetail: buyer and tourist on a phone', () => {
  beforeEach(onPhone);

  it('offers a buyer the back link to all orders, page 1', async () => {
    fakeDetail(orderDetail(42));
    await renderDetail();
    await shown();
    expect(screen.getByRole('link', { name: /Back to my orders/ })).toHaveAttribute('href', '/buyer/orders?status=all&pageNo=1&from=order');
  });

  it('offers a tourist no back link (a guest has no order list)', async () => {
    useSession.getState().setUser(testBuyer({ isTourist: true, email: null as unknown as string }));
    fakeDetail(orderDetail(42));
    await renderDetail();
    await shown();
    expect(screen.queryByRole('link', { name: /Back to my orders/ })).not.toBeInTheDocument();
  });

  it('folds more than two actions into the more sheet', async () => {
    fakeDetail(
      orderDetail(42, {
        displayStatus: 'UN_RECEIVED',
        operationList: [{ operation: 'confirm' }, { operation: 'checkExpressTrack' }, { operation: 'buyerPostponeConfirmDeadline' }, { operation: 'buyAgain' }],
      }),
    );
    await renderDetail();
    await shown();
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
  });

  it('has no back link on a desktop (the sidebar leads back)', async () => {
    Reflect.deleteProperty(window, 'matchMedia');
    fakeDetail(orderDetail(42));
    await renderDetail();
    await shown();
    expect(screen.queryByRole('link', { name: /Back to my orders/ })).not.toBeInTheDocument();
  });
});

describe('OrderDetail: languages', () => {
  it('speaks Chinese', async () => {
    fakeDetail(orderDetail(42, { displayStatus: 'COMPLETE' }));
    await renderDetail(42, 'zh-CN');
    expect(await screen.findByRole('heading', { name: '订单详情' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '支付明细' })).toHaveTextContent('含增值税（19%）');
    expect(screen.getByRole('button', { name: '复制订单号' })).toBeInTheDocument();
  });

  it('names each payment in the page\'s language: a card, a test payment and a method by its description, a brand as it is, no raw code (de)', async () => {
    const paid = (payChannel: string, businessPayChannelCode: string | null) => ({ recordStatus: 'PAY_SUCCESS', payChannel, businessPayChannelCode, paidTime: '2024-05-03T09:35:00.000Z', amount: eur(100) });
    const base = orderDetail(42, { displayStatus: 'COMPLETE' });
    const records = [paid('STRIPE_PAY_PC', 'card'), paid('MOCKPAY', 'MOCKPAY'), paid('ADYEN_PC', 'klarna_paynow'), paid('ADYEN_PC', 'ideal'), paid('PAYPAL_PAY_PC', null)];
    fakeDetail({ ...base, tradeContract: { ...base.tradeContract, paymentOrderList: [{ paymentRecordBOList: records }] } } as typeof base);
    await renderDetail(42, 'de');
    const payment = await screen.findByRole('region', { name: 'Zahlungsinformationen' });
    const named = within(payment).getAllByText('Bezahlt mit').map((term) => term.nextElementSibling!.textContent!
      // Less the amount that follows the name.
      .replace(/\s+\S*100\S*$/, ''));
    expect(named).toEqual(['Kredit- oder Debitkarte', 'MOCKPAY (Testzahlung)', 'Klarna: Sofort bezahlen', 'iDEAL', 'PayPal']);
    for (const shown of ['Stripe', 'Adyen', '(card)', 'klarna_paynow', 'Credit or debit card', 'test payment']) expect(payment).not.toHaveTextContent(shown);
  });
});

function reverseRecord(id: number, lineId: number) {
  return {
    id,
    reverseTradeOrderCode: `R${id}`,
    createdAt: '2024-05-20T10:00:00.000Z',
    reverseTradeOrderType: 'SALE_REFUND',
    reverseTradeOrderStatus: 'REFUND_DONE',
    tradeOrder: { id: 42, tradeOrderCode: 'T2024000042', timeline: { orderedTime: '2024-05-03T09:30:00.000Z' } },
    shopId: 7,
    skuTotalCount: 1,
    applyRefundAmt: eur(199),
    actualRefundAmt: eur(199),
    reverseReason: null,
    reverseTradeOrderLineList: [
      {
        id: id * 10,
        reverseQty: 1,
        applyRefundAmt: eur(199),
        sku: { id: 10, name: 'Armchair', image: '/x.jpg', salePrc: eur(199), attributes: [], item: { id: 100, urlKey: 'armchair' }, marketingUnit: null, skuUrlSuffix: null },
        tradeOrderLine: { id: lineId, tradeOrderLineBusinessType: null },
        sourceTypeDice: null,
      },
    ],
    operationList: [],
  };
}

