/**
 * Issue 14: the account calls over HTTP. Captchas are fixed by the test switch (testCaptcha), codes
 * are read from the outbox table the way a buyer reads their mail.
 */
import { accountCalls, addressCalls, authCalls, cartCalls, ErrorCode, mediaCalls, orderActionCalls, type AddressInput } from '@mall/shared/contract';
import { chair, placeOrder } from './helpers/checkoutFlow';
import { payWithMockPay } from './helpers/mockpay';
import { orderDetailOf } from './helpers/orderDetail';
import type { Client } from './helpers/client';
import { DEMO, loggedIn } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/server';
import { DEFAULT_AUTH_LIMITS } from '../src/http/rateLimit';

const CAPTCHA = 'K7QX';
const E = accountCalls.AccountErrorCode;

let server: TestServer;
beforeAll(async () => {
  // Many fresh accounts from one address: the signup limit is not what this file tests.
  server = await startTestServer({
    testCaptcha: CAPTCHA,
    sessionCacheMs: 0,
    authLimits: { ...DEFAULT_AUTH_LIMITS, addressSignups: { max: 1000, windowMs: 60_000 } },
  });
});
afterAll(() => server.close());

const berlinAddress: AddressInput = {
  callSuffix: 'MRS', gender: 'FEMALE', firstName: 'Tess', lastName: 'Durbeyfield', personPhone: '151 23456789', areaCode: '+49', areaCodeId: 1,
  email: 'tess@example.com', poiName: 'Torstraße', houseNo: '101', detailAddress: 'Hinterhaus', postalCode: '10119', city: 'Berlin', province: 'Berlin',
  countryId: 5, hearFrom: 'Friends',
  districtList: [
    { districtCode: 'DE-BE', districtName: 'Berlin', districtLevel: 1 },
    { districtCode: '11000000', districtName: 'Berlin', districtLevel: 2 },
    { districtCode: '11000000-01', districtName: 'Mitte', districtLevel: 3 },
  ],
};

let signups = 0;
/** A fresh logged-in account, so closing or changing it touches no other test. */
async function newBuyer(password = 'first-pass-1'): Promise<{ client: Client; email: string; password: string }> {
  const client = server.client();
  const email = `acct${++signups}-${Date.now()}@example.com`;
  await client.ok(authCalls.signup, { email, password, nickname: 'Tess' });
  return { client, email, password };
}

const captcha = async (client: Client) => ({ token: (await client.ok(accountCalls.captchaImage, {})).uuid, captcha: CAPTCHA });

/** The newest code the outbox sent to this recipient. */
async function codeSentTo(recipient: string): Promise<string> {
  const [row] = await server.db.query<{ payload: { code: string } }>('select payload from outbox where recipient = $1 order by id desc limit 1', [recipient]);
  if (!row) throw new Error(`nothing sent to ${recipient}`);
  return row.payload.code;
}

