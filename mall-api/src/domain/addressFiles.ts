import { randomUUID } from 'node:crypto';
import { addressCalls, ErrorCode } from '@mall/shared/contract';
import { isPdf } from '@mall/shared/address';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';

const refuse = (message: string, status: 400 | 413 = 400) =>
  new HttpError(status, ErrorCode.validation, message, [{ field: 'contentBase64', message }]);

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Types a browser may declare for a PDF; the content decides anyway. */
const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf', 'application/octet-stream', '']);

/**
 * Stores one tax-code PDF of the caller. Refused: a declared type that is not a PDF, content
 * that does not start with %PDF- (whatever was declared), and 100 MB or more.
 */
export async function storeTaxFile(
  db: Queryable,
  userId: number,
  upload: { fileName: string; contentType: string; contentBase64: string },
): Promise<{ fileId: string; fileName: string; size: number }> {
  if (!PDF_TYPES.has(upload.contentType.trim().toLowerCase())) throw refuse('address.taxFile.type');
  if (!BASE64.test(upload.contentBase64)) throw refuse('address.taxFile.type');
  const bytes = Buffer.from(upload.contentBase64, 'base64');
  if (bytes.length >= addressCalls.TAX_FILE_MAX_BYTES) throw refuse('address.taxFile.tooLarge');
  if (!isPdf(bytes)) throw refuse('address.taxFile.type');
  const fileId = randomUUID();
  await db.query(`insert into address_files (id, user_id, file_name, content_type, size, content) values ($1, $2, $3, 'application/pdf', $4, $5)`, [
    fileId,
    userId,
    upload.fileName,
    bytes.length,
    bytes,
  ]);
  return { fileId, fileName: upload.fileName, size: bytes.length };
}

/** The answer to an upload body beyond the limit (the body is not read). */
export const taxFileTooLargeBody = {
  success: false,
  error: { code: ErrorCode.validation, message: 'address.taxFile.tooLarge', fields: [{ field: 'contentBase64', message: 'address.taxFile.tooLarge' }] },
} as const;
