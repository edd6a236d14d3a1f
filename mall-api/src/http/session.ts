import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Queryable } from '../db/db';
import { SESSION_COOKIE } from '@mall/shared/contract';
import { USER_COLUMNS, type UserRow } from '../domain/users';

export const SESSION_DAYS = 30;

/** Only a hash of the token is stored: a leaked sessions table does not log anyone in. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Session {
  tokenHash: string;
  user: UserRow;
}

interface SessionRow extends UserRow {
  session_expires_at: Date;
}

/** The session and its user, straight from the database (inside a transaction, pass the tx). */
async function lookUp(db: Queryable, tokenHash: string): Promise<{ user: UserRow; expiresAt: number } | null> {
  const rows = await db.query<SessionRow>(
    `select ${USER_COLUMNS}, s.expires_at as session_expires_at from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.expires_at > now() and u.closed_at is null`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  const { session_expires_at: expiresAt, ...user } = row;
  return { user, expiresAt: expiresAt.getTime() };
}

/**
 * Sessions read recently, so an authenticated call does not pay a database round trip for its
 * session every time (with PGlite every query waits its turn on one backend).
 *
 * An entry is used while the session has not expired and for at most `ttlMs` after it was read;
 * then it is read again. Ending or replacing a session in this process (logout, login, signup, a
 * new tourist) forgets its entry at once, so a logged-out token is refused on the next call. The
 * TTL bounds what this process cannot see: sessions deleted or users changed by another process
 * sharing the same PostgreSQL database. Code that changes a user row must call `forgetUser`.
 * Only found sessions are cached (an unknown token is always looked up).
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: UserRow; expiresAt: number; readAt: number }>();
  private readonly pending = new Map<string, Promise<Session | null>>();
  /** Bumped by every forget: a read that started before it must not refill the cache. */
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 10_000,
  ) {}

  read(db: Queryable, tokenHash: string): Promise<Session | null> {
    const now = Date.now();
    const entry = this.entries.get(tokenHash);
    if (entry) {
      if (entry.expiresAt > now && now - entry.readAt < this.ttlMs) return Promise.resolve({ tokenHash, user: entry.user });
      this.entries.delete(tokenHash);
    }
    if (this.ttlMs <= 0) return lookUp(db, tokenHash).then((found) => (found ? { tokenHash, user: found.user } : null));
    // Concurrent calls with one cookie share one lookup.
    const inFlight = this.pending.get(tokenHash);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const read = lookUp(db, tokenHash)
      .then((found) => {
        if (!found) return null;
        if (generation === this.generation) {
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(tokenHash, { user: found.user, expiresAt: found.expiresAt, readAt: now });
        }
        return { tokenHash, user: found.user };
      })
      .finally(() => {
        if (this.pending.get(tokenHash) === read) this.pending.delete(tokenHash);
      });
    this.pending.set(tokenHash, read);
    return read;
  }

  /** The session ended or was replaced. */
  forget(tokenHash: string): void {
    this.generation += 1;
    this.entries.delete(tokenHash);
    this.pending.delete(tokenHash);
  }

  /** The user's row changed (or the user is gone): their sessions are read afresh. */
  forgetUser(userId: number): void {
    this.generation += 1;
    for (const [tokenHash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(tokenHash);
    this.pending.clear();
  }
}

/**
 * The session cookie's value. Under @hono/node-server it is read from Node's own header object:
 * `c.req.raw.headers` would build a WHATWG Headers copy of every header on each call, only for this.
 */
function sessionToken(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming?.headers) return getCookie(c, SESSION_COOKIE);
  const header = incoming.headers.cookie;
  return header ? parseCookies(header, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
}

/** The caller's session: through the cache when given, else straight from db (e.g. inside a transaction). */
export async function readSession(db: Queryable, c: Context, cache?: SessionCache): Promise<Session | null> {
  const token = sessionToken(c);
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  if (cache) return cache.read(db, tokenHash);
  const found = await lookUp(db, tokenHash);
  return found ? { tokenHash, user: found.user } : null;
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

export async function endSession(db: Queryable, c: Context, session: Session | null, cache?: SessionCache): Promise<void> {
  if (session) {
    cache?.forget(session.tokenHash);
    await db.query('delete from sessions where token_hash = $1', [session.tokenHash]);
    cache?.forget(session.tokenHash);
  }
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}