/** Lets the 60 s resend limit pass for one address without waiting. */
const ageCodes = (recipient: string, seconds = 61) =>
  server.db.query(`update verification_codes set sent_at = sent_at - make_interval(secs => $2) where recipient = $1`, [recipient, seconds]);

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('captcha', () => {
  it('is an SVG image with a token, good for one attempt only', async () => {
    const { client, email } = await newBuyer();
    const image = await client.ok(accountCalls.captchaImage, {});
    expect(image.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const proof = { token: image.uuid, captcha: CAPTCHA.toLowerCase() };
    await client.ok(accountCalls.destroySendEmailCode, { email, ...proof });
    await ageCodes(email);
    const error = await client.fail(accountCalls.destroySendEmailCode, { email, ...proof }, 400);
    expect(error).toMatchObject({ code: E.captchaExpired, fields: [{ field: 'token', message: 'captcha.expired' }] });
  });

  it('refuses a wrong captcha, and the image is spent by the wrong guess', async () => {
    const { client, email } = await newBuyer();
    const { token } = await captcha(client);
    const wrong = await client.fail(accountCalls.destroySendEmailCode, { email, token, captcha: 'ZZZZ' }, 400);
    expect(wrong).toMatchObject({ code: E.captchaWrong, fields: [{ field: 'captcha', message: 'captcha.wrong' }] });
    const spent = await client.fail(accountCalls.destroySendEmailCode, { email, token, captcha: CAPTCHA }, 400);
    expect(spent.code).toBe(E.captchaExpired);
  });

  it('expires', async () => {
    const { client, email } = await newBuyer();
    const { token } = await captcha(client);
    await server.db.query(`update account_captchas set expires_at = now() - interval '1 second' where uuid = $1`, [token]);
    expect((await client.fail(accountCalls.destroySendEmailCode, { email, token, captcha: CAPTCHA }, 400)).code).toBe(E.captchaExpired);
  });

  it.each([
    ['', 'captcha.required'],
    ['K7Q', 'captcha.length'],
    ['K7QX1', 'captcha.length'],
    ['K7Q!', 'captcha.length'],
  ])('checks the typed captcha %p with the message %s', async (typed, message) => {
    const { client, email } = await newBuyer();
    const error = await client.fail(accountCalls.destroySendEmailCode, { email, token: 'x', captcha: typed }, 400);
    expect(error.fields?.[0]).toEqual({ field: 'captcha', message });
  });
});

describe('verification codes', () => {
  it('sends 6 digits through the outbox only, never in the answer', async () => {
    const { client, email } = await newBuyer();
    const answer = await client.send(accountCalls.destroySendEmailCode, { email, ...(await captcha(client)) });
    expect(answer.status).toBe(200);
    const code = await codeSentTo(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(answer.body)).not.toContain(code);
    expect(answer.body).toEqual({ success: true, data: { resendAfterSeconds: 60 } });
  });

  it('refuses a second code within 60 s (429 with Retry-After), and sends one after', async () => {
    const { client, email } = await newBuyer();
    await client.ok(accountCalls.destroySendEmailCode, { email, ...(await captcha(client)) });
    const again = await client.send(accountCalls.destroySendEmailCode, { email, ...(await captcha(client)) });
    expect(again.status).toBe(429);
    expect((again.body as { error: { code: string } }).error.code).toBe(E.codeTooSoon);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(55);
    await ageCodes(email);
    await client.ok(accountCalls.destroySendEmailCode, { email, ...(await captcha(client)) });
  });

  it('works once', async () => {
    const { client } = await newBuyer();
    const target = `once-${Date.now()}@example.com`;
    await client.ok(accountCalls.emailResetSendCode, { email: target, ...(await captcha(client)) });
    const code = await codeSentTo(target);
    await client.ok(accountCalls.resetEmail, { email: target, emailCode: code });
    // The same code a second time: spent.
    const error = await client.fail(accountCalls.resetEmail, { email: target, emailCode: code }, 400);
    expect(error.code).toBe(E.codeExpired);
  });

  it('expires', async () => {
    const { client } = await newBuyer();
    const target = `late-${Date.now()}@example.com`;
    await client.ok(accountCalls.emailResetSendCode, { email: target, ...(await captcha(client)) });
    await server.db.query(`update verification_codes set expires_at = now() - interval '1 second' where recipient = $1`, [target]);
    const error = await client.fail(accountCalls.resetEmail, { email: target, emailCode: await codeSentTo(target) }, 400);
    expect(error).toMatchObject({ code: E.codeExpired, fields: [{ field: 'emailCode', message: 'code.expired' }] });
  });

  it('locks after 5 wrong tries, even for the right code then', async () => {
    const { client } = await newBuyer();
    const target = `lock-${Date.now()}@example.com`;
    await client.ok(accountCalls.emailResetSendCode, { email: target, ...(await captcha(client)) });
    const code = await codeSentTo(target);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await client.fail(accountCalls.resetEmail, { email: target, emailCode: wrongOf(code) }, 400);
      expect(wrong).toMatchObject({ code: E.codeWrong, fields: [{ field: 'emailCode', message: 'code.wrong' }] });
    }
    expect((await client.fail(accountCalls.resetEmail, { email: target, emailCode: wrongOf(code) }, 409)).code).toBe(E.codeLocked);
    expect((await client.fail(accountCalls.resetEmail, { email: target, emailCode: code }, 409)).code).toBe(E.codeLocked);
  });

  it.each([
    ['', 'code.required'],
    ['12345', 'code.format'],
    ['1234567', 'code.format'],
    ['12a456', 'code.format'],
  ])('checks the typed code %p with the message %s', async (typed, message) => {
    const { client } = await newBuyer();
    const error = await client.fail(accountCalls.destroyAccount, { emailCode: typed }, 400);
    expect(error.fields?.[0]).toEqual({ field: 'emailCode', message });
  });

  it('asks for a login for every account call but the captcha and the password reset', async () => {
    const anonymous = server.client();
    expect((await anonymous.fail(accountCalls.changePassword, { oldPassword: 'x', newPassword: 'long-enough' }, 401)).code).toBe(ErrorCode.unauthenticated);
    expect((await anonymous.fail(accountCalls.destroyAccount, { emailCode: '123456' }, 401)).code).toBe(ErrorCode.unauthenticated);
    await anonymous.ok(accountCalls.captchaImage, {});
  });
});

