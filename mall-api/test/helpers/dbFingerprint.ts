import type { Db } from '../../src/db/db';

/**
 * Tables a refused call may write to by design: the login and signup rate limit (issue 10) counts
 * failed attempts in the database so that it holds across processes. Any other table must keep its rows.
 */
const BOOKKEEPING = /attempt|rate_?limit|throttle/i;

/**
 * Whether a call changed the database, cheaply enough to ask after every generated request.
 *
 * - `writeMark`: PostgreSQL's next transaction id. Every insert, update or delete takes one, reads
 *   never do, so an unchanged mark proves nothing was written (one tiny statement).
 * - `contents`: a digest of every row of every table, for when the mark moved (a write may have been
 *   rolled back, which changes nothing but still used an id).
 */
export class DbFingerprint {
  private contentsSql: string | undefined;

  constructor(private readonly db: Db) {}

  async writeMark(): Promise<string> {
    const [row] = await this.db.query<{ mark: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as mark');
    return row!.mark;
  }

  async contents(): Promise<string> {
    this.contentsSql ??= await this.buildContentsSql();
    const [row] = await this.db.query<{ digest: string }>(this.contentsSql);
    return row!.digest;
  }

  /** One statement: a digest per table (its rows as text, sorted), then a digest of those. */
  private async buildContentsSql(): Promise<string> {
    const tables = await this.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    const perTable = tables.filter(({ name }) => !BOOKKEEPING.test(name)).map(
      ({ name }) => `select '${name}' as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from "${name}" r`,
    );
    return `select md5(string_agg(name || ':' || digest, ',' order by name)) as digest from (${perTable.join(' union all ')}) t`;
  }
}

/**
 * Tracks the database across a run of calls: `unchanged()` after each call says whether its
 * contents are what they were after the previous one (reading them only when the write mark moved).
 */
export class DbWatch {
  private mark = '';
  private digest = '';

  constructor(private readonly fingerprint: DbFingerprint) {}

  async start(): Promise<void> {
    this.mark = await this.fingerprint.writeMark();
    this.digest = await this.fingerprint.contents();
  }

  /** Whether the contents are the same as at the last check; the new state becomes the reference. */
  async unchanged(): Promise<boolean> {
    const mark = await this.fingerprint.writeMark();
    if (mark === this.mark) return true;
    const before = this.digest;
    await this.start();
    return this.digest === before;
  }
}
