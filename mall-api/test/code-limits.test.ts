/**
 * Sending codes is limited (issue 28, item 9): per recipient, per account and per client address,
 * on every call that sends one; guest sessions per client address. A refused send (429
 * RATE_LIMITED, message code.tooMany) writes no code and sends nothing.
 */
import { accountCalls, authCalls, ErrorCode, orderActionCalls, type AnyCall } from '@mall/shared/contract';
import type { AppConfig } from '../src/config';
import { DEFAULT_AUTH_LIMITS, DEFAULT_CODE_LIMITS, type CodeLimits } from '../src/http/rateLimit';
import type { Client, RawAnswer } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';

const ROOMY = { max: 1000, windowMs: 3_600_000 };
const TWO = { max: 2, windowMs: 3_600_000 };

let accounts = 0;
/** A fresh buyer, logged in; `shape` sets what the call needs (a bound mobile, no e-mail). */
async function freshBuyer(server: TestServer, shape: { mobile?: boolean; noEmail?: boolean } = {}): Promise<{ client: Client; email: string; mobile: string }> {
  const n = ++accounts;
  const email = `limits-${n}-${process.pid}@example.com`;
  const mobile = `15${String(process.pid).slice(-3)}${String(n).padStart(5, '0')}`;
  const client = server.client();
  const user = await client.ok(authCalls.signup, { email, password: 'limits-pass-1' });
  if (shape.mobile) await server.db.query(`update users set prefix = '+49', mobile = $2 where id = $1`, [user.id, mobile]);
  if (shape.noEmail) await server.db.query(`update users set email = null where id = $1`, [user.id]);
  return { client, email, mobile };
}

/** A new graphic captcha's proof (MALL_TEST_CAPTCHA fixes its text). */
const proof = async (client: Client) => ({ captcha: 'K7QX', token: (await client.ok(accountCalls.captchaImage, {})).uuid });

interface CodeCall {
  name: string;
  /** Sets up a caller; answers how to send one code to a fixed recipient, and that recipient. */
  prepare(server: TestServer): Promise<{ send(): Promise<RawAnswer>; recipient: string }>;
}
const sendWith = (client: Client, call: AnyCall, request: () => Promise<unknown>) => async () => client.send(call, (await request()) as never);

const CODE_CALLS: CodeCall[] = [
  {
    name: 'password reset by e-mail (logged out)',
    async prepare(server) {
      const { email } = await freshBuyer(server);
      const stranger = server.client();
      return { recipient: email, send: sendWith(stranger, accountCalls.passwordResetSendEmailCode, async () => ({ email, ...(await proof(stranger)) })) };
    },
  },
  {
    name: 'password reset by SMS',
    async prepare(server) {
      const { client, mobile } = await freshBuyer(server, { mobile: true });
      return { recipient: `+49${mobile}`, send: sendWith(client, accountCalls.passwordResetSendSms, async () => ({ mobile, prefix: '+49', ...(await proof(client)) })) };
    },
  },
  {
    name: 'change e-mail',
    async prepare(server) {
      const { client, email } = await freshBuyer(server);
      const target = `new-${email}`;
      return { recipient: target, send: sendWith(client, accountCalls.emailResetSendCode, async () => ({ email: target, ...(await proof(client)) })) };
    },
  },
  {
    name: 'bind an e-mail',
    async prepare(server) {
      const { client, email } = await freshBuyer(server, { mobile: true, noEmail: true });
      const target = `bound-${email}`;
      return { recipient: target, send: sendWith(client, accountCalls.emailBindSendCode, async () => ({ email: target, ...(await proof(client)) })) };
    },
  },
  {
    name: 'bind a mobile',
    async prepare(server) {
      const { client, mobile } = await freshBuyer(server);
      return { recipient: `+49${mobile}`, send: sendWith(client, accountCalls.mobileBindSendCode, async () => ({ mobile, prefix: '+49', ...(await proof(client)) })) };
    },
  },
  {
    name: 'change mobile',
    async prepare(server) {
      const { client, mobile } = await freshBuyer(server, { mobile: true });
      const target = `9${mobile.slice(1)}`;
      return { recipient: `+49${target}`, send: sendWith(client, accountCalls.mobileResetSendCode, async () => ({ mobile: target, prefix: '+49', ...(await proof(client)) })) };
    },
  },
  {
    name: 'close the account by e-mail',
    async prepare(server) {
      const { client, email } = await freshBuyer(server);
      return { recipient: email, send: sendWith(client, accountCalls.destroySendEmailCode, async () => ({ email, ...(await proof(client)) })) };
    },
  },
  {
    name: 'close the account by SMS',
    async prepare(server) {
      const { client, mobile } = await freshBuyer(server, { mobile: true, noEmail: true });
      return { recipient: `+49${mobile}`, send: sendWith(client, accountCalls.destroySendSmsCode, async () => ({ mobile, prefix: '+49', ...(await proof(client)) })) };
    },
  },
  {
    name: 'link guest orders',
    async prepare(server) {
      const { client, email } = await freshBuyer(server);
      return { recipient: email, send: sendWith(client, orderActionCalls.linkOrderEmailCode, async () => ({})) };
    },
  },
];