describe('password', () => {
  it('changes with the old password, logs other sessions out and keeps this one', async () => {
    const { client, email, password } = await newBuyer();
    const other = server.client();
    await other.ok(authCalls.login, { email, password });
    const wrong = await client.fail(accountCalls.changePassword, { oldPassword: 'not-it-at-all', newPassword: 'second-pass-2' }, 400);
    expect(wrong).toMatchObject({ code: E.wrongPassword, fields: [{ field: 'oldPassword', message: 'password.wrong' }] });
    await client.ok(accountCalls.changePassword, { oldPassword: password, newPassword: 'second-pass-2' });
    expect(await client.ok(authCalls.currentUser, {})).toMatchObject({ email });
    expect(await other.ok(authCalls.currentUser, {})).toBeNull();
    await server.client().fail(authCalls.login, { email, password }, 401);
    await server.client().ok(authCalls.login, { email, password: 'second-pass-2' });
  });

  it('needs at least 8 characters for the new one', async () => {
    const { client, password } = await newBuyer();
    const error = await client.fail(accountCalls.changePassword, { oldPassword: password, newPassword: 'short' }, 400);
    expect(error.fields).toEqual([{ field: 'newPassword', message: 'password.tooShort' }]);
  });

  it('resets by e-mail code (checked with the captcha token it was sent with) and verify token, logged out; the token works once and every session ends', async () => {
    const { client, email } = await newBuyer();
    const stranger = server.client();
    const proof = await captcha(stranger);
    await stranger.ok(accountCalls.passwordResetSendEmailCode, { email, ...proof });
    const code = await codeSentTo(email);
    // Spec: the check carries email, captcha and token. Someone holding the code (a forwarded e-mail) but not the asking
    // browser's captcha token gets nothing, before the code is compared: no try is counted.
    const other = await captcha(stranger);
    for (const body of [{ email, captcha: code, token: other.token }, { email, captcha: wrongOf(code), token: other.token }]) {
      const refused = await stranger.fail(accountCalls.passwordResetEmailCodeVerify, body, 400);
      expect(refused.code).toBe(E.codeExpired);
      expect(refused.fields).toEqual([{ field: 'token', message: 'code.expired' }]);
    }
    await stranger.fail(accountCalls.passwordResetEmailCodeVerify, { email, captcha: code }, 400);
    const [untried] = await server.db.query<{ wrong_tries: number }>(`select wrong_tries from verification_codes where code = $1 order by id desc limit 1`, [code]);
    expect(untried!.wrong_tries).toBe(0);
    expect((await stranger.fail(accountCalls.passwordResetEmailCodeVerify, { email, captcha: wrongOf(code), token: proof.token }, 400)).code).toBe(E.codeWrong);
    const { token } = await stranger.ok(accountCalls.passwordResetEmailCodeVerify, { email, captcha: code, token: proof.token });
    await stranger.ok(accountCalls.passwordResetByVerifyToken, { token, password: 'reset-pass-3' });
    expect(await client.ok(authCalls.currentUser, {})).toBeNull();
    const again = await stranger.fail(accountCalls.passwordResetByVerifyToken, { token, password: 'reset-pass-4' }, 400);
    expect(again.fields).toEqual([{ field: 'token', message: 'reset.tokenExpired' }]);
    await server.client().ok(authCalls.login, { email, password: 'reset-pass-3' });
  });

  it("resets by an SMS code to the account's bound mobile, with its dial code", async () => {
    const { client, email } = await newBuyer();
    const withoutMobile = await client.fail(accountCalls.passwordResetSendSms, { prefix: '+49', mobile: '1700000000', ...(await captcha(client)) }, 409);
    expect(withoutMobile.code).toBe(E.notBound);
    const mobile = `173${String(Date.now()).slice(-7)}`;
    await server.db.query(`update users set prefix = '+49', mobile = $2 where email = $1`, [email, mobile]);
    // Another number, or the right number with another dial code, is not the account's.
    for (const [prefix, number] of [['+49', '1700000000'], ['+43', mobile]] as const) {
      const wrong = await client.fail(accountCalls.passwordResetSendSms, { prefix, mobile: number, ...(await captcha(client)) }, 400);
      expect(wrong.fields).toEqual([{ field: 'mobile', message: 'mobile.notYours' }]);
    }
    const proof = await captcha(client);
    expect(await client.ok(accountCalls.passwordResetSendSms, { prefix: '+49', mobile, ...proof })).toEqual({ resendAfterSeconds: 60 });
    const tooSoon = await client.send(accountCalls.passwordResetSendSms, { prefix: '+49', mobile, ...(await captcha(client)) });
    expect(tooSoon.status).toBe(429);
    const code = await codeSentTo(`+49${mobile}`);
    // The SMS code is not an e-mail code: the e-mail variant of the verify call finds nothing.
    expect((await client.fail(accountCalls.passwordResetEmailCodeVerify, { email, captcha: code, token: proof.token }, 400)).code).toBe(E.codeExpired);
    expect((await client.fail(accountCalls.passwordResetEmailCodeVerify, { prefix: '+49', mobile, captcha: wrongOf(code), token: proof.token }, 400)).code).toBe(E.codeWrong);
    const { token } = await client.ok(accountCalls.passwordResetEmailCodeVerify, { prefix: '+49', mobile, captcha: code, token: proof.token });
    expect((await client.fail(accountCalls.passwordResetEmailCodeVerify, { prefix: '+49', mobile, captcha: code, token: proof.token }, 400)).code).toBe(E.codeExpired);
    await client.ok(accountCalls.passwordResetByVerifyToken, { token, password: 'sms-reset-4' });
    await server.client().ok(authCalls.login, { email, password: 'sms-reset-4' });
  });

  it('asks for a login and a captcha before an SMS reset code', async () => {
    expect((await server.client().fail(accountCalls.passwordResetSendSms, { prefix: '+49', mobile: '1700000000', captcha: CAPTCHA, token: 'x' }, 401)).code).toBe(ErrorCode.unauthenticated);
    const { client } = await newBuyer();
    const error = await client.fail(accountCalls.passwordResetSendSms, { prefix: '49', mobile: '1700000000', captcha: 'K7', token: 'x' }, 400);
    expect(error.fields).toEqual(expect.arrayContaining([{ field: 'prefix', message: 'mobile.prefixInvalid' }, { field: 'captcha', message: 'captcha.length' }]));
  });

  it('answers a reset for an unknown address the same way, and sends nothing', async () => {
    const stranger = server.client();
    const nobody = `nobody-${Date.now()}@example.com`;
    const answer = await stranger.ok(accountCalls.passwordResetSendEmailCode, { email: nobody, ...(await captcha(stranger)) });
    expect(answer).toEqual({ resendAfterSeconds: 60 });
    expect(await server.db.query('select 1 from outbox where recipient = $1', [nobody])).toHaveLength(0);
  });
});

