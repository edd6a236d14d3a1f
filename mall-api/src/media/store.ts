import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files' bytes live, by key (`tax-files/<uuid>`). The database keeps what a file is
 * (owner, name, type, size, key); the store only its bytes, so an object store (S3 and the like)
 * can take the disk's place by implementing these three methods.
 */
export interface MediaStore {
  /**
   * Writes the content under key. Nothing is left under key, not even part of it, when the
   * content fails or is destroyed before its end (an upload refused half-way).
   */
  put(key: string, content: Readable): Promise<void>;
  /** The bytes stored under key, or null when there are none. */
  open(key: string): Promise<{ size: number; content: Readable } | null>;
  /** Forgets key (no error when it is not there). */
  remove(key: string): Promise<void>;
}

/** Keys are ours (a prefix and a uuid), never a file name a client chose: no way out of the folder. */
const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** Files under one folder, one per key; written beside their place and renamed once complete. */
export function createDiskMediaStore(dir: string): MediaStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a media key: ${key}`);
    return join(dir, key);
  };
  return {
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomUUID()}.part`;
      const file = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(content, file);
        await rename(partial, path);
      } catch (error) {
        // Removed once closed: a file still being opened would otherwise appear after its removal.
        if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()));
        await rm(partial, { force: true });
        throw error;
      }
    },
    async open(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { size, content: createReadStream(path) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
