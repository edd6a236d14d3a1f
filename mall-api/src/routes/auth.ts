import { authCalls, ErrorCode } from '@mall/shared/contract';
import { one } from '../db/db';
import { moveCartLines } from '../domain/cart';
import { moveAddresses } from '../domain/address';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../domain/password';
import { toUser, USER_COLUMNS, USER_RETURNING, type UserRow } from '../domain/users';
import { conflict, HttpError } from '../http/errors';
import { route, type Api, type RequestCtx } from '../http/route';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** A tourist who logs in or signs up keeps the cart they filled and the addresses they entered as a guest. */
async function touristToMove(ctx: RequestCtx): Promise<number | null> {
  const session = await ctx.session();
  return session?.user.is_tourist ? session.user.id : null;
}

export function registerAuth(api: Api): void {
  route(api, authCalls.signup, async (input, ctx) => {
    const email = input.email.toLowerCase();
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
  });

  route(api, authCalls.login, async (input, ctx) => {
    const user = await one<UserRow>(ctx.db, `select ${USER_COLUMNS} from users u where u.email = $1 and not u.is_tourist`, [
      input.email.toLowerCase(),
    ]);
    // Always run scrypt, so an unknown address takes as long as a wrong password.
    const ok = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !user.password_hash || !ok) throw new HttpError(401, ErrorCode.badCredentials, 'auth.badCredentials');
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
      const [user] = await tx.query<UserRow>(
        `insert into users (is_tourist, extra) values (true, '{}') returning ${USER_RETURNING}`,
      );
      await ctx.signIn(user!.id, tx);
      return toUser(user!);
    });
  });
}