describe('e-mail and mobile', () => {
  it('changes the e-mail with a code sent to the new address; login then uses it', async () => {
    const { client, password } = await newBuyer();
    const target = `moved-${Date.now()}@example.com`;
    await client.ok(accountCalls.emailResetSendCode, { email: target, ...(await captcha(client)) });
    const user = await client.ok(accountCalls.resetEmail, { email: target, emailCode: await codeSentTo(target) });
    expect(user.email).toBe(target);
    await server.client().ok(authCalls.login, { email: target, password });
  });

  it('checks the e-mailed code before the change without spending it; wrong tries count and lock', async () => {
    const { client } = await newBuyer();
    const target = `checked-${Date.now()}@example.com`;
    expect((await client.fail(accountCalls.checkEmailCode, { email: target, emailCode: '123456' }, 400)).code).toBe(E.codeExpired);
    await client.ok(accountCalls.emailResetSendCode, { email: target, ...(await captcha(client)) });
    const code = await codeSentTo(target);
    expect((await client.fail(accountCalls.checkEmailCode, { email: target, emailCode: wrongOf(code) }, 400)).fields).toEqual([{ field: 'emailCode', message: 'code.wrong' }]);
    expect(await client.ok(accountCalls.checkEmailCode, { email: target, emailCode: code })).toEqual({ valid: true });
    // Checked, not spent: the change itself still takes it, once.
    expect(await client.ok(accountCalls.resetEmail, { email: target, emailCode: code })).toMatchObject({ email: target });
    expect((await client.fail(accountCalls.checkEmailCode, { email: target, emailCode: code }, 400)).code).toBe(E.codeExpired);

    const locked = `locked-${Date.now()}@example.com`;
    await client.ok(accountCalls.emailResetSendCode, { email: locked, ...(await captcha(client)) });
    const lockedCode = await codeSentTo(locked);
    for (let i = 1; i < accountCalls.CODE_MAX_WRONG_TRIES; i++) await client.fail(accountCalls.checkEmailCode, { email: locked, emailCode: wrongOf(lockedCode) }, 400);
    expect((await client.fail(accountCalls.checkEmailCode, { email: locked, emailCode: wrongOf(lockedCode) }, 409)).code).toBe(E.codeLocked);
    expect((await client.fail(accountCalls.checkEmailCode, { email: locked, emailCode: lockedCode }, 409)).code).toBe(E.codeLocked);
    expect((await client.fail(accountCalls.resetEmail, { email: locked, emailCode: lockedCode }, 409)).code).toBe(E.codeLocked);
  });

  it("does not check another account's code", async () => {
    const { client } = await newBuyer();
    const { client: other } = await newBuyer();
    const target = `theirs-${Date.now()}@example.com`;
    await other.ok(accountCalls.emailResetSendCode, { email: target, ...(await captcha(other)) });
    const error = await client.fail(accountCalls.checkEmailCode, { email: target, emailCode: await codeSentTo(target) }, 400);
    expect(error.fields).toEqual([{ field: 'emailCode', message: 'code.wrong' }]);
  });

  it("refuses another account's e-mail", async () => {
    const { client } = await newBuyer();
    const error = await client.fail(accountCalls.emailResetSendCode, { email: DEMO.buyer.email, ...(await captcha(client)) }, 409);
    expect(error.code).toBe(E.emailTaken);
  });

  it('binds an e-mail only to an account without one', async () => {
    const { client } = await newBuyer();
    expect((await client.fail(accountCalls.emailBindSendCode, { email: `b-${Date.now()}@example.com`, ...(await captcha(client)) }, 409)).code).toBe(E.alreadyBound);
  });

  it('binds a mobile with an SMS code, then changes it; a number is one account only', async () => {
    const { client } = await newBuyer();
    const mobile = `170${String(Date.now()).slice(-7)}`;
    await client.ok(accountCalls.mobileBindSendCode, { prefix: '+49', mobile, ...(await captcha(client)) });
    const sms = await codeSentTo(`+49${mobile}`);
    const bound = await client.ok(accountCalls.bindMobile, { prefix: '+49', mobile, smsCode: sms });
    expect(bound).toMatchObject({ prefix: '+49', mobile });

    const { client: other } = await newBuyer();
    expect((await other.fail(accountCalls.mobileBindSendCode, { prefix: '+49', mobile, ...(await captcha(other)) }, 409)).code).toBe(E.mobileTaken);
    expect((await client.fail(accountCalls.mobileBindSendCode, { prefix: '+49', mobile: '1711111111', ...(await captcha(client)) }, 409)).code).toBe(E.alreadyBound);

    const next = `171${String(Date.now()).slice(-7)}`;
    await client.ok(accountCalls.mobileResetSendCode, { prefix: '+49', mobile: next, ...(await captcha(client)) });
    const code = await codeSentTo(`+49${next}`);
    expect(await client.ok(accountCalls.mobileResetCheckCode, { prefix: '+49', mobile: next, smsCode: code })).toEqual({ valid: true });
    expect(await client.ok(accountCalls.resetMobile, { prefix: '+49', mobile: next, smsCode: code })).toMatchObject({ mobile: next });
  });

  it('checks the mobile number and its dial code', async () => {
    const { client } = await newBuyer();
    const error = await client.fail(accountCalls.mobileBindSendCode, { prefix: '49', mobile: '12', captcha: CAPTCHA, token: 'x' }, 400);
    expect(error.fields).toEqual([
      { field: 'mobile', message: 'mobile.invalid' },
      { field: 'prefix', message: 'mobile.prefixInvalid' },
    ]);
  });
});

