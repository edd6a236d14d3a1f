import { createHash } from 'node:crypto';
import type * as v from 'valibot';
import { authCalls, ErrorCode } from '@mall/shared/contract';
import { one } from '../db/db';
import { moveCartLines } from '../domain/cart';
import { moveAddresses } from '../domain/address';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../domain/password';
import { toUser, USER_COLUMNS, USER_RETURNING, type UserRow } from '../domain/users';
import { conflict, HttpError } from '../http/errors';
import { clientAddress, trustedProxyList } from '../http/clientAddress';
import { spendCaptcha } from '../domain/verification';
import { beginAttempt, clearHits, countHit, hitsOf } from '../http/rateLimit';
import { route, type Api, type RequestCtx } from '../http/route';

/** The client address rate limits count this request's caller by. */
const callerAddress = (ctx: RequestCtx) => clientAddress(ctx.c, trustedProxyList(ctx.config.trustedProxies));

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** A tourist who logs in or signs up keeps the cart they filled and the addresses they entered as a guest. */
async function touristToMove(ctx: RequestCtx): Promise<number | null> {
  const session = await ctx.session();
  return session?.user.is_tourist ? session.user.id : null;
}

/**
 * The rate-limit buckets of a login or signup (limits in config.authLimits). Failures count per
 * account (from anywhere: asks for a captcha), per account and client address, and per client
 * address, whether a wrong password or a signup for a taken e-mail (both tell a prober
 * something); the e-mail is stored only as a hash, so the table holds no addresses someone merely typed.
 */
function authBuckets(ctx: RequestCtx, email: string) {
  const { authLimits } = ctx.config;
  const address = callerAddress(ctx);
  const account = createHash('sha256').update(email).digest('hex').slice(0, 32);
  return {
    account: { bucket: `auth-failures:account:${account}`, limit: authLimits.accountFailures },
    accountAddress: { bucket: `auth-failures:account-address:${account}:${address}`, limit: authLimits.accountAddressFailures },
    address: { bucket: `auth-failures:address:${address}`, limit: authLimits.addressFailures },
    signups: { bucket: `signups:address:${address}`, limit: authLimits.addressSignups },
  };
}

const CAPTCHA_FIELD = [{ field: 'captcha', message: 'auth.captchaRequired' }];
const captchaRequired = () => new HttpError(400, ErrorCode.captchaRequired, 'auth.captchaRequired', CAPTCHA_FIELD);
/** A wrong password; when the account now needs a captcha, the answer says so (field captcha). */
const badCredentials = (needsCaptcha: boolean) => new HttpError(401, ErrorCode.badCredentials, 'auth.badCredentials', needsCaptcha ? CAPTCHA_FIELD : undefined);

export function registerAuth(api: Api): void {
  route(api, authCalls.signup, async (input, ctx) => {
    const email = input.email.toLowerCase();
    const { account, accountAddress, address, signups } = authBuckets(ctx, email);
    const attempt = await beginAttempt(ctx.db, { accountAddress, address, signups });
    try {
      const user = await signUp(ctx, email, input);
      // Created: it counts against the address's signups only.
      await attempt.release('accountAddress', 'address');
      return user;
    } catch (error) {
      const taken = error instanceof HttpError && error.code === ErrorCode.emailTaken;
      // Taken: a failure (someone may be probing which e-mails have accounts), but nothing was created.
      await (taken ? attempt.release('signups') : attempt.release());
      if (taken) await countHit(ctx.db, account.bucket, account.limit);
      throw error;
    }
  });

  route(api, authCalls.login, async (input, ctx) => {
    const email = input.email.toLowerCase();
    const { account, accountAddress, address } = authBuckets(ctx, email);
    // Before scrypt: a refused attempt costs the server nothing.
    const attempt = await beginAttempt(ctx.db, { accountAddress, address });
    // Many failures on the account from anywhere: a person proves themselves; the owner is never locked out.
    if ((await hitsOf(ctx.db, account.bucket)) >= account.limit.max) {
      if (!input.captcha || !input.token) {
        await attempt.release();
        throw captchaRequired();
      }
      // A wrong captcha keeps its hits: it is a failed attempt like a wrong password.
      await spendCaptcha(ctx.db, input.token, input.captcha);
    }
    const user = await one<UserRow>(ctx.db, `select ${USER_COLUMNS} from users u where u.email = $1 and not u.is_tourist and u.closed_at is null`, [email]);
    // Always run scrypt, so an unknown address takes as long as a wrong password.
    const ok = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
    // A failure keeps its hits until the window ends; a success never counts.
    if (!user || !user.password_hash || !ok) throw badCredentials((await countHit(ctx.db, account.bucket, account.limit)) >= account.limit.max);
    await attempt.release();
    await clearHits(ctx.db, account.bucket);
    const tourist = await touristToMove(ctx);
    await ctx.db.transaction(async (tx) => {
      if (tourist !== null) await moveCartLines(tx, tourist, user.id);
      if (tourist !== null) await moveAddresses(tx, tourist, user.id);
      await ctx.signIn(user.id, tx);
    });
    return toUser(user);
  });

  route(api, authCalls.logout, async (_input, ctx) => {
    await ctx.signOut();
    return null;
  });

  route(api, authCalls.currentUser, async (_input, ctx) => {
    const session = await ctx.session();
    return session ? toUser(session.user) : null;
  });

  route(api, authCalls.touristSession, async (_input, ctx) => {
    const session = await ctx.session();
    // Already someone (buyer or tourist): keep that session rather than orphaning it.
    if (session) return toUser(session.user);
    return ctx.db.transaction(async (tx) => {
      // Each guest is a user row: one client address opens only so many (counted with the insert).
      await beginAttempt(tx, { guests: { bucket: `guests:address:${callerAddress(ctx)}`, limit: ctx.config.authLimits.addressGuests } }, 'auth.tooManyGuests');
      const [user] = await tx.query<UserRow>(
        `insert into users (is_tourist, extra) values (true, '{}') returning ${USER_RETURNING}`,
      );
      await ctx.signIn(user!.id, tx);
      return toUser(user!);
    });
  });
}

type SignupInput = v.InferOutput<typeof authCalls.signup.request>;

/** The account created and logged in; a tourist's cart and addresses move to it. */
async function signUp(ctx: RequestCtx, email: string, input: SignupInput) {
  const passwordHash = await hashPassword(input.password);
  const tourist = await touristToMove(ctx);
  try {
    return await ctx.db.transaction(async (tx) => {
      const taken = await one(tx, 'select 1 from users where email = $1', [email]);
      if (taken) throw conflict('auth.emailTaken', ErrorCode.emailTaken);
      const [user] = await tx.query<UserRow>(
        `insert into users (email, password_hash, nickname, username, extra) values ($1, $2, $3, $1, '{}')
         returning ${USER_RETURNING}`,
        [email, passwordHash, input.nickname || null],
      );
      if (tourist !== null) await moveCartLines(tx, tourist, user!.id);
      if (tourist !== null) await moveAddresses(tx, tourist, user!.id);
      await ctx.signIn(user!.id, tx);
      return toUser(user!);
    });
  } catch (error) {
    // Two signups racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('auth.emailTaken', ErrorCode.emailTaken);
    throw error;
  }
}
