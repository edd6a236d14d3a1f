import type { Queryable } from '../db/db';
import { HttpError } from './errors';
import { ErrorCode } from '@mall/shared/contract';

/** At most `max` hits per bucket in a window of `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** One hit taken from a bucket: given back when the attempt turns out not to count. */
interface Hit {
  bucket: string;
  expiresAt: Date;
}

interface HitRow {
  hits: number;
  expires_at: Date;
}

/**
 * Counts one hit on the bucket in one statement (the row lock orders concurrent hits, in one
 * process or many): a window that has ended starts again at 1. Answers the count including this hit.
 */
async function hit(db: Queryable, bucket: string, limit: Limit): Promise<HitRow> {
  const [row] = await db.query<HitRow>(
    // Milliseconds, as a JS Date holds them: giveBack finds the window by this value again
    // (PostgreSQL's now() has microseconds, which a Date would round away).
    `insert into rate_limits (bucket, hits, expires_at) values ($1, 1, date_trunc('milliseconds', now() + make_interval(secs => $2)))
     on conflict (bucket) do update set
       hits = case when rate_limits.expires_at <= now() then 1 else rate_limits.hits + 1 end,
       expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end
     returning hits, expires_at`,
    [bucket, limit.windowMs / 1000],
  );
  if (row!.hits === 1) {
    // A new window: tidy the buckets whose windows are over, so the table stays the size of the recent traffic.
    await db.query('delete from rate_limits where expires_at < now()');
  }
  return row!;
}

async function giveBack(db: Queryable, { bucket, expiresAt }: Hit): Promise<void> {
  // Only within the same window: a window that started again meanwhile owes nothing back.
  await db.query('update rate_limits set hits = hits - 1 where bucket = $1 and expires_at = $2 and hits > 0', [bucket, expiresAt]);
}

export const rateLimited = (retryAfterSeconds: number, message = 'auth.rateLimited') =>
  new HttpError(429, ErrorCode.rateLimited, message, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** Counts a hit that refuses nothing by itself (e.g. an account's failures, which only ask for a captcha); answers the count. */
export async function countHit(db: Queryable, bucket: string, limit: Limit): Promise<number> {
  return (await hit(db, bucket, limit)).hits;
}

/** The hits of a bucket's current window (0 when none or ended). */
export async function hitsOf(db: Queryable, bucket: string): Promise<number> {
  const [row] = await db.query<{ hits: number }>('select hits from rate_limits where bucket = $1 and expires_at > now()', [bucket]);
  return row?.hits ?? 0;
}

/** Forgets a bucket (the account's owner proved themselves). */
export async function clearHits(db: Queryable, bucket: string): Promise<void> {
  await db.query('delete from rate_limits where bucket = $1', [bucket]);
}

/**
 * An attempt counted in several buckets at once (e.g. the account and the client address). Each
 * bucket is hit before the attempt runs, so concurrent attempts cannot all slip under the limit;
 * when any bucket is over its limit, every hit is given back and the attempt is refused (429 with
 * Retry-After). The caller then gives back the hits that should not count (`release`, e.g. all of
 * them for a successful login); the others stay until their window ends.
 */
export async function beginAttempt<Name extends string>(
  db: Queryable,
  buckets: Record<Name, { bucket: string; limit: Limit }>,
  message?: string,
): Promise<{ release(...names: Name[]): Promise<void> }> {
  const taken = new Map<Name, Hit>();
  let over = false;
  let waitMs = 0;
  for (const [name, { bucket, limit }] of Object.entries(buckets) as Array<[Name, { bucket: string; limit: Limit }]>) {
    const row = await hit(db, bucket, limit);
    taken.set(name, { bucket, expiresAt: row.expires_at });
    if (row.hits > limit.max) {
      over = true;
      waitMs = Math.max(waitMs, row.expires_at.getTime() - Date.now());
    }
  }
  const release = async (...names: Name[]) => {
    for (const name of names.length ? names : [...taken.keys()]) {
      const h = taken.get(name);
      taken.delete(name);
      if (h) await giveBack(db, h);
    }
  };
  if (over) {
    await release();
    throw rateLimited(Math.max(1, Math.ceil(waitMs / 1000)), message);
  }
  return { release };
}

/** The limits on logging in and signing up (AppConfig.authLimits). */
export interface AuthLimits {
  /**
   * Failed logins (and signups refused as taken) per account from any address: past `max`, logging
   * in needs a captcha. Never a lockout: anyone may fail on any account, the owner must still get in.
   */
  accountFailures: Limit;
  /** The same failures per account from one client address: past `max`, that address is refused for that account (429). */
  accountAddressFailures: Limit;
  /** The same failures per client address: one client trying many accounts. */
  addressFailures: Limit;
  /** Accounts created per client address. */
  addressSignups: Limit;
  /** Guest (tourist) sessions created per client address: each is a user row. */
  addressGuests: Limit;
}

const MINUTE = 60_000;

/**
 * What a real shop allows: a buyer who mistypes a few times is asked for a captcha, never locked
 * out; a script guessing from one address is stopped after 10 tries per account; an office or a
 * mobile carrier's shared address gets more room. Successful logins never count, so journeys and
 * tests logging in all day from 127.0.0.1 pass.
 */
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  accountFailures: { max: 3, windowMs: 15 * MINUTE },
  accountAddressFailures: { max: 10, windowMs: 15 * MINUTE },
  addressFailures: { max: 50, windowMs: 15 * MINUTE },
  addressSignups: { max: 20, windowMs: 60 * MINUTE },
  // A busy office or a carrier's shared address opens many guest sessions; a script opening hundreds is stopped.
  addressGuests: { max: 200, windowMs: 60 * MINUTE },
};

/** The limits on sending e-mail and SMS codes (AppConfig.codeLimits): each message costs, and can bother its recipient. */
export interface CodeLimits {
  /** Codes to one e-mail address or mobile number, whoever asks. */
  recipient: Limit;
  /** Codes one account asks for, to any recipients. */
  account: Limit;
  /** Codes asked for from one client address, logged in or not. */
  address: Limit;
}

export const DEFAULT_CODE_LIMITS: CodeLimits = {
  recipient: { max: 5, windowMs: 60 * MINUTE },
  account: { max: 10, windowMs: 60 * MINUTE },
  address: { max: 20, windowMs: 60 * MINUTE },
};