describe('profile', () => {
  const profile = (patch: Partial<{ nickname: string; gender: 0 | 1 | 2; birthday: string; city: string }> = {}) => ({
    nickname: patch.nickname ?? 'Tess',
    userDetail: { gender: patch.gender ?? 2, birthday: patch.birthday ?? '1990-05-17' },
    extra: { firstName: 'Tess', lastName: 'Ling', city: patch.city ?? 'Hamburg' },
  });

  it('saves nickname, gender, birthday and city, and the who-am-I answer shows them', async () => {
    const { client } = await newBuyer();
    await client.ok(accountCalls.updateProfile, profile());
    expect(await client.ok(authCalls.currentUser, {})).toMatchObject({
      nickname: 'Tess',
      userDetail: { gender: 2, birthday: '1990-05-17' },
      extra: { firstName: 'Tess', lastName: 'Ling', city: 'Hamburg', gender: 'FEMALE' },
    });
  });

  const inYears = (years: number, days = 0) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() + years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  it.each([
    ['an empty nickname', profile({ nickname: ' ' }), 'nickname', 'nickname.required'],
    ['a nickname over 50', profile({ nickname: 'n'.repeat(51) }), 'nickname', 'nickname.tooLong'],
    ['a city over 50', profile({ city: 'c'.repeat(51) }), 'extra.city', 'city.tooLong'],
    ['a birthday in the future', profile({ birthday: inYears(0, 1) }), 'userDetail.birthday', 'birthday.future'],
    ['a birthday over 120 years back', profile({ birthday: inYears(-120, -1) }), 'userDetail.birthday', 'birthday.tooOld'],
    ['a birthday that is no day', profile({ birthday: '1990-02-30' }), 'userDetail.birthday', 'birthday.invalid'],
    ['gender 3', { ...profile(), userDetail: { gender: 3, birthday: '' } }, 'userDetail.gender', 'gender.invalid'],
  ])('refuses %s', async (_what, body, field, message) => {
    const { client } = await newBuyer();
    const error = await client.fail(accountCalls.updateProfile, body, 400);
    expect(error.fields).toEqual([{ field, message }]);
  });

  it('takes a birthday exactly 120 years back, and 50 characters', async () => {
    const { client } = await newBuyer();
    await client.ok(accountCalls.updateProfile, profile({ birthday: inYears(-120, 1), nickname: 'n'.repeat(50), city: 'c'.repeat(50) }));
  });
});

