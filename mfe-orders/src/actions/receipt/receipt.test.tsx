import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, i18n, toast, useMarket, useSession } from '@mall/shared';
import { orderActionCalls, type FulfilmentPackage } from '@mall/shared/contract';
import { testBuyer } from '@mall/shared/testing';
import { fakeApi, serverError } from '../../testing/screen';
import { order } from '../../testing/orders';
import { ops, renderActions } from '../testing';

const PACKAGES = orderActionCalls.listPackages.path;
const SIGN = orderActionCalls.signForDelivery.path;
const POSTPONE = orderActionCalls.postponeDelivery.path;

function pkg(id: number, patch: Partial<FulfilmentPackage> = {}): FulfilmentPackage {
  return {
    id,
    fulfillmentProgressStatus: 'SEND_DELIVERY',
    serviceCode: `DHL${id}`,
    fulfillmentServiceProvider: { id: 1, entityName: 'DHL' },
    createdAt: '2024-05-04T08:00:00.000Z',
    confirmDeadlineTime: '2024-05-20T08:00:00.000Z',
    postponedDays: 0,
    signedTime: null,
    operationList: ops('confirm', 'buyerPostponeConfirmDeadline', 'checkExpressTrack'),
    fulfillmentProgressLineList: [
      { id: id * 10, actualExecuteQty: 2, tradeOrderLine: { id: 11, sku: { id: 110, name: 'Oak table', image: '/media/1.jpg', attributes: [] } } },
    ],
    logisticsList: [],
    ...patch,
  };
}
const signed = (id: number) => pkg(id, { fulfillmentProgressStatus: 'SIGN_IN', operationList: ops('checkExpressTrack'), confirmDeadlineTime: null });

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.clear());
});

const receivable = order(7, { displayStatus: 'UN_RECEIVED', operationList: ops('confirm', 'buyerPostponeConfirmDeadline', 'checkExpressTrack') });

