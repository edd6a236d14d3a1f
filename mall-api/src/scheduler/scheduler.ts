import type { Db, Queryable } from '../db/db';

/**
 * Work nobody asks for: closing unpaid orders, confirming receipt, expiring what expires. Each job
 * runs in one transaction that first takes a transaction-level advisory lock of its own: with
 * several mall-api processes on one PostgreSQL, one of them runs a job at a time and the others
 * skip that round (on PGlite there is one process, and the lock is simply granted).
 */
export interface Job {
  /** Also the advisory lock's key (hashed by PostgreSQL). */
  name: string;
  /** How often the job is due. */
  everyMs: number;
  /** Does the work as of `now` (the clock is injected, so tests move time instead of waiting). Answers how many things it changed. */
  run(tx: Queryable, now: Date): Promise<number>;
}

export interface JobOutcome {
  job: string;
  /** false: another process held the job's lock this round. */
  ran: boolean;
  changed: number;
}

/** Runs one job now, under its lock. */
export async function runJob(db: Db, job: Job, now: Date): Promise<JobOutcome> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(`select pg_try_advisory_xact_lock(hashtext('mall-job:' || $1)) as locked`, [job.name]);
    if (!lock!.locked) return { job: job.name, ran: false, changed: 0 };
    return { job: job.name, ran: true, changed: await job.run(tx, now) };
  });
}

export interface SchedulerOptions {
  /** How often the scheduler looks for due jobs. */
  tickMs?: number;
  clock?: () => Date;
  /** Told of every job that changed something or failed (the server logs it). */
  report?: (outcome: JobOutcome | { job: string; error: unknown }) => void;
}

/**
 * Runs each job when due, one after another (a slow job delays the next, never overlaps itself),
 * until stopped. The first round is one tick after start, so a starting server serves first.
 */
export function startScheduler(db: Db, jobs: readonly Job[], { tickMs = 15_000, clock = () => new Date(), report = () => undefined }: SchedulerOptions = {}) {
  const lastRun = new Map<string, number>();
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    for (const job of jobs) {
      if (stopped) return;
      const now = clock();
      if (now.getTime() - (lastRun.get(job.name) ?? 0) < job.everyMs) continue;
      lastRun.set(job.name, now.getTime());
      try {
        const outcome = await runJob(db, job, now);
        if (outcome.changed > 0) report(outcome);
      } catch (error) {
        report({ job: job.name, error });
      }
    }
  };
  const timer = setInterval(() => {
    running = running.then(tick);
  }, tickMs);
  timer.unref();
  return {
    /** Stops ticking and waits for a round in progress (so the database can be closed after). */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