describe('avatar', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const png = (size = PNG.length) => new File([Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length))])], 'me.png', { type: 'image/png' });

  it('takes the buyer’s own avatar upload, shows it on the user, and clears it again', async () => {
    const { client } = await newBuyer();
    const uploaded = await client.ok(mediaCalls.uploadAvatarImage, { file: png() });
    expect((await client.ok(accountCalls.updateAvatar, { avatarUrl: uploaded.url })).avatarUrl).toBe(uploaded.url);
    expect((await client.ok(authCalls.currentUser, {}))?.avatarUrl).toBe(uploaded.url);
    expect((await client.ok(accountCalls.updateAvatar, { avatarUrl: null })).avatarUrl).toBeNull();
  });

  it("refuses someone else's upload and an upload of another purpose", async () => {
    const { client: other } = await newBuyer();
    const theirs = await other.ok(mediaCalls.uploadAvatarImage, { file: png() });
    const { client } = await newBuyer();
    const review = await client.ok(mediaCalls.uploadReviewImage, { file: png() });
    for (const avatarUrl of [theirs.url, review.url]) {
      expect((await client.fail(accountCalls.updateAvatar, { avatarUrl }, 400)).fields).toEqual([{ field: 'avatarUrl', message: 'media.image.notYours' }]);
    }
  });

  it('is refused at 2M (the upload checks the bytes it gets)', async () => {
    const { client } = await newBuyer();
    await client.fail(mediaCalls.uploadAvatarImage, { file: png(2 * 1024 * 1024) }, 413);
  });
});

