import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { type AnyCall, ErrorCode, isArrayWrapped, isMultipart, type MultipartCall, resolvePath } from '@mall/shared/contract';
import type { AppConfig } from '../config';
import type { Db, Queryable } from '../db/db';
import type { MediaStore } from '../media/store';
import type { Outbox } from '../domain/outbox';
import { attributesInLanguage } from './attributeWords';
import { HttpError, unauthenticated } from './errors';
import { requestLanguage } from './language';
import { jsonShapeProblem } from './jsonShape';
import { cleanRequestText } from './requestText';
import { cameOverTls, requestHeader } from './origin';
import { uploadBodyOf, type UploadBody } from './upload';
import { endSession, readSession, startSession, type Session, type SessionCache } from './session';

export interface AppDeps {
  db: Db;
  config: AppConfig;
  /** Sessions read recently (one per app, so per database). */
  sessions: SessionCache;
  /** The bytes of uploaded files. */
  media: MediaStore;
  /** Where e-mails and SMS go. */
  outbox: Outbox;
}

export type AppEnv = { Variables: { deps: AppDeps } };

/** The Hono app plus the product code that fills {product} in the contract's paths. */
export interface Api {
  hono: Hono<AppEnv>;
  product: string;
}

/** What a handler gets besides its validated input. */
export interface RequestCtx {
  readonly db: Db;
  readonly config: AppConfig;
  readonly media: MediaStore;
  readonly outbox: Outbox;
  readonly c: Context<AppEnv>;
  /** The caller's session (buyer or tourist), or null; read once per request. */
  session(): Promise<Session | null>;
  /** A buyer or a tourist; 401 otherwise. */
  requireSession(): Promise<Session>;
  /** A logged-in buyer (not a tourist); 401 otherwise. */
  requireBuyer(): Promise<Session>;
  /**
   * A seller (the seller API: what a back-office calls) with the shops they own; 401 without a
   * session, 403 for a user who owns no shop. Handlers act only on rows of `shopIds`.
   */
  requireSeller(): Promise<{ session: Session; shopIds: number[] }>;
  /** Replaces the caller's session with a new one for userId (login, signup, tourist). */
  signIn(userId: number, tx?: Queryable): Promise<void>;
  signOut(): Promise<void>;
}

/** The shops a user sells through (none unless their merchant application made them a seller). */
export async function sellerShopIds(db: Queryable, userId: number): Promise<number[]> {
  const shops = await db.query<{ id: number }>(
    `select s.id from shops s join merchants m on m.user_id = s.seller_id
     where s.seller_id = $1 and m.merchant_status = 'seller' order by s.id`,
    [userId],
  );
  return shops.map((s) => s.id);
}

function createCtx(c: Context<AppEnv>): { ctx: RequestCtx; settle: () => void } {
  const { db, config, sessions, media, outbox } = c.get('deps');
  let current: Promise<Session | null> | undefined;
  /** Sessions this request deleted, forgotten again once its transaction is over (see settle). */
  const replaced: string[] = [];
  const ctx: RequestCtx = {
    db,
    config,
    media,
    outbox,
    c,
    session: () => (current ??= readSession(db, c, sessions)),
    async requireSession() {
      const s = await ctx.session();
      if (!s) throw unauthenticated();
      return s;
    },
    async requireBuyer() {
      const s = await ctx.session();
      if (!s || s.user.is_tourist) throw unauthenticated();
      return s;
    },
    async requireSeller() {
      const session = await ctx.requireBuyer();
      const shopIds = await sellerShopIds(db, session.user.id);
      if (shopIds.length === 0) throw new HttpError(403, ErrorCode.forbidden, 'seller.notASeller');
      return { session, shopIds };
    },
    async signIn(userId, tx = db) {
      // Read through tx: inside a PGlite transaction the Db itself would wait for the tx forever.
      const previous = await (current ?? readSession(tx, c));
      if (previous) {
        sessions.forget(previous.tokenHash);
        replaced.push(previous.tokenHash);
        await tx.query('delete from sessions where token_hash = $1', [previous.tokenHash]);
      }
      await startSession(tx, c, userId, config.secureCookies || cameOverTls(c));
      current = undefined;
    },
    async signOut() {
      await endSession(db, c, await ctx.session(), sessions);
      current = Promise.resolve(null);
    },
  };
  // A session deleted inside a transaction stays visible to other connections until the commit; a
  // read of it in between (PostgreSQL) may have cached it again.
  const settle = () => replaced.forEach((tokenHash) => sessions.forget(tokenHash));
  return { ctx, settle };
}

