import { messages, PGlite, protocol, type Transaction } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Db, Queryable } from './db';

function wrap(q: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

/** The subset of PGlite's parsed backend messages read when preparing. */
interface Message {
  name: string;
  dataTypeIDs?: number[];
}
interface Column {
  name: string;
  dataTypeID: number;
}
interface Prepared {
  name: string;
  paramTypes: number[];
  columns: Column[];
}

/** Distinct statements kept prepared; the SQL is built from a bounded set of fragments, this is a safety cap. */
const MAX_PREPARED = 500;

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.length;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The data rows of a raw backend answer (bind, execute, sync), each value parsed by its column's
 * type parser as PGlite's query() does; `failed` when the answer holds an ErrorResponse.
 */
function readRows<T>(answer: Uint8Array, columns: Column[], parsers: PGlite['parsers']): { rows: T[]; failed: boolean } {
  const buffer = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const rows: T[] = [];
  let failed = false;
  let at = 0;
  while (at + 5 <= buffer.length) {
    const type = buffer[at]!;
    const length = buffer.readInt32BE(at + 1);
    const end = at + 1 + length;
    if (type === 0x44 /* D: DataRow */) {
      const count = buffer.readInt16BE(at + 5);
      let p = at + 7;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) {
        const size = buffer.readInt32BE(p);
        p += 4;
        const column = columns[i];
        if (!column) {
          p += Math.max(size, 0);
          continue;
        }
        if (size < 0) {
          row[column.name] = null;
          continue;
        }
        const text = buffer.toString('utf8', p, p + size);
        p += size;
        const parse = parsers[column.dataTypeID];
        row[column.name] = parse ? parse(text, column.dataTypeID) : text;
      }
      rows.push(row as T);
    } else if (type === 0x45 /* E: ErrorResponse */) {
      failed = true;
    }
    at = end;
  }
  return { rows, failed };
}

/** The first error of a raw answer, as the DatabaseError PGlite would throw (code, detail, constraint ...). */
function databaseError(answer: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(answer, (message) => {
    if (!error && message instanceof messages.DatabaseError) error = message;
  });
  return error ?? new Error('database error');
}

/**
 * Top-level queries (outside transactions) as named prepared statements, each execution in one
 * protocol round trip.
 *
 * PGlite's `query()` runs every call as parse, describe, bind, describe, execute and sync, six trips
 * into the WASM backend, and plans the statement again each time. Here a statement is parsed and
 * described once (its parameter and column types kept); after that an execution is one message
 * (bind + execute + sync), and PostgreSQL may reuse its plan. The answer's bytes are read here
 * (readRows) with the same type parsers, so the rows are the ones `query()` would return, and an
 * error is the same DatabaseError. It takes the same two locks as `query()` (transactions first,
 * then single queries), so it never runs inside another caller's transaction nor between the steps
 * of another query.
 *
 * Transactions keep PGlite's own path: they are rare (login, signup, cart writes), and a statement
 * prepared in a transaction that fails would be in doubt.
 */
