import * as v from 'valibot';

/**
 * One call of the mall API: where it lives and the shape of both sides. The storefront's client
 * validates answers with `response`; mall-api validates requests with `request`.
 * `{product}` in a path is the configurable product code (spec: /auth/{product}/...).
 */
export interface CallDef<Req extends v.GenericSchema, Res extends v.GenericSchema> {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
  /** Reads and polls may be retried; payments and other writes never are. */
  readonly safeToRetry?: boolean;
  /**
   * How the request travels: JSON (the default), or `multipart/form-data` for uploads, where
   * `request` names the form's fields (one file per Blob field) and mall-api streams the body
   * instead of parsing it with the schema.
   */
  readonly body?: 'json' | 'multipart';
}

export type AnyCall = CallDef<v.GenericSchema, v.GenericSchema>;
export type CallRequest<C extends AnyCall> = v.InferInput<C['request']>;
export type CallResponse<C extends AnyCall> = v.InferOutput<C['response']>;

export function defineCall<Req extends v.GenericSchema, Res extends v.GenericSchema>(
  def: CallDef<Req, Res>,
): CallDef<Req, Res> {
  return def;
}

/** An upload: a call whose request is sent as `multipart/form-data` (see CallDef.body). */
export type MultipartCall = AnyCall & { readonly body: 'multipart' };

export function defineMultipartCall<Req extends v.GenericSchema, Res extends v.GenericSchema>(
  def: Omit<CallDef<Req, Res>, 'body' | 'safeToRetry'>,
): CallDef<Req, Res> & { readonly body: 'multipart' } {
  return { ...def, body: 'multipart' };
}

export const isMultipart = (call: AnyCall): call is MultipartCall => call.body === 'multipart';

/** Spec: the /api/trantor calls carry their payload as an array holding one object. */
export function isArrayWrapped(path: string): boolean {
  return path.startsWith('/api/trantor/');
}

export function resolvePath(path: string, product: string): string {
  return path.replaceAll('{product}', product);
}
