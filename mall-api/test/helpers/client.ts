import * as v from 'valibot';
import {
  type AnyCall,
  type CallRequest,
  type CallResponse,
  type ErrorBody,
  FailureEnvelope,
  isArrayWrapped,
  isMultipart,
  resolvePath,
} from '@mall/shared/contract';

export interface RawAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** An upload's fields as the storefront sends them: a form, Blobs as files. */
function toFormData(input: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) form.append(name, value instanceof Blob ? value : String(value));
  return form;
}

/**
 * A caller as the storefront is one: JSON over HTTP (uploads as multipart/form-data), the session
 * cookie kept between calls, trantor bodies wrapped in an array. `ok` checks the answer against
 * the call's response schema.
 */
export class Client {
  cookie: string | undefined;

  constructor(
    readonly baseUrl: string,
    readonly product: string,
  ) {}

  async raw(method: string, path: string, body?: string | FormData | unknown): Promise<RawAnswer> {
    const form = body instanceof FormData;
    const res = await fetch(this.baseUrl + path, {
      method,
      // A form's content type (with its boundary) is fetch's to set.
      headers: { ...(form ? {} : { 'content-type': 'application/json' }), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : form || typeof body === 'string' ? body : JSON.stringify(body),
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
    // A GET call's request travels as the query string (as the storefront's ky client sends it).
    if (call.method === 'GET') {
      const query = new URLSearchParams(Object.entries((input ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)])).toString();
      return this.raw('GET', resolvePath(call.path, this.product) + (query ? `?${query}` : ''));
    }
    const body = isMultipart(call) ? toFormData(input) : isArrayWrapped(call.path) ? [input] : input;
    return this.raw(call.method, resolvePath(call.path, this.product), body);
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