const codesTo = async (server: TestServer, recipient: string) =>
  ((await server.db.query<{ n: number }>('select count(*)::int as n from verification_codes where recipient = $1', [recipient]))[0]?.n ?? 0) +
  ((await server.db.query<{ n: number }>('select count(*)::int as n from outbox where recipient = $1', [recipient]))[0]?.n ?? 0);

/** Past the 60 s between two codes to one recipient (moved into the past, not waited for). */
const pastResendWait = (server: TestServer) => server.db.query(`update verification_codes set sent_at = sent_at - interval '2 minutes'`);

describe.each<[string, CodeLimits]>([
  ['per recipient', { ...DEFAULT_CODE_LIMITS, recipient: TWO, account: ROOMY, address: ROOMY }],
  ['per account', { ...DEFAULT_CODE_LIMITS, recipient: ROOMY, account: TWO, address: ROOMY }],
  ['per client address', { ...DEFAULT_CODE_LIMITS, recipient: ROOMY, account: ROOMY, address: TWO }],
])('codes limited %s', (_limit, codeLimits) => {
  let server: TestServer;
  beforeAll(async () => {
    const options: Partial<AppConfig> = { testCaptcha: 'K7QX', sessionCacheMs: 0, codeLimits, authLimits: { ...DEFAULT_AUTH_LIMITS, addressSignups: ROOMY } };
    server = await startTestServer(options);
  });
  afterAll(() => server.close());
  // Each call starts with the client address's count at zero (every test client is 127.0.0.1).
  beforeEach(() => server.db.query(`delete from rate_limits where bucket like 'codes:address:%'`));

  it.each(CODE_CALLS.map((call) => [call.name, call] as const))('%s: the third code within the hour is refused (429 code.tooMany), and nothing is sent', async (_name, call) => {
    const { send, recipient } = await call.prepare(server);
    for (let i = 0; i < 2; i += 1) {
      const sent = await send();
      expect(sent.status).toBe(200);
      await pastResendWait(server);
    }
    const before = await codesTo(server, recipient);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: { code: ErrorCode.rateLimited, message: 'code.tooMany' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await codesTo(server, recipient)).toBe(before);
  });
});

describe('guest sessions per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ authLimits: { ...DEFAULT_AUTH_LIMITS, addressGuests: { max: 3, windowMs: 3_600_000 } } });
  });
  afterAll(() => server.close());

  it('opens a few, then refuses more from the same address (429 auth.tooManyGuests) and creates no user', async () => {
    for (let i = 0; i < 3; i += 1) await server.client().ok(authCalls.touristSession, {});
    const users = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from users where is_tourist'))[0]!.n;
    const before = await users();
    const refused = await server.client().send(authCalls.touristSession, {});
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: { code: ErrorCode.rateLimited, message: 'auth.tooManyGuests' } });
    expect(await users()).toBe(before);
    // A caller already in a session keeps it: no new guest is counted.
    const buyer = server.client();
    await buyer.ok(authCalls.login, { email: 'buyer@demo.mall', password: 'furniture-1' });
    expect((await buyer.ok(authCalls.touristSession, {})).isTourist).toBe(false);
  });

  it('defaults to 200 guests an hour per address', () => {
    expect(DEFAULT_AUTH_LIMITS.addressGuests).toEqual({ max: 200, windowMs: 3_600_000 });
    expect(DEFAULT_CODE_LIMITS).toEqual({ recipient: { max: 5, windowMs: 3_600_000 }, account: { max: 10, windowMs: 3_600_000 }, address: { max: 20, windowMs: 3_600_000 } });
  });
});
