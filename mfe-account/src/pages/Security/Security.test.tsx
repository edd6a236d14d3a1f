import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountCalls, authCalls } from '@mall/shared/contract';
import { buyer } from '../../testing/customer';
import { failure, fakeApi, renderScreen } from '../../testing/screen';
import { Security } from './Security';

const p = (path: string) => path.replace('{product}', 'mall');
const CURRENT_USER = p(authCalls.currentUser.path);
const CAPTCHA = p(accountCalls.captchaImage.path);
const captchaImage = () => ({ img: 'data:image/svg+xml;base64,PHN2Zy8+', uuid: `uuid-${Math.random()}` });
const base = { [CURRENT_USER]: () => buyer(), [CAPTCHA]: captchaImage };
const renderSecurity = (language?: 'en' | 'zh-CN' | 'de') => renderScreen(<Security />, { url: '/buyer/security', path: '/buyer/security', language });
const fieldError = (message: string) =>
  Response.json({ success: false, error: { code: 'VALIDATION', message, fields: [{ field: message.split('.')[0] === 'code' ? 'emailCode' : 'captcha', message }] } }, { status: 400 });

// The page holds four forms, typed into key by key: more than the default 5 s on a busy machine.
jest.setTimeout(30_000);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('security settings: the code forms', () => {
  it.each([
    ['', 'Please enter the captcha'],
    ['K7Q', 'Please enter the four-character captcha'],
  ])('checks the captcha %p before any code is sent', async (typed, message) => {
    const api = fakeApi(base);
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Change e-mail' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('New e-mail'), 'new@example.com');
    if (typed) await user.type(form.getByLabelText('Captcha'), typed);
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(api.bodiesOf(p(accountCalls.emailResetSendCode.path))).toHaveLength(0);
  });

  it('limits the captcha input to 4 and the code input to 6', async () => {
    fakeApi(base);
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Change e-mail' }));
    expect(form.getByLabelText('Captcha')).toHaveAttribute('maxLength', '4');
    expect(form.getByLabelText('E-mail code')).toHaveAttribute('maxLength', '6');
  });

  it('sends the code with the captcha and its token, then counts 60 s down before a resend', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const api = fakeApi({ ...base, [p(accountCalls.emailResetSendCode.path)]: () => ({ resendAfterSeconds: 60 }) });
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Change e-mail' }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(form.getByLabelText('New e-mail'), 'new@example.com');
    await user.type(form.getByLabelText('Captcha'), 'K7QX');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(api.bodiesOf(p(accountCalls.emailResetSendCode.path))).toEqual([{ email: 'new@example.com', captcha: 'K7QX', token: expect.stringMatching(/^uuid-/) }]);
    // A captcha is good for one attempt: the field is emptied for the next image.
    expect(form.getByLabelText('Captcha')).toHaveValue('');
    await act(async () => {
      jest.advanceTimersByTime(59_000);
    });
    expect(form.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(form.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it.each([
    ['', 'Please enter the verification code'],
    ['12345', 'The format is incorrect'],
    ['12a456', 'The format is incorrect'],
  ])('checks the code %p (exactly 6 digits) before saving', async (typed, message) => {
    const api = fakeApi(base);
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Change e-mail' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('New e-mail'), 'new@example.com');
    await user.type(form.getByLabelText('Captcha'), 'K7QX');
    if (typed) await user.type(form.getByLabelText('E-mail code'), typed);
    await user.click(form.getByRole('button', { name: 'Change e-mail' }));
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(api.bodiesOf(p(accountCalls.resetEmail.path))).toHaveLength(0);
  });

  it.each([
    [() => fieldError('captcha.wrong'), 'send', 'The captcha is wrong. Please type the new one.'],
    [() => failure(429, 'CODE_TOO_SOON'), 'send', 'Please wait before requesting another code.'],
    [() => failure(409, 'EMAIL_TAKEN'), 'send', 'This e-mail belongs to another account'],
    [() => fieldError('code.wrong'), 'save', 'The code is wrong'],
    [() => fieldError('code.expired'), 'save', 'The code has expired or was used. Please request a new one.'],
    [() => failure(409, 'CODE_LOCKED'), 'save', 'Too many wrong tries. Please request a new code.'],
  ])("shows the server's refusal on its field (%#)", async (answer, step, message) => {
    const api = fakeApi({
      ...base,
      [p(accountCalls.emailResetSendCode.path)]: step === 'send' ? answer : () => ({ resendAfterSeconds: 60 }),
      [p(accountCalls.resetEmail.path)]: answer,
    });
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Change e-mail' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('New e-mail'), 'new@example.com');
    await user.type(form.getByLabelText('Captcha'), 'K7QX');
    if (step === 'send') await user.click(form.getByRole('button', { name: 'Send code' }));
    else {
      await user.type(form.getByLabelText('E-mail code'), '123456');
      await user.click(form.getByRole('button', { name: 'Change e-mail' }));
    }
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText('New e-mail')).toHaveValue('new@example.com');
    void api;
  });

  it('binds an e-mail when the account has none', async () => {
    fakeApi({ ...base, [CURRENT_USER]: () => buyer({ email: null }) });
    await renderSecurity();
    expect(await screen.findByRole('form', { name: 'Bind an e-mail' })).toBeInTheDocument();
  });

  it("binds a mobile number with the market's dial code", async () => {
    const api = fakeApi({ ...base, [CURRENT_USER]: () => buyer({ mobile: null, prefix: null }), [accountCalls.mobileBindSendCode.path]: () => ({ resendAfterSeconds: 60 }) });
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Bind a mobile number' }));
    expect(form.getByLabelText('Dial code')).toHaveValue('+49');
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Mobile number'), '12');
    await user.type(form.getByLabelText('Captcha'), 'K7QX');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByText('Please enter a correct mobile number')).toBeInTheDocument();
    await user.clear(form.getByLabelText('Mobile number'));
    await user.type(form.getByLabelText('Mobile number'), '170 1234567');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    expect(api.bodiesOf(accountCalls.mobileBindSendCode.path)).toEqual([{ prefix: '+49', mobile: '1701234567', captcha: 'K7QX', token: expect.any(String) }]);
  });
});

describe('security settings: the password', () => {
  it('shows the pattern hints live and needs at least 8 characters', async () => {
    const api = fakeApi(base);
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    const user = userEvent.setup();
    const hints = within(form.getByRole('list', { name: 'Password hints' }));
    expect(hints.getByText(/At least 8 characters/).closest('li')).toHaveTextContent('(not met yet)');
    await user.type(form.getByLabelText('Current password'), 'first-pass-1');
    await user.type(form.getByLabelText('New password'), 'short');
    expect(hints.getByText(/Contains a letter/).closest('li')).toHaveTextContent('(met)');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('The password needs at least 8 characters')).toBeInTheDocument();
    expect(api.bodiesOf(p(accountCalls.changePassword.path))).toHaveLength(0);
    await user.type(form.getByLabelText('New password'), 'er-Pass1');
    expect(hints.getByText(/At least 8 characters/).closest('li')).toHaveTextContent('(met)');
  });

  it('says when the current password is wrong', async () => {
    fakeApi({
      ...base,
      [p(accountCalls.changePassword.path)]: () =>
        Response.json({ success: false, error: { code: 'WRONG_PASSWORD', message: 'password.wrong', fields: [{ field: 'oldPassword', message: 'password.wrong' }] } }, { status: 400 }),
    });
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Current password'), 'not-it-at-all');
    await user.type(form.getByLabelText('New password'), 'second-pass-2');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('The current password is wrong')).toBeInTheDocument();
  });

  it('resets by e-mail code, then takes the new password with the verify token', async () => {
    const api = fakeApi({
      ...base,
      [p(accountCalls.passwordResetSendEmailCode.path)]: () => ({ resendAfterSeconds: 60 }),
      [p(accountCalls.passwordResetEmailCodeVerify.path)]: () => ({ token: 'verify-token' }),
      [p(accountCalls.passwordResetByVerifyToken.path)]: () => null,
    });
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Reset password by e-mail' }));
    const user = userEvent.setup();
    expect(form.getByLabelText('E-mail')).toHaveValue('anna@example.com');
    await user.type(form.getByLabelText('Captcha'), 'K7QX');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    await user.type(form.getByLabelText('E-mail code'), '123456');
    await user.click(form.getByRole('button', { name: 'Verify code' }));
    // The form's second step replaces the first.
    const next = () => within(screen.getByRole('form', { name: 'Reset password by e-mail' }));
    await waitFor(() => expect(next().getByLabelText('New password')).toBeInTheDocument());
    expect(next().getByText('Code verified. Choose your new password.')).toBeInTheDocument();
    await user.type(next().getByLabelText('New password'), 'reset-pass-3');
    await user.click(next().getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(api.bodiesOf(p(accountCalls.passwordResetByVerifyToken.path))).toHaveLength(1));
    expect(api.bodiesOf(p(accountCalls.passwordResetByVerifyToken.path))).toEqual([{ token: 'verify-token', password: 'reset-pass-3' }]);
  });

  it('speaks the buyer language (spec messages)', async () => {
    fakeApi(base);
    await renderSecurity('zh-CN');
    const form = within(await screen.findByRole('form', { name: '更换邮箱' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('新邮箱'), 'new@example.com');
    await user.click(form.getByRole('button', { name: '发送验证码' }));
    expect(await form.findByText('请输入验证码')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: '更换邮箱' }));
    expect(await form.findByText('请输入短信验证码')).toBeInTheDocument();
  });
});
