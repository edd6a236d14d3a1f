import type { ErrorBody } from '../contract/envelope';

/** The one error type every call rejects with: from an HTTP failure, a failure envelope or a bad answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: ErrorBody['fields'] = [],
  ) {
    super(message);
  }

  /** Codes the client itself produces, beside the server's ErrorCode values. */
  static readonly network = 'NETWORK';
  static readonly badAnswer = 'BAD_ANSWER';
  static readonly badRequest = 'BAD_REQUEST';
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
