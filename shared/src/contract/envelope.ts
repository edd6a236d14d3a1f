import * as v from 'valibot';

/** Every answer of mall-api comes in this envelope; failures also carry a 4xx/5xx status. */
export const FieldError = v.object({ field: v.string(), message: v.string() });

export const ErrorBody = v.object({
  /** Stable machine code, e.g. VALIDATION, UNAUTHENTICATED, NOT_FOUND, OPERATION_NOT_OFFERED. */
  code: v.string(),
  message: v.string(),
  fields: v.optional(v.array(FieldError)),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/**
 * Not shown: the spec's "other server error handling". Decided: every failure is this envelope with
 * its HTTP status; `fields` go on their form fields, any other failure is said on the screen that
 * made the call (a common text per code, `error.server` for the rest, with a retry where a read
 * failed), and only reads and polls are retried (408/502/503/504), because a buyer must always see
 * that something did not happen, and a write repeated by itself could order or pay twice.
 */
export const FailureEnvelope = v.object({ success: v.literal(false), error: ErrorBody });

export const successEnvelope = <S extends v.GenericSchema>(data: S) =>
  v.object({ success: v.literal(true), data });

export const Envelope = v.variant('success', [
  v.object({ success: v.literal(true), data: v.unknown() }),
  FailureEnvelope,
]);

export const ErrorCode = {
  validation: 'VALIDATION',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  badCredentials: 'BAD_CREDENTIALS',
  emailTaken: 'EMAIL_TAKEN',
  /** Too many failed logins or signups for the account or the client address (429, Retry-After). */
  rateLimited: 'RATE_LIMITED',
  /** Many failed logins on the account from anywhere: the next login needs the graphic captcha (never a lockout). */
  captchaRequired: 'CAPTCHA_REQUIRED',
  /** A state-changing call sent from a page of another origin (403). */
  crossOrigin: 'CROSS_ORIGIN',
  internal: 'INTERNAL',
  /** A service the call depends on (e.g. the maps service behind place details) did not answer usably (503). */
  unavailable: 'UNAVAILABLE',
} as const;
