import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster, useMarket, useSession } from '@mall/shared';
import { orderActionCalls, orderCalls } from '@mall/shared/contract';
import { testBuyer } from '@mall/shared/testing';
import { fakeApi, renderScreen, serverError } from '../../../testing/screen';
import { order, statusCounts } from '../../../testing/orders';
import { OrderList } from '../OrderList';
import { LINK_REFRESH_DELAY_MS } from './LinkOrdersDialog';

const CAPTCHA = orderActionCalls.linkOrderCaptcha.path;
const VERIFY = orderActionCalls.verifyLinkOrders.path;
const CONFIRM = orderActionCalls.confirmLinkOrders.path;
const EMAIL_CODE = orderActionCalls.linkOrderEmailCode.path;
const LIST = orderCalls.pageOrders.path;
const COUNTS = orderCalls.orderStatusCounts.path;

let captchas = 0;
function fakeLinking(handlers: Record<string, unknown> = {}) {
  captchas = 0;
  return fakeApi({
    [LIST]: { data: [order(1)], total: 1 },
    [COUNTS]: statusCounts({ ALL_ORDER: 1 }),
    [CAPTCHA]: () => ({ img: `data:image/svg+xml,captcha-${++captchas}`, uuid: `uuid-${captchas}` }),
    [VERIFY]: { num: 3, uuid: 'verified-1' },
    [CONFIRM]: { num: 3 },
    [EMAIL_CODE]: { resendAfterSeconds: 60 },
    ...handlers,
  });
}