function fastQuery(pg: PGlite): Queryable['query'] | null {
  // PGlite 0.5 API: execProtocol, runExclusive (the query lock), _runExclusiveTransaction (the
  // transaction lock), the type parsers and serializers. Without them, PGlite's query() does the job.
  const internals = pg as unknown as { _runExclusiveTransaction?: <T>(fn: () => Promise<T>) => Promise<T> };
  if (
    typeof internals._runExclusiveTransaction !== 'function' ||
    typeof pg.runExclusive !== 'function' ||
    typeof pg.execProtocol !== 'function' ||
    typeof pg.execProtocolRawStream !== 'function' ||
    !pg.parsers ||
    !pg.serializers
  ) {
    return null;
  }
  const inTransactionLock = internals._runExclusiveTransaction.bind(pg);
  const prepared = new Map<string, Prepared>();
  let counter = 0;

  const prepare = async (sql: string): Promise<Prepared> => {
    const name = `mall_${++counter}`;
    const { messages } = await pg.execProtocol(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const params = (messages as Message[]).find((m) => m.name === 'parameterDescription');
    const rows = (messages as Message[]).find((m) => m.name === 'rowDescription') as { fields: Column[] } | undefined;
    return {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      columns: rows ? rows.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) : [],
    };
  };

  const run = async <T>(sql: string, params: unknown[]): Promise<T[]> => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = await prepare(sql);
      if (prepared.size < MAX_PREPARED) prepared.set(sql, statement);
    }
    const { paramTypes, columns } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const message = [serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()];
    if (!prepared.has(sql)) message.push(serialize.close({ type: 'S', name: statement.name }), serialize.sync());
    // The raw answer, copied out of the WASM heap as it is written; read below (PGlite's own parser
    // would build an object per message and copy every field before decoding it).
    const chunks: Uint8Array[] = [];
    await pg.execProtocolRawStream(concat(message), { syncToFs: true, onRawData: (bytes) => chunks.push(bytes.slice()) });
    const answer = chunks.length === 1 ? chunks[0]! : concat(chunks);
    const { rows, failed } = readRows<T>(answer, columns, pg.parsers);
    if (failed) {
      // A statement that failed to bind or run is prepared afresh next time (the schema may have changed).
      if (prepared.get(sql) === statement) {
        prepared.delete(sql);
        await pg.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false }).catch(() => undefined);
      }
      throw databaseError(answer);
    }
    return rows;
  };

  const turns = new Turns();
  return async <T>(sql: string, params: unknown[] = []) => {
    await turns.take();
    try {
      return await inTransactionLock(() => pg.runExclusive(() => run<T>(sql, params)));
    } finally {
      turns.done();
    }
  };
}

/**
 * Queries in arrival order, one per turn of the event loop. Without it, a burst of calls runs its
 * queries back to back in one long stretch of promise callbacks (PGlite answers synchronously):
 * the event loop is held for tens of milliseconds, calls that arrive meanwhile are not even read,
 * and their latency doubles. Between two queries the loop now reads new requests and writes the
 * answers that are ready.
 */
class Turns {
  private readonly waiting: Array<() => void> = [];
  private busy = false;

  take(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      if (!this.busy) {
        this.busy = true;
        setImmediate(this.next);
      }
    });
  }

  done(): void {
    if (this.waiting.length) setImmediate(this.next);
    else this.busy = false;
  }

  private readonly next = () => {
    const resolve = this.waiting.shift();
    if (resolve) resolve();
    else this.busy = false;
  };
}

function toDb(pg: PGlite): Db {
  const plain = wrap(pg);
  return {
    query: fastQuery(pg) ?? plain.query,
    exec: plain.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}

export type PgliteSource =
  | { kind: 'memory' }
  | { kind: 'dir'; dataDir: string }
  | { kind: 'snapshot'; file: string };

/** Opens PGlite in memory (initdb, 3-8 s), on a data directory, or from a dumpDataDir tarball (~1 s). */
export async function openPglite(source: PgliteSource): Promise<{ db: Db; pglite: PGlite }> {
  let pglite: PGlite;
  // Catalogue search (migration 019) needs them loaded; PostgreSQL servers have them in contrib.
  const extensions = { pg_trgm, fuzzystrmatch };
  if (source.kind === 'dir') {
    await mkdir(source.dataDir, { recursive: true });
    pglite = await PGlite.create({ dataDir: source.dataDir, extensions });
  } else if (source.kind === 'snapshot') {
    const tarball = await readFile(source.file);
    pglite = await PGlite.create({ loadDataDir: new Blob([tarball]), extensions });
  } else {
    pglite = await PGlite.create({ extensions });
  }
  return { db: toDb(pglite), pglite };
}

export async function writeSnapshot(pglite: PGlite, file: string): Promise<number> {
  const blob = await pglite.dumpDataDir('gzip');
  const bytes = Buffer.from(await blob.arrayBuffer());
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return bytes.length;
}