describe('confirm receipt', () => {
  it('with one package: lists it, confirms it, then opens the success page', async () => {
    const api = fakeApi({ [PACKAGES]: [pkg(71)], [SIGN]: { id: 7, displayStatus: 'COMPLETE', signedPackageIds: [71] } });
    const view = await renderActions(receivable);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    const packages = await within(dialog).findByRole('list', { name: 'Packages of order T2024000007' });
    expect(within(packages).getByText('to receive')).toBeInTheDocument();
    expect(within(packages).getByText(/Tracking number DHL71/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(api.bodiesOf(PACKAGES)).toEqual([{ id: 7, tradeType: 'NORMAL_SALE_B2C' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(view.location().pathname).toBe('/confirm-success'));
    expect(view.query().get('orderId')).toBe('7');
    expect(api.bodiesOf(SIGN)).toEqual([{ id: 7, fulfillmentProgressId: 71 }]);
  });

  it('with several packages: the buyer chooses the package received; the others stay listed', async () => {
    const api = fakeApi({ [PACKAGES]: [signed(70), pkg(71), pkg(72)], [SIGN]: { id: 7, displayStatus: 'UN_RECEIVED', signedPackageIds: [72] } });
    const view = await renderActions(receivable);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    await within(dialog).findByText(/shipped in several packages/);
    const packages = within(dialog).getByRole('list', { name: 'Packages of order T2024000007' });
    expect(within(packages).getAllByRole('listitem', { name: /^Package \d$/ })).toHaveLength(3);
    expect(within(packages).getByText('finished')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).toHaveClass('mall-radio__input');
    const submit = within(dialog).getByRole('button', { name: 'Confirm receipt' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Package 3/ }));
    await user.click(submit);
    expect(await screen.findByText('Receipt of the package confirmed')).toBeInTheDocument();
    expect(api.bodiesOf(SIGN)).toEqual([{ id: 7, fulfillmentProgressId: 72 }]);
    expect(view.location().pathname).toBe('/buyer/orders');
  });

  it('a failed confirmation says operation failed, please retry', async () => {
    fakeApi({ [PACKAGES]: [pkg(71)], [SIGN]: () => serverError() });
    await renderActions(receivable);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('list', { name: /Packages of order/ });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText('operation failed, please retry')).toBeInTheDocument();
  });

  it('packages that cannot load give an honest error with retry', async () => {
    fakeApi({ [PACKAGES]: () => serverError() });
    await renderActions(receivable);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm receipt' })).toBeDisabled();
  });
});

describe('the package card', () => {
  it('shows up to 4 product thumbnails, then how many more', async () => {
    const line = (n: number) => ({ id: n, actualExecuteQty: 1, tradeOrderLine: { id: n, sku: { id: n * 10, name: `Chair ${n}`, image: `/media/${n}.jpg`, attributes: [] } } });
    fakeApi({ [PACKAGES]: [pkg(71, { fulfillmentProgressLineList: [1, 2, 3, 4, 5, 6].map(line) }), pkg(72)] });
    await renderActions(receivable);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    const six = await within(dialog).findByRole('list', { name: 'Products in package 1' });
    expect(within(six).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Chair 1', 'Chair 2', 'Chair 3', 'Chair 4']);
    expect(within(six).getByText('and 2 more products')).toBeInTheDocument();
    const one = within(dialog).getByRole('list', { name: 'Products in package 2' });
    expect(within(one).getAllByRole('listitem')).toHaveLength(1);
    expect(within(one).queryByText(/more product/)).not.toBeInTheDocument();
  });
});

describe('postpone receipt', () => {
  it('lists the packages, postpones those on their way and reports the extended days', async () => {
    const api = fakeApi({ [PACKAGES]: [signed(70), pkg(71), pkg(72, { operationList: ops('confirm') })], [POSTPONE]: 7 });
    await renderActions(receivable);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Extend the delivery confirmation date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the delivery confirmation date' });
    const packages = await within(dialog).findByRole('list', { name: /Packages of order/ });
    expect(within(packages).getAllByRole('listitem', { name: /^Package/ })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('extension successful, extended days 7')).toBeInTheDocument();
    expect(api.bodiesOf(POSTPONE)).toEqual([
      { id: 7, fulfillmentProgressList: [{ id: 71, createdAt: '2024-05-04T08:00:00.000Z' }], tradeOrderLineList: [{ id: 71 }] },
    ]);
  });

  it('a failure says operation failed, please retry', async () => {
    fakeApi({ [PACKAGES]: [pkg(71)], [POSTPONE]: () => serverError() });
    await renderActions(receivable);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Extend the delivery confirmation date' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('list', { name: /Packages of order/ });
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('operation failed, please retry')).toBeInTheDocument();
  });
});

describe('tracking', () => {
  it('opens 620 wide and says no tracking info yet when no package has any', async () => {
    fakeApi({ [PACKAGES]: [pkg(71)] });
    await renderActions(receivable);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Track package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tracking' });
    expect(dialog.style.getPropertyValue('--mall-dialog-width')).toBe('620px');
    expect(await within(dialog).findByText('no tracking info yet')).toBeInTheDocument();
  });

  it('says no tracking info yet when the order has no package at all', async () => {
    fakeApi({ [PACKAGES]: [] });
    await renderActions(receivable);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Track package' }));
    expect(await screen.findByText('no tracking info yet')).toBeInTheDocument();
  });

  it("shows each package's events, newest first", async () => {
    const events = [
      { ftime: '2024-05-04 08:00:00', areaName: 'Hamburg', context: 'Handed to the carrier' },
      { ftime: '2024-05-05 10:30:00', areaName: null, context: 'Out for delivery' },
    ];
    fakeApi({ [PACKAGES]: [pkg(71, { logisticsList: events }), pkg(72)] });
    await renderActions(receivable);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Track package' }));
    const timeline = await screen.findByRole('list', { name: 'Tracking events of package 1' });
    expect(within(timeline).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Out for delivery'),
      expect.stringContaining('Hamburg · Handed to the carrier'),
    ]);
    expect(screen.getByText('no tracking info yet')).toBeInTheDocument();
  });

  it('asks mall-api again in the language the buyer switches to (it words the events in it)', async () => {
    const event = () => ({ ftime: '2024-05-04 08:00:00', areaName: null, context: i18n.language === 'de' ? 'An den Zustelldienst übergeben' : 'Handed to the carrier' });
    const api = fakeApi({ [PACKAGES]: () => [pkg(71, { logisticsList: [event()] })] });
    await renderActions(receivable);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Track package' }));
    expect(await screen.findByText('Handed to the carrier')).toBeInTheDocument();
    try {
      await act(() => changeLanguage('de'));
      expect(await screen.findByText('An den Zustelldienst übergeben')).toBeInTheDocument();
      expect(screen.queryByText('Handed to the carrier')).not.toBeInTheDocument();
      expect(api.bodiesOf(PACKAGES)).toHaveLength(2);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
