import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { one } from '../db/db';
import type { FileRule, ReceivedFile } from '../http/upload';
import type { MediaStore } from '../media/store';

/** Spec: the tax-code file is one PDF under 100 MB (known by its bytes), with the form's own messages. */
export const taxFileRule = (maxBytes: number): FileRule => ({
  kinds: ['pdf'],
  maxBytes,
  folder: 'tax-files',
  messages: { required: 'address.taxFile.required', type: 'address.taxFile.type', tooLarge: 'address.taxFile.tooLarge', tooMany: 'address.taxFile.tooMany' },
});

/** Records an uploaded tax-code PDF as the caller's; its bytes are dropped again if that fails. */
export async function recordTaxFile(
  db: Queryable,
  media: MediaStore,
  userId: number,
  file: ReceivedFile,
): Promise<{ fileId: string; fileName: string; size: number }> {
  const fileId = randomUUID();
  try {
    await db.query(`insert into address_files (id, user_id, file_name, content_type, size, storage_key) values ($1, $2, $3, $4, $5, $6)`, [
      fileId,
      userId,
      file.fileName,
      file.contentType,
      file.size,
      file.key,
    ]);
  } catch (error) {
    await media.remove(file.key);
    throw error;
  }
  return { fileId, fileName: file.fileName, size: file.size };
}

/** One of the caller's tax-code files (someone else's is not found). */
export const findOwnTaxFile = (db: Queryable, userId: number, fileId: string) =>
  one<{ storage_key: string | null; content: Uint8Array | null; content_type: string; file_name: string }>(
    db,
    `select storage_key, content, content_type, file_name from address_files where id = $1 and user_id = $2`,
    [fileId, userId],
  );