describe('closing the account', () => {
  it('ends every session, refuses login, and keeps the account row', async () => {
    const { client, email, password } = await newBuyer();
    const { id: userId } = (await client.ok(authCalls.currentUser, {}))!;
    const other = server.client();
    await other.ok(authCalls.login, { email, password });
    await client.ok(accountCalls.destroySendEmailCode, { email, ...(await captcha(client)) });
    const code = await codeSentTo(email);
    expect((await client.fail(accountCalls.destroyAccount, { email, emailCode: wrongOf(code) }, 400)).code).toBe(E.codeWrong);
    await client.ok(accountCalls.destroyAccount, { email, emailCode: code });
    expect(await client.ok(authCalls.currentUser, {})).toBeNull();
    expect(await other.ok(authCalls.currentUser, {})).toBeNull();
    expect((await server.client().fail(authCalls.login, { email, password }, 401)).code).toBe(ErrorCode.badCredentials);
    const [row] = await server.db.query<{ closed: boolean }>('select closed_at is not null as closed from users where id = $1', [userId]);
    expect(row).toEqual({ closed: true });
  });

  it('erases the profile, addresses, avatar and cart at once, as the closing notice says, and keeps the orders', async () => {
    const { client, email } = await newBuyer();
    const { id: userId } = (await client.ok(authCalls.currentUser, {}))!;
    await client.ok(accountCalls.updateProfile, { nickname: 'Tess', userDetail: { gender: 2, birthday: '1990-05-01' }, extra: { firstName: 'Tess', lastName: 'Durbeyfield', city: 'Berlin' } });
    await client.ok(addressCalls.createShippingAddress, berlinAddress);
    const avatar = await client.ok(mediaCalls.uploadAvatarImage, { file: new File([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', { type: 'image/png' }) });
    await client.ok(accountCalls.updateAvatar, { avatarUrl: avatar.url });
    // A finished order: the notice says orders stay, with their addresses.
    const { submitted } = await placeOrder(client, [chair()]);
    await client.ok(orderActionCalls.closeOrderBeforePay, { id: submitted.tradeOrderIds[0]! });
    await client.ok(cartCalls.batchCreateCartLines, [chair()]);

    await client.ok(accountCalls.destroySendEmailCode, { email, ...(await captcha(client)) });
    await client.ok(accountCalls.destroyAccount, { email, emailCode: await codeSentTo(email) });

    const [user] = await server.db.query('select email, password_hash, nickname, username, mobile, birthday, gender, avatar_url, extra from users where id = $1', [userId]);
    expect(user).toEqual({ email: null, password_hash: null, nickname: null, username: null, mobile: null, birthday: null, gender: 0, avatar_url: null, extra: {} });
    for (const table of ['addresses', 'cart_lines', 'cards', 'sessions']) {
      expect(await server.db.query(`select 1 from ${table} where user_id = $1`, [userId])).toEqual([]);
    }
    expect(await server.db.query(`select 1 from uploaded_images where user_id = $1 and purpose = 'AVATAR'`, [userId])).toEqual([]);
    expect((await server.client().raw('GET', avatar.url)).status).toBe(404);
    // Kept: the order with the address written on it.
    const [order] = await server.db.query<{ city: string }>(
      `select c.selected_address->>'city' as city from trade_orders o join trade_contracts c on c.id = o.contract_id where o.id = $1 and o.buyer_id = $2`,
      [submitted.tradeOrderIds[0], userId],
    );
    expect(order).toEqual({ city: 'Berlin' });
    // The e-mail address is free again.
    await server.client().ok(authCalls.signup, { email, password: 'second-pass-2', nickname: 'Tess' });
  });

  it('is refused while an order or an after-sales request is open, before a code is sent or spent', async () => {
    const { client, email } = await newBuyer();
    const { submitted } = await placeOrder(client, [chair()]);
    const orderId = submitted.tradeOrderIds[0]!;
    const refused = async () => {
      const sending = await client.fail(accountCalls.destroySendEmailCode, { email, ...(await captcha(client)) }, 409);
      expect(sending).toMatchObject({ code: E.openBusiness, message: 'destroy.openBusiness' });
    };
    // Awaiting payment.
    await refused();
    // Paid, awaiting shipment.
    await payWithMockPay(client, submitted.tradeContractId);
    await refused();
    // Cancelled after payment: the refund is an open after-sales request until it is paid.
    const [line] = (await orderDetailOf(client, orderId)).tradeOrderLineList;
    await client.ok(orderActionCalls.cancelAfterPay, { tradeOrder: { id: orderId }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: line!.id }, reverseQty: 1 }] });
    await refused();
    // Refunded (what the refund's provider answer does): the order is cancelled, nothing is open.
    const refunded = async (done: boolean) => {
      await server.db.query(`update reverse_orders set reverse_status = $2 where trade_order_id = $1`, [orderId, done ? 'REFUND_DONE' : 'REFUND_PENDING']);
      await server.db.query(`update trade_orders set display_status = $2 where id = $1`, [orderId, done ? 'CANCEL_ALL' : 'UN_DELIVERY']);
    };
    await refunded(true);
    await client.ok(accountCalls.destroySendEmailCode, { email, ...(await captcha(client)) });
    const code = await codeSentTo(email);
    // Open again before the code is used: the closing itself refuses, and the code is not spent.
    await refunded(false);
    expect((await client.fail(accountCalls.destroyAccount, { email, emailCode: code }, 409)).code).toBe(E.openBusiness);
    await refunded(true);
    await client.ok(accountCalls.destroyAccount, { email, emailCode: code });
    expect(await client.ok(authCalls.currentUser, {})).toBeNull();
  });

  it("sends the code only to the account's own e-mail", async () => {
    const { client } = await newBuyer();
    const error = await client.fail(accountCalls.destroySendEmailCode, { email: DEMO.buyer2.email, ...(await captcha(client)) }, 400);
    expect(error.fields).toEqual([{ field: 'email', message: 'destroy.notYourEmail' }]);
  });

  it('uses the e-mail variant when the account has an e-mail', async () => {
    const client = await loggedIn(server, DEMO.buyer2);
    const error = await client.fail(accountCalls.destroySendSmsCode, { prefix: '+49', mobile: '1701234567', ...(await captcha(client)) }, 409);
    expect(error.code).toBe(E.alreadyBound);
  });

  it('closes by SMS code for an account with a mobile and no e-mail', async () => {
    const { client, email } = await newBuyer();
    const mobile = `172${String(Date.now()).slice(-7)}`;
    // An account reached by mobile only (the session cache is off in this file, so the change shows at once).
    await server.db.query(`update users set email = null, prefix = '+49', mobile = $2 where email = $1`, [email, mobile]);
    const wrongNumber = await client.fail(accountCalls.destroySendSmsCode, { prefix: '+49', mobile: '1700000000', ...(await captcha(client)) }, 400);
    expect(wrongNumber.fields).toEqual([{ field: 'mobile', message: 'destroy.notYourMobile' }]);
    await client.ok(accountCalls.destroySendSmsCode, { prefix: '+49', mobile, ...(await captcha(client)) });
    await client.ok(accountCalls.destroyAccount, { emailCode: await codeSentTo(`+49${mobile}`) });
    expect(await client.ok(authCalls.currentUser, {})).toBeNull();
  });
});
