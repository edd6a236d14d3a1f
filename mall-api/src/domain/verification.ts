/**
 * Graphic captchas and e-mail/SMS verification codes of the account calls. Everything lives in the
 * database (account_captchas, verification_codes), so several mall-api processes agree on what was
 * issued, spent and locked. Limits are the contract's (accountCalls: 4-character captcha, 6-digit
 * code, 60 s resend, 10 minutes, 5 wrong tries).
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { accountCalls } from '@mall/shared/contract';
import type { Db, Queryable } from '../db/db';
import { clientAddress, trustedProxyList } from '../http/clientAddress';
import { HttpError } from '../http/errors';
import { beginAttempt, type CodeLimits, type Limit } from '../http/rateLimit';
import type { RequestCtx } from '../http/route';
import type { Outbox, OutboxChannel } from './outbox';
import { captchaSvg } from './captchaImage';
import { newCaptchaCode } from './orderLink';

const { AccountErrorCode: E } = accountCalls;
const CAPTCHA_MINUTES = 5;

export type CodePurpose = 'PASSWORD_RESET' | 'EMAIL_RESET' | 'EMAIL_BIND' | 'MOBILE_BIND' | 'MOBILE_RESET' | 'DESTROY' | 'LINK_ORDERS';

/** A new captcha image; MALL_TEST_CAPTCHA (config.testCaptcha) fixes its text so tests can type it. */
export async function issueAccountCaptcha(db: Db, fixed: string | undefined): Promise<{ img: string; uuid: string }> {
  const code = newCaptchaCode(fixed);
  const uuid = randomUUID();
  // Tidy as we go: expired captchas are of no use to anyone.
  await db.query(`delete from account_captchas where expires_at < now() - interval '1 hour'`);
  await db.query(`insert into account_captchas (uuid, code, expires_at) values ($1, $2, now() + make_interval(mins => $3))`, [uuid, code, CAPTCHA_MINUTES]);
  return { img: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(code)).toString('base64')}`, uuid };
}

/** One attempt per captcha, right or wrong (compared ignoring case): a wrong guess needs a new image. */
export async function spendCaptcha(db: Queryable, token: string, typed: string): Promise<void> {
  const [row] = await db.query<{ code: string }>(
    `update account_captchas set used_at = now() where uuid = $1 and used_at is null and expires_at > now() returning code`,
    [token],
  );
  if (!row) throw new HttpError(400, E.captchaExpired, 'captcha.expired', [{ field: 'token', message: 'captcha.expired' }]);
  if (row.code.toUpperCase() !== typed.toUpperCase()) throw new HttpError(400, E.captchaWrong, 'captcha.wrong', [{ field: 'captcha', message: 'captcha.wrong' }]);
}

export interface CodeRequest {
  purpose: CodePurpose;
  channel: OutboxChannel;
  /** The e-mail (lower case) or the mobile with its dial code (+4917…). */
  recipient: string;
  userId: number | null;
  /**
   * False when the code must not go out (a password reset for an address with no account): the
   * row is still written, so the answer and the resend limit look the same either way.
   */
  deliver: boolean;
  /** The captcha token the send was proved with, which the code's check must carry again (the password reset's). */
  requesterToken?: string;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const newCode = () => String(randomInt(0, 10 ** accountCalls.CODE_LENGTH)).padStart(accountCalls.CODE_LENGTH, '0');

/** Who asks for a code: the client address and the limits it is counted against. */
export interface CodeSender {
  address: string;
  limits: CodeLimits;
}

/**
 * Issues a code and puts it in the outbox; refused (429 code.tooSoon) within 60 s of the last one
 * to this address for this purpose, and (429 code.tooMany) past the limits per recipient, per
 * account and per client address. Counted in the send's transaction: a refused send counts nothing.
 */
export async function sendCode(db: Db, outbox: Outbox, request: CodeRequest, sender: CodeSender): Promise<{ resendAfterSeconds: number }> {
  return db.transaction(async (tx) => {
    // Two sends racing for one address: the second waits here and then sees the first.
    await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`code:${request.purpose}:${request.recipient}`]);
    const [last] = await tx.query<{ wait: number }>(
      `select ceil(extract(epoch from (sent_at + make_interval(secs => $3) - now())))::int as wait
       from verification_codes where purpose = $1 and recipient = $2 order by id desc limit 1`,
      [request.purpose, request.recipient, accountCalls.CODE_RESEND_SECONDS],
    );
    if (last && last.wait > 0) {
      throw new HttpError(429, E.codeTooSoon, 'code.tooSoon', undefined, { 'Retry-After': String(last.wait) });
    }
    // The recipient as a hash: the table holds no address someone merely typed.
    const recipient = createHash('sha256').update(request.recipient).digest('hex').slice(0, 32);
    const buckets: Record<string, { bucket: string; limit: Limit }> = {
      recipient: { bucket: `codes:recipient:${recipient}`, limit: sender.limits.recipient },
      address: { bucket: `codes:address:${sender.address}`, limit: sender.limits.address },
    };
    if (request.userId !== null) buckets.account = { bucket: `codes:account:${request.userId}`, limit: sender.limits.account };
    await beginAttempt(tx, buckets, 'code.tooMany');
    const code = newCode();
    await tx.query(
      `insert into verification_codes (purpose, channel, recipient, user_id, code, expires_at, requester_token_hash)
       values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6), $7)`,
      [request.purpose, request.channel, request.recipient, request.userId, code, accountCalls.CODE_VALID_MINUTES, request.requesterToken === undefined ? null : tokenHash(request.requesterToken)],
    );
    if (request.deliver) {
      await outbox.send(tx, { channel: request.channel, recipient: request.recipient, template: `VERIFY_CODE_${request.purpose}`, payload: { code, validMinutes: accountCalls.CODE_VALID_MINUTES } });
    }
    return { resendAfterSeconds: accountCalls.CODE_RESEND_SECONDS };
  });
}

/**
 * Checks the newest code sent to this address for this purpose. A wrong code counts a try (kept
 * even though the call fails); the fifth wrong try locks the code. `spend` marks it used, so it
 * works once. `field` names the request field a failure is reported on. With `requesterToken`, only
 * the browser that asked for the code may check it: another token is code.expired on field token,
 * before the code is compared (no try counted, nothing learnt about the code).
 */
export async function checkCode(
  db: Db,
  purpose: CodePurpose,
  recipient: string,
  typed: string,
  field: string,
  spend = true,
  requesterToken?: string,
): Promise<{ userId: number | null }> {
  const [row] = await db.query<{ id: number; code: string; wrong_tries: number; live: boolean; user_id: number | null; requester_token_hash: string | null }>(
    `select id, code, wrong_tries, user_id, requester_token_hash, (used_at is null and expires_at > now()) as live
     from verification_codes where purpose = $1 and recipient = $2 order by id desc limit 1`,
    [purpose, recipient],
  );
  if (!row || !row.live) throw new HttpError(400, E.codeExpired, 'code.expired', [{ field, message: 'code.expired' }]);
  if (requesterToken !== undefined && row.requester_token_hash !== tokenHash(requesterToken)) {
    throw new HttpError(400, E.codeExpired, 'code.expired', [{ field: 'token', message: 'code.expired' }]);
  }
  if (row.wrong_tries >= accountCalls.CODE_MAX_WRONG_TRIES) throw new HttpError(409, E.codeLocked, 'code.locked');
  if (row.code !== typed) {
    const [counted] = await db.query<{ wrong_tries: number }>(
      `update verification_codes set wrong_tries = wrong_tries + 1 where id = $1 returning wrong_tries`,
      [row.id],
    );
    if ((counted?.wrong_tries ?? 0) >= accountCalls.CODE_MAX_WRONG_TRIES) throw new HttpError(409, E.codeLocked, 'code.locked');
    throw new HttpError(400, E.codeWrong, 'code.wrong', [{ field, message: 'code.wrong' }]);
  }
  if (spend) {
    // Two calls racing with the right code: only one spends it.
    const spent = await db.query(`update verification_codes set used_at = now() where id = $1 and used_at is null returning id`, [row.id]);
    if (spent.length === 0) throw new HttpError(400, E.codeExpired, 'code.expired', [{ field, message: 'code.expired' }]);
  }
  return { userId: row.user_id };
}

/** sendCode for a request's caller: its client address and the app's code limits. */
export const sendCodeFor = (ctx: Pick<RequestCtx, 'db' | 'outbox' | 'config' | 'c'>, request: CodeRequest) =>
  sendCode(ctx.db, ctx.outbox, request, { address: clientAddress(ctx.c, trustedProxyList(ctx.config.trustedProxies)), limits: ctx.config.codeLimits });

export const mobileRecipient = (prefix: string, mobile: string) => `${prefix}${mobile}`;