async function openLinking() {
  await renderScreen(
    <>
      <OrderList />
      <Toaster />
    </>,
    { url: '/buyer/orders', path: '/buyer/orders' },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Link past orders' }));
  const dialog = await screen.findByRole('dialog', { name: 'Link past orders' });
  await within(dialog).findByRole('img', { name: /Captcha image/ });
  return { user, dialog };
}

beforeEach(() => {
  useSession.getState().setUser(testBuyer({ email: 'anna@example.com' }));
  useMarket.setState({ locale: 'en-GB', flags: { points: false } });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  act(() => toast.clear());
});

describe('Link past orders', () => {
  it('shows the account e-mail, disabled, and a captcha image', async () => {
    fakeLinking();
    const { dialog } = await openLinking();
    const email = within(dialog).getByLabelText('Account e-mail');
    expect(email).toHaveValue('anna@example.com');
    expect(email).toBeDisabled();
    expect(email).toHaveClass('mall-input');
    expect(within(dialog).getByRole('img', { name: /Captcha image/ })).toHaveAttribute('src', 'data:image/svg+xml,captcha-1');
    expect(within(dialog).getByLabelText('Graphic captcha')).toHaveAttribute('maxLength', '4');
  });

  it('requires the captcha, then exactly 4 word characters, without calling the server', async () => {
    const api = fakeLinking();
    const { user, dialog } = await openLinking();
    await user.click(within(dialog).getByRole('button', { name: 'Find my orders' }));
    expect(await within(dialog).findByText('please enter the graphic captcha')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Graphic captcha'), 'K7-');
    await user.click(within(dialog).getByRole('button', { name: 'Find my orders' }));
    expect(await within(dialog).findByText('please enter a 4-digit captcha')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Graphic captcha')).toHaveValue('K7-');
    expect(api.bodiesOf(VERIFY)).toHaveLength(0);
  });

  it('verifies, shows the count found, links on confirm and refreshes the list 2 s later', async () => {
    const api = fakeLinking();
    const { user, dialog } = await openLinking();
    await user.type(within(dialog).getByLabelText('Code sent to your e-mail'), '123456');
    await user.type(within(dialog).getByLabelText('Graphic captcha'), 'K7QX');
    await user.click(within(dialog).getByRole('button', { name: 'Find my orders' }));
    expect(await screen.findByText('We found 3 orders placed with anna@example.com. Link them to your account?')).toBeInTheDocument();
    expect(api.bodiesOf(VERIFY)).toEqual([{ uuid: 'uuid-1', code: 'K7QX', buyerEmail: 'anna@example.com', userId: 1, emailCode: '123456' }]);
    const listCalls = api.bodiesOf(LIST).length;
    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Link orders' }));
    expect(await screen.findByText('3 orders linked to your account')).toBeInTheDocument();
    expect(api.bodiesOf(CONFIRM)).toEqual([{ uuid: 'verified-1', buyerEmail: 'anna@example.com', userId: 1, site: 'EU' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => jest.advanceTimersByTime(LINK_REFRESH_DELAY_MS - 200));
    expect(api.bodiesOf(LIST)).toHaveLength(listCalls);
    act(() => jest.advanceTimersByTime(300));
    await waitFor(() => expect(api.bodiesOf(LIST).length).toBeGreaterThan(listCalls));
  });

  it('sends the code to the account e-mail on request and says where it went', async () => {
    const api = fakeLinking();
    const { user, dialog } = await openLinking();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('We sent a 6-digit code to anna@example.com. It is valid for 10 minutes.')).toBeInTheDocument();
    expect(api.bodiesOf(EMAIL_CODE)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it('requires the e-mailed code, 6 digits, without calling the server', async () => {
    const api = fakeLinking();
    const { user, dialog } = await openLinking();
    await user.type(within(dialog).getByLabelText('Graphic captcha'), 'K7QX');
    await user.click(within(dialog).getByRole('button', { name: 'Find my orders' }));
    expect(await within(dialog).findByText('Please enter the code sent to your e-mail')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Code sent to your e-mail'), '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Find my orders' }));
    expect(await within(dialog).findByText('Please enter the 6 digits of the code')).toBeInTheDocument();
    expect(api.bodiesOf(VERIFY)).toHaveLength(0);
  });

  it('a wrong e-mailed code is said on its field, and a new captcha is shown', async () => {
    const wrong = () =>
      Response.json({ success: false, error: { code: 'CODE_WRONG', message: 'code.wrong', fields: [{ field: 'emailCode', message: 'code.wrong' }] } }, { status: 400 });
    fakeLinking({ [VERIFY]: wrong });
    const { user, dialog } = await openLinking();
    await user.type(within(dialog).getByLabelText('Code sent to your e-mail'), '654321');
    await user.type(within(dialog).getByLabelText('Graphic captcha'), 'K7QX');
    await user.click(within(dialog).getByRole('button', { name: 'Find my orders' }));
    expect(await within(dialog).findByText('The code is wrong')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('img', { name: /Captcha image/ })).toHaveAttribute('src', 'data:image/svg+xml,captcha-2'));
  });

  it('too many codes requested: said on the code field in the buyer\'s words', async () => {
    const limited = () => Response.json({ success: false, error: { code: 'RATE_LIMITED', message: 'code.tooMany' } }, { status: 429 });
    fakeLinking({ [EMAIL_CODE]: limited });
    const { user, dialog } = await openLinking();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Too many codes were requested. Please try again later.')).toBeInTheDocument();
  });

  it('a wrong captcha is said on the field and a new captcha is shown', async () => {
    const wrong = () =>
      Response.json({ success: false, error: { code: 'VALIDATION', message: 'wrong', fields: [{ field: 'code', message: 'linkOrder.captchaWrong' }] } }, { status: 400 });
    fakeLinking({ [VERIFY]: wrong });
    const { user, dialog } = await openLinking();
    await user.type(within(dialog).getByLabelText('Code sent to your e-mail'), '123456');
    await user.type(within(dialog).getByLabelText('Graphic captcha'), 'ABCD');
    await user.click(within(dialog).getByRole('button', { name: 'Find my orders' }));
    expect(await within(dialog).findByText(/The captcha is wrong/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('img', { name: /Captcha image/ })).toHaveAttribute('src', 'data:image/svg+xml,captcha-2'));
  });

  it('says so when no orders are waiting, and links nothing', async () => {
    const api = fakeLinking({ [VERIFY]: { num: 0, uuid: 'verified-0' } });
    const { user, dialog } = await openLinking();
    await user.type(within(dialog).getByLabelText('Code sent to your e-mail'), '123456');
    await user.type(within(dialog).getByLabelText('Graphic captcha'), 'K7QX');
    await user.click(within(dialog).getByRole('button', { name: 'Find my orders' }));
    expect(await screen.findByText('No orders placed with anna@example.com are waiting to be linked.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link orders' })).not.toBeInTheDocument();
    expect(api.bodiesOf(CONFIRM)).toHaveLength(0);
  });

  it('a failed link shows the link failure notice, and trying again starts over', async () => {
    fakeLinking({ [CONFIRM]: () => serverError() });
    const { user, dialog } = await openLinking();
    await user.type(within(dialog).getByLabelText('Code sent to your e-mail'), '123456');
    await user.type(within(dialog).getByLabelText('Graphic captcha'), 'K7QX');
    await user.click(within(dialog).getByRole('button', { name: 'Find my orders' }));
    await user.click(await screen.findByRole('button', { name: 'Link orders' }));
    const failed = await screen.findByRole('dialog', { name: 'Linking failed' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('The orders could not be linked to your account. Please try again.');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    const again = await screen.findByRole('dialog', { name: 'Link past orders' });
    expect(within(again).getByLabelText('Graphic captcha')).toHaveValue('');
  });
});
