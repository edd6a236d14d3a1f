import * as v from 'valibot';
import { type AnyCall, authCalls, FailureEnvelope, isArrayWrapped, orderCalls, resolvePath } from '@mall/shared/contract';
import { DEMO } from './accounts';
import type { Client } from './client';
import type { TestServer } from './server';

/** Who sends a generated request. */
export type Caller = 'buyer' | 'guest' | 'loggedOut';

export interface Answer {
  status: number;
  text: string;
}

/** Headers a call asks for beyond JSON (orderDetail's application key), so the handler is reached. */
const headersOf = (call: AnyCall): Record<string, string> => (call === orderCalls.orderDetail ? orderCalls.orderDetailHeaders : {});

/** Sends a body exactly as given (any JSON text, or text that is not JSON) to a call. */
export async function sendRaw(
  server: TestServer,
  call: AnyCall,
  body: string | Uint8Array,
  cookie: string | undefined,
  contentType = 'application/json',
): Promise<Answer & { cookie: string | undefined }> {
  // A GET call's request is its query string (route.ts reads c.req.query()): the body's fields go there.
  const get = call.method === 'GET';
  const query = get ? `?${new URLSearchParams(queryOf(typeof body === 'string' ? body : new TextDecoder().decode(body)))}` : '';
  const res = await fetch(server.url + resolvePath(call.path, 'mall') + query, {
    method: call.method,
    headers: { 'content-type': contentType, ...headersOf(call), ...(cookie ? { cookie } : {}) },
    body: get ? undefined : body,
  });
  let next = cookie;
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name, value] = pair.split('=');
    if (name === 'mall_session') next = value && !/max-age=0/i.test(line) ? `mall_session=${value}` : undefined;
  }
  return { status: res.status, text: await res.text(), cookie: next };
}

/** A body as a GET's query: a JSON object's fields (non-strings as JSON), anything else as one field `payload`. */
export function queryOf(body: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).map(([k, value]) => [k, typeof value === 'string' ? value : JSON.stringify(value) ?? '']));
    }
  } catch {
    // not JSON: sent as it is
  }
  return { payload: body };
}

/** What the server hands the schema for this body (route.ts's readInput), or 'refused' for a broken transport. */
export function payloadOf(call: AnyCall, body: string): unknown {
  if (call.method === 'GET') return queryOf(body);
  if (body.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return REFUSED;
  }
  if (!isArrayWrapped(call.path)) return parsed;
  return Array.isArray(parsed) && parsed.length <= 1 ? parsed[0] : REFUSED;
}
export const REFUSED = Symbol('refused before the schema');

/** A stack frame, a source path or a database message: what an answer must never show. */
const INTERNALS = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d|\.js:\d|syntax error|out of range for type|invalid input syntax|violates|duplicate key|relation "|column "|pglite|postgres|TypeError|ReferenceError|RangeError|SyntaxError|Cannot read prop|undefined is not/i;

/** Why an answer is not a clean refusal in the envelope (null when it is one). */
export function refusalProblem(answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (INTERNALS.test(answer.text)) return `leaks internals: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return `accepted it (${answer.status})`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} without a JSON envelope: ${answer.text.slice(0, 200)}`;
  }
  const envelope = v.safeParse(FailureEnvelope, body);
  if (!envelope.success) return `answered ${answer.status} outside the failure envelope: ${answer.text.slice(0, 200)}`;
  if (!/^[A-Z][A-Z_]*$/.test(envelope.output.error.code)) return `error code '${envelope.output.error.code}' is not a code`;
  return null;
}

/** Sessions of the demo buyer and a guest, renewed when a generated call ended or replaced them. */
export class CallerSessions {
  private cookies: Record<Exclude<Caller, 'loggedOut'>, string | undefined> = { buyer: undefined, guest: undefined };

  constructor(private readonly server: TestServer) {}

  /** The caller's cookie; `opened` when a session had to be opened for it (which writes). */
  async cookieOf(caller: Caller): Promise<{ cookie: string | undefined; opened: boolean }> {
    if (caller === 'loggedOut') return { cookie: undefined, opened: false };
    const opened = this.cookies[caller] === undefined;
    this.cookies[caller] ??= await this.open(caller);
    return { cookie: this.cookies[caller], opened };
  }

  /** After a call: a session the call logged out or replaced (login, signup, tourist) is opened again next time. */
  settle(caller: Caller, cookieAfter: string | undefined): void {
    if (caller !== 'loggedOut' && cookieAfter !== this.cookies[caller]) this.cookies[caller] = undefined;
  }

  private async open(caller: Exclude<Caller, 'loggedOut'>): Promise<string> {
    const client: Client = this.server.client();
    if (caller === 'buyer') await client.ok(authCalls.login, DEMO.buyer);
    else await client.ok(authCalls.touristSession, {});
    return client.cookie!;
  }
}
