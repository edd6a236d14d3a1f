import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShowPath } from '../../testing/ShowPath';
import { useSession } from '@mall/shared';
import { accountCalls, authCalls, contentCalls } from '@mall/shared/contract';
import { buyer } from '../../testing/customer';
import { failure, fakeApi, renderScreen } from '../../testing/screen';
import { AccountClosing } from './AccountClosing';
import { CancellationSuccess } from '../CancellationSuccess/CancellationSuccess';

const p = (path: string) => path.replace('{product}', 'mall');
const base = {
  [p(authCalls.currentUser.path)]: () => buyer(),
  [p(accountCalls.captchaImage.path)]: () => ({ img: 'data:image/svg+xml;base64,PHN2Zy8+', uuid: 'uuid-1' }),
  [p(contentCalls.queryUpArticleInfo.path)]: (body: { site: string; codes: string[] }) =>
    body.site === 'EU' && body.codes.join() === 'ACCOUNT_CLOSING'
      ? [{ code: 'ACCOUNT_CLOSING', id: 9, title: 'Closing your account', body: 'Once closed, you can no longer log in.\n\nOrders stay.', updatedAt: '2026-01-01T00:00:00.000Z' }]
      : [],
};
const renderClosing = () =>
  renderScreen(<ShowPath at="/buyer/account-closing" screen={<AccountClosing />} others={{ '/cancellation-success': <CancellationSuccess /> }} />, { url: '/buyer/account-closing', path: ['/buyer/account-closing', '/cancellation-success'] });

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

async function toStep2() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: /I have read the closing notice/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return user;
}

describe('closing the account', () => {
  it('goes to step 2 only with the agreement ticked', async () => {
    fakeApi(base);
    await renderClosing();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please tick the agreement first.');
    // The error sits under the box with its icon, tied to it.
    expect(screen.getByRole('checkbox', { name: /I have read the closing notice/ })).toHaveAccessibleDescription('Please tick the agreement first.');
    expect(screen.getByRole('alert').querySelector('svg')).not.toBeNull();
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I have read the closing notice/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      [
        'You can close your account only when no order is waiting for payment, shipment or delivery and no return or refund request is open.',
        'You can no longer log in with this account.',
        'Erased at once: your profile (name, e-mail, mobile number, birthday, picture), password, saved addresses and cards, and your cart.',
        'Kept for ten years, as tax law requires: your orders, their invoices and the addresses on them. Your reviews stay, without your name.',
        'Your points, loyalty level and coupons are lost.',
      ],
    ],
    ['zh-CN', ['只有在没有待付款、待发货或待收货的订单，也没有进行中的退货退款申请时，才能注销账号。']],
    ['de', ['Sie können Ihr Konto erst schließen, wenn keine Bestellung mehr auf Zahlung, Versand oder Zustellung wartet und keine Rückgabe oder Erstattung offen ist.']],
  ] as const)('says what closing does, as the server does it: open orders first, what is erased, what is kept (%s)', async (language, texts) => {
    fakeApi(base);
    await renderScreen(<AccountClosing />, { url: '/buyer/account-closing', path: '/buyer/account-closing', language });
    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(items.slice(0, texts.length)).toEqual(texts);
  });

  it('says why closing is refused while an order or a return request is open', async () => {
    fakeApi({
      ...base,
      [p(accountCalls.destroySendEmailCode.path)]: () => Response.json({ success: false, error: { code: 'OPEN_BUSINESS', message: 'destroy.openBusiness' } }, { status: 409 }),
    });
    useSession.getState().setUser(buyer());
    await renderClosing();
    const user = await toStep2();
    await user.type(screen.getByLabelText('Captcha'), 'K7QX');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You still have an open order or return request. Finish or cancel it first, then close your account.');
    expect(useSession.getState().user).not.toBeNull();
  });

  it('shows the closing notice as a modal on desktop', async () => {
    fakeApi(base);
    await renderClosing();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Read the closing notice' }));
    expect(await screen.findByRole('dialog', { name: 'Closing notice' })).toHaveTextContent('Once closed, you can no longer log in.');
  });

  it('sends the code by e-mail when the account has an e-mail, and closes with it: the session ends', async () => {
    const api = fakeApi({ ...base, [p(accountCalls.destroySendEmailCode.path)]: () => ({ resendAfterSeconds: 60 }), [p(accountCalls.destroyAccount.path)]: () => null });
    useSession.getState().setUser(buyer());
    await renderClosing();
    const user = await toStep2();
    expect(screen.getByText('We will send a 6-digit code to anna@example.com.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Captcha'), 'k7qx');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /^Resend in \d+ s$/ });
    expect(api.bodiesOf(p(accountCalls.destroySendEmailCode.path))).toEqual([{ email: 'anna@example.com', captcha: 'k7qx', token: 'uuid-1' }]);
    await user.type(screen.getByLabelText('E-mail code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(await screen.findByRole('heading', { name: 'Your account has been closed' })).toBeInTheDocument();
    expect(api.bodiesOf(p(accountCalls.destroyAccount.path))).toEqual([{ email: 'anna@example.com', emailCode: '123456' }]);
    await waitFor(() => expect(useSession.getState().user).toBeNull());
  });

  it('sends the code by SMS to an account without an e-mail', async () => {
    const api = fakeApi({
      ...base,
      [p(authCalls.currentUser.path)]: () => buyer({ email: null }),
      [accountCalls.destroySendSmsCode.path]: () => ({ resendAfterSeconds: 60 }),
    });
    await renderClosing();
    const user = await toStep2();
    expect(screen.getByText('We will send a 6-digit code by SMS to +49 1701234567.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Captcha'), 'K7QX');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.bodiesOf(accountCalls.destroySendSmsCode.path)).toEqual([{ prefix: '+49', mobile: '1701234567', captcha: 'K7QX', token: 'uuid-1' }]));
    expect(screen.getByLabelText('SMS code')).toBeInTheDocument();
  });

  it('keeps the buyer logged in and says why when the code is refused', async () => {
    fakeApi({
      ...base,
      [p(accountCalls.destroyAccount.path)]: () =>
        Response.json({ success: false, error: { code: 'CODE_WRONG', message: 'code.wrong', fields: [{ field: 'emailCode', message: 'code.wrong' }] } }, { status: 400 }),
    });
    useSession.getState().setUser(buyer());
    await renderClosing();
    const user = await toStep2();
    await user.type(screen.getByLabelText('E-mail code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(await screen.findByText('The code is wrong')).toBeInTheDocument();
    expect(useSession.getState().user).not.toBeNull();
  });

  it("says which refusal it is when the server's field is not on this form (the number is not the account's)", async () => {
    fakeApi({
      ...base,
      [p(authCalls.currentUser.path)]: () => buyer({ email: null }),
      [accountCalls.destroySendSmsCode.path]: () =>
        Response.json({ success: false, error: { code: 'VALIDATION', message: 'destroy.notYourMobile', fields: [{ field: 'mobile', message: 'destroy.notYourMobile' }] } }, { status: 400 }),
    });
    await renderClosing();
    const user = await toStep2();
    await user.type(screen.getByLabelText('Captcha'), 'K7QX');
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not the mobile number of your account');
    expect(screen.getByLabelText('SMS code')).toHaveValue('123456');
  });

  it('says plainly when closing fails for another reason', async () => {
    fakeApi({ ...base, [p(accountCalls.destroyAccount.path)]: () => failure(500, 'INTERNAL') });
    await renderClosing();
    const user = await toStep2();
    await user.type(screen.getByLabelText('E-mail code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(await screen.findByText('Something went wrong', { exact: false })).toBeInTheDocument();
  });
});
