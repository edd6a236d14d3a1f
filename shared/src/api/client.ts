import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { type AnyCall, type CallRequest, type CallResponse, isArrayWrapped, isMultipart, resolvePath } from '../contract/define';
import { ErrorBody, Envelope } from '../contract/envelope';
import { ApiError } from './errors';

export interface ApiClientOptions {
  /** Origin (and path prefix) of the mall API; '' means same origin, through the host's proxy. */
  baseUrl: string;
  /** The product code that fills `{product}` in paths. */
  product: string;
  fetch?: typeof fetch;
  /** Retries for reads and polls only (payments and other writes are never retried). */
  readRetries?: number;
  timeoutMs?: number;
}

export interface ApiClient {
  call<C extends AnyCall>(call: C, input: CallRequest<C>, init?: { signal?: AbortSignal; headers?: Record<string, string> }): Promise<CallResponse<C>>;
}

function toBody(call: AnyCall, input: unknown): unknown {
  return isArrayWrapped(call.path) ? [input] : input;
}

/** An upload's fields as a form: Blobs as files (a File keeps its name), the rest as text. */
function toFormData(input: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** The request's body as ky takes it: query for GET, a form for uploads, JSON otherwise. */
function bodyOptions(call: AnyCall, input: unknown) {
  if (call.method === 'GET') return { searchParams: input as Record<string, string> };
  // No content type of our own: fetch sets multipart/form-data with the boundary. No time limit
  // either: a file of up to 100 MB takes longer than a call's 15 s on a slow line.
  if (isMultipart(call)) return { body: toFormData(input), timeout: false as const };
  return { json: toBody(call, input) };
}

async function readFailure(error: HTTPError): Promise<ApiError> {
  const status = error.response.status;
  try {
    const body: unknown = await error.response.json();
    const parsed = v.safeParse(v.object({ success: v.literal(false), error: ErrorBody }), body);
    if (parsed.success) {
      const { code, message, fields } = parsed.output.error;
      return new ApiError(code, message, status, fields);
    }
  } catch {
    // not JSON: fall through to the status line
  }
  return new ApiError(`HTTP_${status}`, error.response.statusText || `HTTP ${status}`, status);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    credentials: 'include',
    timeout: options.timeoutMs ?? 15_000,
    retry: 0,
    throwHttpErrors: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // '' means this page's origin; resolved here because fetch outside a browser needs absolute URLs.
  const base = (options.baseUrl || globalThis.location?.origin || '').replace(/\/$/, '');

  return {
    async call(call, input, init) {
      const request = v.safeParse(call.request, input);
      if (!request.success) {
        const fields = request.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message }));
        throw new ApiError(ApiError.badRequest, fields[0]?.message ?? 'invalid request', 0, fields);
      }
      const url = base + resolvePath(call.path, options.product);
      let json: unknown;
      try {
        json = await http(url, {
          method: call.method,
          ...bodyOptions(call, request.output),
          retry: call.safeToRetry
            ? { limit: options.readRetries ?? 2, methods: ['get', 'post', 'put'], statusCodes: [408, 502, 503, 504] }
            : 0,
          signal: init?.signal,
          headers: init?.headers,
        }).json();
      } catch (error) {
        if (error instanceof HTTPError) throw await readFailure(error);
        if (error instanceof Error && error.name === 'AbortError') throw error;
        throw new ApiError(ApiError.network, error instanceof Error ? error.message : String(error), 0);
      }
      const envelope = v.safeParse(Envelope, json);
      if (!envelope.success) throw new ApiError(ApiError.badAnswer, `unexpected answer from ${call.path}`, 200);
      if (!envelope.output.success) {
        const { code, message, fields } = envelope.output.error;
        throw new ApiError(code, message, 200, fields);
      }
      const data = v.safeParse(call.response, envelope.output.data);
      if (!data.success) {
        throw new ApiError(ApiError.badAnswer, `answer of ${call.path} does not match the contract: ${v.summarize(data.issues)}`, 200);
      }
      return data.output as CallResponse<typeof call>;
    },
  };
}
