import * as v from 'valibot';
import {
  type AnyCall,
  type CallRequest,
  type CallResponse,
  type ErrorBody,
  FailureEnvelope,
  isArrayWrapped,
  resolvePath,
} from '@mall/shared/contract';

export interface RawAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * A caller as the storefront is one: JSON over HTTP, the session cookie kept between calls,
 * trantor bodies wrapped in an array. `ok` checks the answer against the call's response schema.
 */
export class Client {
  cookie: string | undefined;

  constructor(
    readonly baseUrl: string,
    readonly product: string,
  ) {}

  async raw(method: string, path: string, body?: string | unknown): Promise<RawAnswer> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name, value] = pair.split('=');
      if (name !== 'mall_session') continue;
      this.cookie = value && !/max-age=0/i.test(line) ? `mall_session=${value}` : undefined;
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  send<C extends AnyCall>(call: C, input: CallRequest<C>): Promise<RawAnswer> {
    return this.raw(call.method, resolvePath(call.path, this.product), isArrayWrapped(call.path) ? [input] : input);
  }

  /** The call must succeed; returns its data, checked against the contract. */
  async ok<C extends AnyCall>(call: C, input: CallRequest<C>): Promise<CallResponse<C>> {
    const answer = await this.send(call, input);
    const envelope = answer.body as { success?: boolean; data?: unknown; error?: unknown };
    if (answer.status !== 200 || envelope.success !== true) {
      throw new Error(`${call.path} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return v.parse(call.response, envelope.data) as CallResponse<C>;
  }

  /** The call must fail with this status; returns the error body. */
  async fail<C extends AnyCall>(call: C, input: CallRequest<C> | unknown, status: number): Promise<ErrorBody> {
    const answer = await this.send(call, input as CallRequest<C>);
    if (answer.status !== status) throw new Error(`${call.path}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
    return v.parse(FailureEnvelope, answer.body).error;
  }
}
