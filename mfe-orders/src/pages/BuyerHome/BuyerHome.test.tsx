import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testBuyer } from '@mall/shared/testing';
import { useSession } from '@mall/shared';
import { orderCalls } from '@mall/shared/contract';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { statusCounts } from '../../testing/orders';
import { BuyerHome } from './BuyerHome';

const COUNTS = orderCalls.orderStatusCounts.path;

const renderHome = (language?: 'en' | 'zh-CN') => renderScreen(<BuyerHome />, { url: '/buyer/index', path: '/buyer/index', language });

beforeEach(() => useSession.getState().setUser(testBuyer({ nickname: 'Anna' })));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('BuyerHome', () => {
  it('greets the buyer by the time of day', async () => {
    jest.useFakeTimers({ now: new Date(2024, 4, 3, 9, 0), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout', 'setInterval'] });
    fakeApi({ [COUNTS]: statusCounts({}) });
    await renderHome();
    expect(screen.getByRole('heading', { name: 'Good morning, Anna' })).toBeInTheDocument();
  });

  it('shows the order status counts, each linking into its list tab', async () => {
    fakeApi({ [COUNTS]: statusCounts({ ALL_ORDER: 12, PENDING_PAY: 2, UN_DELIVERY: 1, UN_RECEIVED: 3, COMPLETE: 6 }) });
    await renderHome();
    expect(await screen.findByRole('link', { name: 'Awaiting Payment: 2' })).toHaveAttribute('href', '/buyer/orders?status=unpaid&pageNo=1&from=order');
    expect(screen.getByRole('link', { name: 'Awaiting Shipment: 1' })).toHaveAttribute('href', '/buyer/orders?status=unshipped&pageNo=1&from=order');
    expect(screen.getByRole('link', { name: 'Awaiting Delivery: 3' })).toHaveAttribute('href', '/buyer/orders?status=unreceived&pageNo=1&from=order');
    expect(screen.getByRole('link', { name: 'Completed: 6' })).toHaveAttribute('href', '/buyer/orders?status=finished&pageNo=1&from=order');
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/buyer/orders?status=all&pageNo=1&from=order');
  });

  it('counts pre-sale orders awaiting their deposit or balance in the Awaiting Payment tile', async () => {
    fakeApi({ [COUNTS]: statusCounts({ ALL_ORDER: 5, PENDING_PAY: 1, PENDING_DEPOSIT: 1, PENDING_BALANCE: 2, CANCELED: 1 }) });
    await renderHome();
    expect(await screen.findByRole('link', { name: 'Awaiting Payment: 4' })).toBeInTheDocument();
  });

  it('says so when the counts fail, and retries', async () => {
    let failing = true;
    fakeApi({ [COUNTS]: () => (failing ? serverError() : statusCounts({ PENDING_PAY: 4 })) });
    await renderHome();
    const alert = await screen.findByRole('alert');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Awaiting Payment: 4' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    fakeApi({ [COUNTS]: statusCounts({ PENDING_PAY: 2 }) });
    await renderHome('zh-CN');
    expect(await screen.findByRole('link', { name: '待付款：2' })).toBeInTheDocument();
  });
});
