import { createHash, randomBytes } from 'node:crypto';
import { accountCalls } from '@mall/shared/contract';
import { one, type Queryable } from '../db/db';
import { eraseProfile, forgetFiles, hasOpenBusiness } from '../domain/accountClosing';
import { requireOwnImages } from '../domain/images';
import { hashPassword, verifyPassword } from '../domain/password';
import { toUser, USER_RETURNING, type UserRow } from '../domain/users';
import { checkCode, issueAccountCaptcha, mobileRecipient, sendCodeFor, spendCaptcha, type CodePurpose } from '../domain/verification';
import { conflict, HttpError, invalidField } from '../http/errors';
import { route, type Api, type RequestCtx } from '../http/route';

const { AccountErrorCode: E } = accountCalls;
const RESET_TOKEN_MINUTES = 15;

/** Closing waits for open orders and after-sales requests: refused before a code is sent or spent, and in the closing itself. */
async function refuseWhileOpen(q: Queryable, userId: number): Promise<void> {
  if (await hasOpenBusiness(q, userId)) throw conflict('destroy.openBusiness', E.openBusiness);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The user's row changed: this process's cached sessions of theirs are read afresh. */
const forgetUser = (ctx: RequestCtx, userId: number) => ctx.c.get('deps').sessions.forgetUser(userId);

async function emailTaken(q: Queryable, email: string, exceptUserId: number): Promise<boolean> {
  return (await one(q, 'select 1 from users where lower(email) = lower($1) and id <> $2', [email, exceptUserId])) !== undefined;
}

async function mobileTaken(q: Queryable, prefix: string, mobile: string, exceptUserId: number): Promise<boolean> {
  return (await one(q, 'select 1 from users where prefix = $1 and mobile = $2 and closed_at is null and id <> $3', [prefix, mobile, exceptUserId])) !== undefined;
}

/** Sets one contact field after its code was checked; the unique indexes decide a race. */
async function saveContact(ctx: RequestCtx, userId: number, set: string, params: unknown[], takenCode: string): Promise<UserRow> {
  try {
    const [row] = await ctx.db.query<UserRow>(`update users set ${set} where id = $1 returning ${USER_RETURNING}`, [userId, ...params]);
    forgetUser(ctx, userId);
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(takenCode === E.emailTaken ? 'email.taken' : 'mobile.taken', takenCode);
    throw error;
  }
}

export function registerAccount(api: Api): void {
  route(api, accountCalls.captchaImage, (_input, ctx) => issueAccountCaptcha(ctx.db, ctx.config.testCaptcha));

  // ---- Password ----

  route(api, accountCalls.changePassword, async (input, ctx) => {
    const session = await ctx.requireBuyer();
    const ok = session.user.password_hash ? await verifyPassword(input.oldPassword, session.user.password_hash) : false;
    if (!ok) throw new HttpError(400, E.wrongPassword, 'password.wrong', [{ field: 'oldPassword', message: 'password.wrong' }]);
    const hash = await hashPassword(input.newPassword);
    await ctx.db.transaction(async (tx) => {
      await tx.query('update users set password_hash = $2 where id = $1', [session.user.id, hash]);
      // Whoever else knew the old password is logged out; this browser stays in.
      await tx.query('delete from sessions where user_id = $1 and token_hash <> $2', [session.user.id, session.tokenHash]);
    });
    forgetUser(ctx, session.user.id);
    return null;
  });

  route(api, accountCalls.passwordResetSendEmailCode, async (input, ctx) => {
    await spendCaptcha(ctx.db, input.token, input.captcha);
    const email = input.email.toLowerCase();
    const user = await one<{ id: number }>(ctx.db, 'select id from users where lower(email) = $1 and not is_tourist and closed_at is null', [email]);
    return sendCodeFor(ctx, { purpose: 'PASSWORD_RESET', channel: 'EMAIL', recipient: email, userId: user?.id ?? null, deliver: user !== undefined, requesterToken: input.token });
  });

  route(api, accountCalls.passwordResetSendSms, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    if (!user.mobile) throw conflict('mobile.notBound', E.notBound);
    // Only the bound number: a reset code must reach the person who owns the account.
    if (user.mobile !== input.mobile || user.prefix !== input.prefix) throw invalidField('mobile', 'mobile.notYours');
    await spendCaptcha(ctx.db, input.token, input.captcha);
    return sendCodeFor(ctx, { purpose: 'PASSWORD_RESET', channel: 'SMS', recipient: mobileRecipient(input.prefix, input.mobile), userId: user.id, deliver: true, requesterToken: input.token });
  });

  route(api, accountCalls.passwordResetEmailCodeVerify, async (input, ctx) => {
    const recipient = 'email' in input ? input.email.toLowerCase() : mobileRecipient(input.prefix, input.mobile);
    const { userId } = await checkCode(ctx.db, 'PASSWORD_RESET', recipient, input.captcha, 'captcha', true, input.token);
    // An address without an account was never sent its code: nobody can know it.
    if (userId === null) throw new HttpError(400, E.codeWrong, 'code.wrong', [{ field: 'captcha', message: 'code.wrong' }]);
    const token = randomBytes(32).toString('base64url');
    await ctx.db.query(
      `insert into password_reset_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(mins => $3))`,
      [hashToken(token), userId, RESET_TOKEN_MINUTES],
    );
    return { token };
  });

  route(api, accountCalls.passwordResetByVerifyToken, async (input, ctx) => {
    const hash = await hashPassword(input.password);
    const userId = await ctx.db.transaction(async (tx) => {
      const [used] = await tx.query<{ user_id: number }>(
        `update password_reset_tokens set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() returning user_id`,
        [hashToken(input.token)],
      );
      if (!used) throw invalidField('token', 'reset.tokenExpired');
      await tx.query('update users set password_hash = $2 where id = $1', [used.user_id, hash]);
      // A reset means the old password may be known to someone else: every session ends.
      await tx.query('delete from sessions where user_id = $1', [used.user_id]);
      return used.user_id;
    });
    forgetUser(ctx, userId);
    return null;
  });

  // ---- E-mail ----

  const sendEmailCode = (purpose: CodePurpose, mustHaveEmail: boolean) =>
    async (input: { email: string; captcha: string; token: string }, ctx: RequestCtx) => {
      const { user } = await ctx.requireBuyer();
      if (mustHaveEmail && !user.email) throw conflict('email.notBound', E.notBound);
      if (!mustHaveEmail && user.email) throw conflict('email.alreadyBound', E.alreadyBound);
      const email = input.email.toLowerCase();
      if (user.email?.toLowerCase() === email) throw invalidField('email', 'email.same');
      if (await emailTaken(ctx.db, email, user.id)) throw conflict('email.taken', E.emailTaken);
      await spendCaptcha(ctx.db, input.token, input.captcha);
      return sendCodeFor(ctx, { purpose, channel: 'EMAIL', recipient: email, userId: user.id, deliver: true });
    };

  const saveEmail = (purpose: CodePurpose, mustHaveEmail: boolean) =>
    async (input: { email: string; emailCode: string }, ctx: RequestCtx) => {
      const { user } = await ctx.requireBuyer();
      if (mustHaveEmail && !user.email) throw conflict('email.notBound', E.notBound);
      if (!mustHaveEmail && user.email) throw conflict('email.alreadyBound', E.alreadyBound);
      const email = input.email.toLowerCase();
      if (await emailTaken(ctx.db, email, user.id)) throw conflict('email.taken', E.emailTaken);
      const { userId } = await checkCode(ctx.db, purpose, email, input.emailCode, 'emailCode');
      // A code sent to this address for someone else's account does not change this one.
      if (userId !== user.id) throw invalidField('emailCode', 'code.wrong');
      return toUser(await saveContact(ctx, user.id, 'email = $2', [email], E.emailTaken));
    };

  route(api, accountCalls.emailResetSendCode, sendEmailCode('EMAIL_RESET', true));
  route(api, accountCalls.checkEmailCode, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    if (!user.email) throw conflict('email.notBound', E.notBound);
    // Checked, not spent: reset-email spends it when the change is confirmed.
    const { userId } = await checkCode(ctx.db, 'EMAIL_RESET', input.email.toLowerCase(), input.emailCode, 'emailCode', false);
    if (userId !== user.id) throw invalidField('emailCode', 'code.wrong');
    return { valid: true };
  });
  route(api, accountCalls.resetEmail, saveEmail('EMAIL_RESET', true));
  route(api, accountCalls.emailBindSendCode, sendEmailCode('EMAIL_BIND', false));
  route(api, accountCalls.bindEmail, saveEmail('EMAIL_BIND', false));

  // ---- Mobile ----

  const sendSmsCode = (purpose: CodePurpose, mustHaveMobile: boolean) =>
    async (input: { mobile: string; prefix: string; captcha: string; token: string }, ctx: RequestCtx) => {
      const { user } = await ctx.requireBuyer();
      if (mustHaveMobile && !user.mobile) throw conflict('mobile.notBound', E.notBound);
      if (!mustHaveMobile && user.mobile) throw conflict('mobile.alreadyBound', E.alreadyBound);
      if (user.mobile === input.mobile && user.prefix === input.prefix) throw invalidField('mobile', 'mobile.same');
      if (await mobileTaken(ctx.db, input.prefix, input.mobile, user.id)) throw conflict('mobile.taken', E.mobileTaken);
      await spendCaptcha(ctx.db, input.token, input.captcha);
      return sendCodeFor(ctx, { purpose, channel: 'SMS', recipient: mobileRecipient(input.prefix, input.mobile), userId: user.id, deliver: true });
    };

  const checkSms = async (purpose: CodePurpose, input: { mobile: string; prefix: string; smsCode: string }, ctx: RequestCtx, spend: boolean) => {
    const { user } = await ctx.requireBuyer();
    const { userId } = await checkCode(ctx.db, purpose, mobileRecipient(input.prefix, input.mobile), input.smsCode, 'smsCode', spend);
    if (userId !== user.id) throw invalidField('smsCode', 'code.wrong');
    return user;
  };

  const saveMobile = (purpose: CodePurpose, mustHaveMobile: boolean) =>
    async (input: { mobile: string; prefix: string; smsCode: string }, ctx: RequestCtx) => {
      const { user } = await ctx.requireBuyer();
      if (mustHaveMobile && !user.mobile) throw conflict('mobile.notBound', E.notBound);
      if (!mustHaveMobile && user.mobile) throw conflict('mobile.alreadyBound', E.alreadyBound);
      if (await mobileTaken(ctx.db, input.prefix, input.mobile, user.id)) throw conflict('mobile.taken', E.mobileTaken);
      await checkSms(purpose, input, ctx, true);
      return toUser(await saveContact(ctx, user.id, 'prefix = $2, mobile = $3', [input.prefix, input.mobile], E.mobileTaken));
    };

  route(api, accountCalls.mobileBindSendCode, sendSmsCode('MOBILE_BIND', false));
  route(api, accountCalls.bindMobile, saveMobile('MOBILE_BIND', false));
  route(api, accountCalls.mobileResetSendCode, sendSmsCode('MOBILE_RESET', true));
  route(api, accountCalls.mobileResetCheckCode, async (input, ctx) => {
    await checkSms('MOBILE_RESET', input, ctx, false);
    return { valid: true };
  });
  route(api, accountCalls.resetMobile, saveMobile('MOBILE_RESET', true));

  // ---- Profile ----

  route(api, accountCalls.updateProfile, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    const orNull = (s: string) => (s === '' ? null : s);
    // extra.gender keeps the address forms' words (MALE, FEMALE) for the readers that use them.
    const genderWord = input.userDetail.gender === 1 ? 'MALE' : input.userDetail.gender === 2 ? 'FEMALE' : null;
    const extra = { ...user.extra, firstName: orNull(input.extra.firstName), lastName: orNull(input.extra.lastName), city: orNull(input.extra.city), gender: genderWord };
    const [row] = await ctx.db.query<UserRow>(
      `update users set nickname = $2, gender = $3, birthday = $4, extra = $5 where id = $1 returning ${USER_RETURNING}`,
      [user.id, input.nickname, input.userDetail.gender, orNull(input.userDetail.birthday), JSON.stringify(extra)],
    );
    forgetUser(ctx, user.id);
    return toUser(row!);
  });

  route(api, accountCalls.updateAvatar, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    // Only the caller's own avatar upload: the bytes were sniffed and sized when it was uploaded.
    if (input.avatarUrl !== null) await requireOwnImages(ctx.db, user.id, 'AVATAR', [input.avatarUrl], 'avatarUrl');
    const [row] = await ctx.db.query<UserRow>(`update users set avatar_url = $2 where id = $1 returning ${USER_RETURNING}`, [user.id, input.avatarUrl]);
    forgetUser(ctx, user.id);
    return toUser(row!);
  });

  // ---- Closing ----

  route(api, accountCalls.destroySendEmailCode, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    if (!user.email || user.email.toLowerCase() !== input.email.toLowerCase()) throw invalidField('email', 'destroy.notYourEmail');
    await refuseWhileOpen(ctx.db, user.id);
    await spendCaptcha(ctx.db, input.token, input.captcha);
    return sendCodeFor(ctx, { purpose: 'DESTROY', channel: 'EMAIL', recipient: user.email.toLowerCase(), userId: user.id, deliver: true });
  });

  route(api, accountCalls.destroySendSmsCode, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    // Spec: the e-mail variant is the one for an account with an e-mail.
    if (user.email) throw conflict('destroy.useEmail', E.alreadyBound);
    if (!user.mobile || user.mobile !== input.mobile || user.prefix !== input.prefix) throw invalidField('mobile', 'destroy.notYourMobile');
    await refuseWhileOpen(ctx.db, user.id);
    await spendCaptcha(ctx.db, input.token, input.captcha);
    return sendCodeFor(ctx, { purpose: 'DESTROY', channel: 'SMS', recipient: mobileRecipient(input.prefix, input.mobile), userId: user.id, deliver: true });
  });

  route(api, accountCalls.destroyAccount, async (input, ctx) => {
    const session = await ctx.requireBuyer();
    const { user } = session;
    const recipient = user.email ? user.email.toLowerCase() : user.mobile ? mobileRecipient(user.prefix ?? '', user.mobile) : null;
    if (recipient === null) throw conflict('destroy.noContact', E.notBound);
    await refuseWhileOpen(ctx.db, user.id);
    const { userId } = await checkCode(ctx.db, 'DESTROY', recipient, input.emailCode, 'emailCode');
    if (userId !== user.id) throw invalidField('emailCode', 'code.wrong');
    const erased = await ctx.db.transaction(async (tx) => {
      // Checked in the closing's transaction, under the user's row lock: no order slips in between.
      await tx.query('select 1 from users where id = $1 for update', [user.id]);
      await refuseWhileOpen(tx, user.id);
      return eraseProfile(tx, user.id);
    });
    await forgetFiles(ctx.media, erased);
    forgetUser(ctx, user.id);
    await ctx.signOut();
    return null;
  });
}