/** application/json, with parameters (charset) or without. */
const JSON_TYPE = /^application\/json\s*(;|$)/i;

async function readInput(c: Context, call: AnyCall): Promise<unknown> {
  if (call.method === 'GET') return c.req.query();
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  // JSON only: what a form of another site can send (form-urlencoded, multipart, text/plain) never reaches a handler.
  if (!JSON_TYPE.test(requestHeader(c, 'content-type') ?? '')) throw new HttpError(415, ErrorCode.validation, 'body.notJson');
  // Before JSON.parse and every walk after it: nothing recursive meets a hostile shape.
  const shape = jsonShapeProblem(text);
  if (shape) throw new HttpError(400, ErrorCode.validation, shape, [{ field: '', message: shape }]);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, ErrorCode.validation, 'body.invalidJson', [{ field: '', message: 'body.invalidJson' }]);
  }
  if (!isArrayWrapped(call.path)) return body;
  // Spec: /api/trantor bodies are an array holding the one payload.
  if (!Array.isArray(body) || body.length > 1) {
    throw new HttpError(400, ErrorCode.validation, 'body.arrayWrapped', [{ field: '', message: 'body.arrayWrapped' }]);
  }
  return body[0];
}

/** A refusal names this many fields at most: enough to mark a form, never an answer bigger than its request. */
export const MAX_REPORTED_ISSUES = 10;

/**
 * Message keys for checks that carry none of their own (a missing key, a wrong type): the client
 * translates keys, never valibot's English sentences.
 */
const fallbackMessage = (issue: v.BaseIssue<unknown>) => (issue.input === undefined ? 'field.required' : 'field.invalid');

/** A handler's input: the validated request, or for an upload the body it streams when ready. */
export type CallInput<C extends AnyCall> = C extends MultipartCall ? UploadBody : v.InferOutput<C['request']>;

export type Handler<C extends AnyCall> = (input: CallInput<C>, ctx: RequestCtx) => Promise<v.InferOutput<C['response']>>;

async function validInput(c: Context, call: AnyCall): Promise<unknown> {
  const { value: input, nulAt } = cleanRequestText(await readInput(c, call));
  if (nulAt !== null) throw new HttpError(400, ErrorCode.validation, 'field.invalid', [{ field: nulAt, message: 'field.invalid' }]);
  const parsed = v.safeParse(call.request, input, { message: fallbackMessage });
  if (!parsed.success) {
    // The first few: the body's bounds (http/jsonShape.ts, the call's body limit) keep valibot's walk short, this its answer.
    const fields = parsed.issues.slice(0, MAX_REPORTED_ISSUES).map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message }));
    throw new HttpError(400, ErrorCode.validation, fields[0]?.message ?? 'invalid request', fields);
  }
  return parsed.output;
}

/**
 * Registers one contract call: its method and path, its request schema as the gate, its response
 * schema as the check on the way out, and the envelope around both.
 */
export function route<C extends AnyCall>(api: Api, call: C, handler: Handler<C>): void {
  const path = resolvePath(call.path, api.product);
  api.hono.on(call.method, path, async (c) => {
    // An upload's body is streamed by the handler (http/upload.ts), not parsed here.
    const input = isMultipart(call) ? uploadBodyOf(c, c.get('deps').media) : await validInput(c, call);
    const { ctx, settle } = createCtx(c);
    let data: v.InferOutput<C['response']>;
    try {
      data = await handler(input as CallInput<C>, ctx);
    } finally {
      settle();
    }
    // Sku attributes are the shops' English words: answered in the buyer's language (issue 30 item 7).
    data = await attributesInLanguage(ctx.db, data, requestLanguage(c));
    if (ctx.config.checkAnswers) {
      const checked = v.safeParse(call.response, data);
      if (!checked.success) {
        console.error(`[mall-api] answer of ${call.path} breaks the contract: ${v.summarize(checked.issues)}`);
        throw new HttpError(500, ErrorCode.internal, 'answer does not match the contract');
      }
    }
    return c.json({ success: true, data: data ?? null });
  });
}
