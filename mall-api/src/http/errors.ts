import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCode, type ErrorBody } from '@mall/shared/contract';

/** A failure the caller should see: becomes `{success:false,error}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: ErrorBody['fields'],
    /** Extra response headers (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = (message = 'login required') => new HttpError(401, ErrorCode.unauthenticated, message);
export const forbidden = (message = 'not allowed') => new HttpError(403, ErrorCode.forbidden, message);
export const notFound = (what: string) => new HttpError(404, ErrorCode.notFound, `${what} not found`);
export const conflict = (message: string, code: string = ErrorCode.conflict) => new HttpError(409, code, message);
/** A rule the schema cannot express (it needs the database), reported like a schema failure. */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, ErrorCode.validation, message, [{ field, message }]);
