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

const DE_LOCKED = 'Zu viele Fehlversuche. Bitte fordern Sie einen neuen Code an.';

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
    await user.click(form.getByRole('button', { name: 'Check code' }));
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(api.bodiesOf(p(accountCalls.checkEmailCode.path))).toHaveLength(0);
  });

  it.each([
    [() => fieldError('captcha.wrong'), 'send', 'The captcha is wrong. Please type the new one.'],
    [() => failure(429, 'CODE_TOO_SOON'), 'send', 'Please wait before requesting another code.'],
    [() => failure(429, 'RATE_LIMITED', 'code.tooMany'), 'send', 'Too many codes were requested. Please try again later.'],
    [() => failure(409, 'EMAIL_TAKEN'), 'send', 'This e-mail belongs to another account'],
    [() => fieldError('code.wrong'), 'save', 'The code is wrong'],
    [() => fieldError('code.expired'), 'save', 'The code has expired or was used. Please request a new one.'],
    [() => failure(409, 'CODE_LOCKED'), 'save', 'Too many wrong tries. Please request a new code.'],
    // As mall-api answers them: the code is named by the call's own field, the captcha by its token.
    [() => Response.json({ success: false, error: { code: 'CODE_WRONG', message: 'code.wrong', fields: [{ field: 'emailCode', message: 'code.wrong' }] } }, { status: 400 }), 'save', 'The code is wrong'],
    [() => Response.json({ success: false, error: { code: 'CAPTCHA_EXPIRED', message: 'captcha.expired', fields: [{ field: 'token', message: 'captcha.expired' }] } }, { status: 400 }), 'send', 'The captcha has expired. Please type the new one.'],
  ])("shows the server's refusal on its field (%#)", async (answer, step, message) => {
    const api = fakeApi({
      ...base,
      [p(accountCalls.emailResetSendCode.path)]: step === 'send' ? answer : () => ({ resendAfterSeconds: 60 }),
      [p(accountCalls.checkEmailCode.path)]: answer,
    });
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Change e-mail' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('New e-mail'), 'new@example.com');
    await user.type(form.getByLabelText('Captcha'), 'K7QX');
    if (step === 'send') await user.click(form.getByRole('button', { name: 'Send code' }));
    else {
      await user.type(form.getByLabelText('E-mail code'), '123456');
      await user.click(form.getByRole('button', { name: 'Check code' }));
    }
    expect(await form.findByText(message)).toBeInTheDocument();
    // Nothing typed is lost with the refusal (the captcha alone is emptied: its image was replaced).
    expect(form.getByLabelText('New e-mail')).toHaveValue('new@example.com');
    if (step === 'save') expect(form.getByLabelText('E-mail code')).toHaveValue('123456');
    expect(api.bodiesOf(p(accountCalls.resetEmail.path))).toHaveLength(0);
  });

  it('checks the code, asks to confirm the new address, then changes it', async () => {
    const api = fakeApi({
      ...base,
      [p(accountCalls.emailResetSendCode.path)]: () => ({ resendAfterSeconds: 60 }),
      [p(accountCalls.checkEmailCode.path)]: () => ({ valid: true }),
      [p(accountCalls.resetEmail.path)]: () => buyer({ email: 'new@example.com' }),
    });
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Change e-mail' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('New e-mail'), 'new@example.com');
    await user.type(form.getByLabelText('Captcha'), 'K7QX');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    await user.type(form.getByLabelText('E-mail code'), '654321');
    await user.click(form.getByRole('button', { name: 'Check code' }));
    const confirm = within(await screen.findByRole('form', { name: 'Change e-mail' }));
    expect(await confirm.findByText(/Code correct\. Change your e-mail from anna@example\.com to new@example\.com\?/)).toBeInTheDocument();
    expect(api.bodiesOf(p(accountCalls.checkEmailCode.path))).toEqual([{ email: 'new@example.com', emailCode: '654321' }]);
    expect(api.bodiesOf(p(accountCalls.resetEmail.path))).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(api.bodiesOf(p(accountCalls.resetEmail.path))).toEqual([{ email: 'new@example.com', emailCode: '654321' }]));
  });

  it('goes back to the form with its values when the confirmed change is refused', async () => {
    fakeApi({
      ...base,
      [p(accountCalls.checkEmailCode.path)]: () => ({ valid: true }),
      [p(accountCalls.resetEmail.path)]: () => failure(409, 'EMAIL_TAKEN'),
    });
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Change e-mail' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('New e-mail'), 'new@example.com');
    await user.type(form.getByLabelText('E-mail code'), '654321');
    await user.click(form.getByRole('button', { name: 'Check code' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm change' }));
    const again = within(await screen.findByRole('form', { name: 'Change e-mail' }));
    expect(await again.findByText('This e-mail belongs to another account')).toBeInTheDocument();
    expect(again.getByLabelText('New e-mail')).toHaveValue('new@example.com');
    expect(again.getByLabelText('E-mail code')).toHaveValue('654321');
  });

  it('shows a refusal in German too', async () => {
    fakeApi({ ...base, [p(accountCalls.checkEmailCode.path)]: () => failure(409, 'CODE_LOCKED') });
    await renderSecurity('de');
    const form = within(await screen.findByRole('form', { name: 'E-Mail ändern' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Neue E-Mail'), 'new@example.com');
    await user.type(form.getByLabelText('E-Mail-Code'), '654321');
    await user.click(form.getByRole('button', { name: 'Code prüfen' }));
    expect(await form.findByText(DE_LOCKED)).toBeInTheDocument();
  });

  it('checks the SMS code of a new mobile number (check-sms-code) before the change is confirmed', async () => {
    const api = fakeApi({
      ...base,
      [accountCalls.mobileResetSendCode.path]: () => ({ resendAfterSeconds: 60 }),
      [accountCalls.mobileResetCheckCode.path]: () => ({ valid: true }),
      [accountCalls.resetMobile.path]: () => buyer({ mobile: '1709999999' }),
    });
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Change mobile number' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Mobile number'), '1709999999');
    await user.type(form.getByLabelText('SMS code'), '246810');
    await user.click(form.getByRole('button', { name: 'Check code' }));
    const confirm = within(await screen.findByRole('form', { name: 'Change mobile number' }));
    expect(await confirm.findByText('Code correct. Change your mobile number from +49 1701234567 to +49 1709999999?')).toBeInTheDocument();
    expect(api.bodiesOf(accountCalls.mobileResetCheckCode.path)).toEqual([{ prefix: '+49', mobile: '1709999999', smsCode: '246810' }]);
    expect(api.bodiesOf(accountCalls.resetMobile.path)).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(api.bodiesOf(accountCalls.resetMobile.path)).toEqual([{ prefix: '+49', mobile: '1709999999', smsCode: '246810' }]));
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
    const form = within(await screen.findByRole('form', { name: 'Reset by e-mail' }));
    const user = userEvent.setup();
    expect(form.getByLabelText('E-mail')).toHaveValue('anna@example.com');
    await user.type(form.getByLabelText('Captcha'), 'K7QX');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    await user.type(form.getByLabelText('E-mail code'), '123456');
    await user.click(form.getByRole('button', { name: 'Verify code' }));
    // The form's second step replaces the first.
    const next = () => within(screen.getByRole('form', { name: 'Reset password' }));
    await waitFor(() => expect(next().getByLabelText('New password')).toBeInTheDocument());
    expect(next().getByText('Code verified. Choose your new password.')).toBeInTheDocument();
    await user.type(next().getByLabelText('New password'), 'reset-pass-3');
    await user.click(next().getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(api.bodiesOf(p(accountCalls.passwordResetByVerifyToken.path))).toHaveLength(1));
    expect(api.bodiesOf(p(accountCalls.passwordResetByVerifyToken.path))).toEqual([{ token: 'verify-token', password: 'reset-pass-3' }]);
    // Spec: the code check carries email, captcha (the code) and token: the captcha token the code was sent with.
    const [sent] = api.bodiesOf(p(accountCalls.passwordResetSendEmailCode.path)) as Array<{ token: string }>;
    expect(api.bodiesOf(p(accountCalls.passwordResetEmailCodeVerify.path))).toEqual([{ email: 'anna@example.com', captcha: '123456', token: sent!.token }]);
  });

  it('does not check a code this form never asked for (after a reload): it asks for a new one, keeping what was typed', async () => {
    const api = fakeApi({ ...base, [p(accountCalls.passwordResetEmailCodeVerify.path)]: () => ({ token: 'verify-token' }) });
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Reset by e-mail' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('E-mail code'), '123456');
    await user.click(form.getByRole('button', { name: 'Verify code' }));
    const codeInput = form.getByLabelText('E-mail code');
    await waitFor(() => expect(codeInput).toHaveAccessibleDescription('The code has expired or was used. Please request a new one.'));
    expect(codeInput).toHaveValue('123456');
    expect(api.bodiesOf(p(accountCalls.passwordResetEmailCodeVerify.path))).toEqual([]);
  });

  it("resets by an SMS code to the bound mobile, with the account's dial code", async () => {
    const api = fakeApi({
      ...base,
      [accountCalls.passwordResetSendSms.path]: () => ({ resendAfterSeconds: 60 }),
      [p(accountCalls.passwordResetEmailCodeVerify.path)]: () => ({ token: 'sms-token' }),
    });
    await renderSecurity();
    const section = within(await screen.findByRole('region', { name: 'Reset password' }));
    const user = userEvent.setup();
    // The system's radio group, named by its question.
    const ways = within(section.getByRole('radiogroup', { name: 'Send the code by' }));
    await user.click(ways.getByRole('radio', { name: 'SMS to my mobile' }));
    const form = within(section.getByRole('form', { name: 'Reset by SMS' }));
    expect(form.getByLabelText('Dial code')).toHaveValue('+49');
    expect(form.getByLabelText('Your mobile number')).toHaveValue('1701234567');
    await user.type(form.getByLabelText('Captcha'), 'K7QX');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    expect(api.bodiesOf(accountCalls.passwordResetSendSms.path)).toEqual([{ prefix: '+49', mobile: '1701234567', captcha: 'K7QX', token: expect.stringMatching(/^uuid-/) }]);
    await user.type(form.getByLabelText('SMS code'), '123456');
    await user.click(form.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Reset password' })).toHaveTextContent('Code verified.'));
    const [sent] = api.bodiesOf(accountCalls.passwordResetSendSms.path) as Array<{ token: string }>;
    expect(api.bodiesOf(p(accountCalls.passwordResetEmailCodeVerify.path))).toEqual([{ prefix: '+49', mobile: '1701234567', captcha: '123456', token: sent!.token }]);
  });

  it('offers the SMS way only to an account with a mobile', async () => {
    fakeApi({ ...base, [CURRENT_USER]: () => buyer({ mobile: null, prefix: null }) });
    await renderSecurity();
    const section = within(await screen.findByRole('region', { name: 'Reset password' }));
    expect(section.getByRole('form', { name: 'Reset by e-mail' })).toBeInTheDocument();
    expect(section.queryByRole('radio')).not.toBeInTheDocument();
  });

  it.each([
    // mall-api names the reset's code `captcha`: the refusal still belongs under the code, not the captcha.
    ['CODE_WRONG', 400, 'The code is wrong'],
    ['CODE_EXPIRED', 400, 'The code has expired or was used. Please request a new one.'],
    ['CODE_LOCKED', 409, 'Too many wrong tries. Please request a new code.'],
  ])('shows the reset refusal %s under the code field, keeping what was typed', async (code, status, message) => {
    fakeApi({
      ...base,
      [p(accountCalls.passwordResetSendEmailCode.path)]: () => ({ resendAfterSeconds: 60 }),
      [p(accountCalls.passwordResetEmailCodeVerify.path)]: () =>
        Response.json({ success: false, error: { code, message: 'x', fields: status === 400 ? [{ field: 'captcha', message: 'x' }] : undefined } }, { status }),
    });
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Reset by e-mail' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Captcha'), 'K7QX');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    await form.findByRole('button', { name: /^Resend in \d+ s$/ });
    await user.type(form.getByLabelText('E-mail code'), '123456');
    await user.click(form.getByRole('button', { name: 'Verify code' }));
    const codeInput = form.getByLabelText('E-mail code');
    await waitFor(() => expect(codeInput).toHaveAccessibleDescription(message));
    expect(codeInput).toHaveValue('123456');
    expect(form.getByLabelText('E-mail')).toHaveValue('anna@example.com');
  });

  it('says when the number is not the account\'s (a refusal no field of the form shows)', async () => {
    fakeApi({
      ...base,
      [accountCalls.passwordResetSendSms.path]: () =>
        Response.json({ success: false, error: { code: 'NOT_BOUND', message: 'mobile.notBound' } }, { status: 409 }),
    });
    await renderSecurity();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'SMS to my mobile' }));
    const form = within(screen.getByRole('form', { name: 'Reset by SMS' }));
    await user.type(form.getByLabelText('Captcha'), 'K7QX');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByText('Your account has none bound yet. Please reload the page.')).toBeInTheDocument();
  });

  it('speaks the buyer language (spec messages)', async () => {
    fakeApi(base);
    await renderSecurity('zh-CN');
    const form = within(await screen.findByRole('form', { name: '更换邮箱' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('新邮箱'), 'new@example.com');
    await user.click(form.getByRole('button', { name: '发送验证码' }));
    expect(await form.findByText('请输入验证码')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: '验证' }));
    expect(await form.findByText('请输入短信验证码')).toBeInTheDocument();
  });
});
