import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Queryable } from '../db/db';
import { USER_COLUMNS, type UserRow } from '../domain/users';

export const SESSION_COOKIE = 'mall_session';
export const SESSION_DAYS = 30;

/** Only a hash of the token is stored: a leaked sessions table does not log anyone in. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Session {
  tokenHash: string;
  user: UserRow;
}

export async function readSession(db: Queryable, c: Context): Promise<Session | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const rows = await db.query<UserRow>(
    `select ${USER_COLUMNS} from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.expires_at > now()`,
    [tokenHash],
  );
  const user = rows[0];
  return user ? { tokenHash, user } : null;
}

export async function startSession(db: Queryable, c: Context, userId: number, secure: boolean): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  // Tidy as we go: this user's expired sessions are of no use to anyone.
  await db.query('delete from sessions where user_id = $1 and expires_at <= now()', [userId]);
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(days => $3))`,
    [hashToken(token), userId, SESSION_DAYS],
  );
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: SESSION_DAYS * 24 * 3600,
  });
}

export async function endSession(db: Queryable, c: Context, session: Session | null): Promise<void> {
  if (session) await db.query('delete from sessions where token_hash = $1', [session.tokenHash]);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}
