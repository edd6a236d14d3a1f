/**
 * Seed dates are offsets from the moment of seeding, so "last 3 months", "this year" and
 * "last year" keep matching the data whenever it is built. Year boundaries are UTC, as the
 * order filters use.
 */
export interface SeedClock {
  now: Date;
  /** hours before now */
  hoursAgo(hours: number): Date;
  /** days before now, but never before 1 January of this year (keeps "this year" orders in it) */
  daysAgoThisYear(days: number): Date;
  /** a fixed day of last year, 10:00 UTC */
  lastYear(month: number, day: number): Date;
  plusHours(date: Date, hours: number): Date;
  plusDays(date: Date, days: number): Date;
}

const HOUR = 3600_000;

export function seedClock(now: Date): SeedClock {
  const startOfYear = Date.UTC(now.getUTCFullYear(), 0, 1);
  return {
    now,
    hoursAgo: (hours) => new Date(now.getTime() - hours * HOUR),
    daysAgoThisYear: (days) => {
      const wanted = now.getTime() - days * 24 * HOUR;
      // Early in January: squeeze into the days since 1 January, keeping the order of the dates.
      return new Date(wanted >= startOfYear ? wanted : startOfYear + (now.getTime() - startOfYear) / (days + 1));
    },
    lastYear: (month, day) => new Date(Date.UTC(now.getUTCFullYear() - 1, month - 1, day, 10, 0)),
    plusHours: (date, hours) => new Date(date.getTime() + hours * HOUR),
    plusDays: (date, days) => new Date(date.getTime() + days * 24 * HOUR),
  };
}
