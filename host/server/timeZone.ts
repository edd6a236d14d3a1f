import { TIME_ZONE_COOKIE } from '@mall/shared';
import { cookieValue } from './cookies';

// Zones already checked (a buyer's cookie is one of a few hundred names); bounded against made-up ones.
const checked = new Map<string, boolean>();
const MAX_CHECKED = 1_000;

/** Whether Intl knows the zone: building a formatter for it is the test (an unknown one is refused). */
function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  let known = checked.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (checked.size < MAX_CHECKED) checked.set(zone, known);
  }
  return known;
}

/** The time zone the visitor's browser keeps in its cookie (shared/src/timeZone.ts), if it is one. */
export function keptTimeZone(cookieHeader: string): string | undefined {
  const zone = cookieValue(cookieHeader, TIME_ZONE_COOKIE);
  return zone !== undefined && isTimeZone(zone) ? zone : undefined;
}
