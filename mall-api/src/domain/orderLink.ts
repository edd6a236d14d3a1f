/**
 * Linking guest orders to the account: a graphic captcha (4 word characters, drawn as SVG paths
 * with noise by captchaImage.ts) and a code e-mailed to the account's address (signing up never
 * proved it is theirs), one verification attempt per captcha, then a confirmation that moves the
 * orders guests placed with that e-mail to the buyer. Captchas last 5 minutes; a verified one 10 more.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { captchaSvg } from './captchaImage';
import { HttpError, invalidField } from '../http/errors';
import { orderActionCalls } from '@mall/shared/contract';

const CAPTCHA_MINUTES = 5;
const VERIFIED_MINUTES = 10;
/** No 0/O, 1/I/L: the buyer reads it off an image. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newCaptchaCode(fixed?: string): string {
  if (fixed) return fixed;
  return Array.from({ length: orderActionCalls.CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export async function issueCaptcha(db: Db, userId: number, fixed: string | undefined): Promise<{ img: string; uuid: string }> {
  const code = newCaptchaCode(fixed);
  const uuid = randomUUID();
  // Tidy as we go: this buyer's spent captchas are of no use.
  await db.query(`delete from link_order_captchas where user_id = $1 and (expires_at < now() or consumed_at is not null)`, [userId]);
  await db.query(
    `insert into link_order_captchas (uuid, user_id, code, expires_at) values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [uuid, userId, code, CAPTCHA_MINUTES],
  );
  return { img: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(code)).toString('base64')}`, uuid };
}

const captchaExpired = () =>
  new HttpError(400, orderActionCalls.OrderErrorCode.captchaExpired, 'linkOrder.captchaExpired', [{ field: 'uuid', message: 'linkOrder.captchaExpired' }]);

/** Orders placed by guests (tourist sessions) whose checkout e-mail is this one. */
const LINKABLE = `from trade_orders o join trade_contracts tc on tc.id = o.contract_id join users u on u.id = o.buyer_id
  where u.is_tourist and lower(coalesce(o.buyer_email, tc.selected_address->>'email')) = lower($1)`;

export function requireAccountEmail(accountEmail: string | null, buyerEmail: string): void {
  if (!accountEmail || accountEmail.toLowerCase() !== buyerEmail.toLowerCase()) throw invalidField('buyerEmail', 'linkOrder.emailNotAccount');
}

/**
 * One attempt per captcha: the attempt is spent whether the code is right or not. `proveEmail`
 * (the e-mailed code's check) runs after a right captcha: only then is the e-mail marked verified.
 */
export async function verifyCaptcha(db: Db, userId: number, uuid: string, code: string, email: string, proveEmail: () => Promise<unknown>): Promise<number> {
  const [captcha] = await db.query<{ code: string }>(
    `update link_order_captchas set attempted_at = now()
     where uuid = $1 and user_id = $2 and attempted_at is null and consumed_at is null and expires_at > now()
     returning code`,
    [uuid, userId],
  );
  if (!captcha) throw captchaExpired();
  if (captcha.code.toUpperCase() !== code.toUpperCase()) throw invalidField('code', 'linkOrder.captchaWrong');
  await proveEmail();
  await db.query(
    `update link_order_captchas set verified_email = $2, expires_at = now() + make_interval(mins => $3) where uuid = $1`,
    [uuid, email.toLowerCase(), VERIFIED_MINUTES],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n ${LINKABLE}`, [email]);
  return count!.n;
}

/** Moves the guest orders (with their contracts and after-sales) to the buyer; a verified captcha links once. */
export async function confirmLink(db: Db, userId: number, uuid: string, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [captcha] = await tx.query<{ uuid: string }>(
      `update link_order_captchas set consumed_at = now()
       where uuid = $1 and user_id = $2 and verified_email = lower($3) and consumed_at is null and expires_at > now()
       returning uuid`,
      [uuid, userId, email],
    );
    if (!captcha) throw captchaExpired();
    const moved = await tx.query<{ id: number; contract_id: number }>(
      `update trade_orders t set buyer_id = $2 where t.id in (select o.id ${LINKABLE}) returning t.id, t.contract_id`,
      [email, userId],
    );
    const ids = moved.map((r) => r.id);
    await tx.query(`update trade_contracts set buyer_id = $2 where id = any($1::int[])`, [[...new Set(moved.map((r) => r.contract_id))], userId]);
    await tx.query(`update reverse_orders set buyer_id = $2 where trade_order_id = any($1::int[])`, [ids, userId]);
    return ids.length;
  });
}

