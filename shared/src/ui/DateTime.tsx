import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatDayMonth } from '../format';

/**
 * The Intl locale dates are written in: the buyer's language, as it is written in Europe (English
 * as en-GB, "24 Nov 2026", not the US "Nov 24, 2026").
 */
export function dateLocaleOf(language: string): string {
  return language === 'en' ? 'en-GB' : language === 'de' ? 'de-DE' : language;
}

/** Formats dates in the buyer's language; for text that is not a <time> (a sentence, an aria-label). */
export function useDateFormat() {
  const { i18n } = useTranslation('common');
  const locale = dateLocaleOf(i18n.language);
  return {
    date: (value: string | number | Date) => formatDate(value, locale),
    dateTime: (value: string | number | Date) => formatDateTime(value, locale),
    /** A calendar day (YYYY-MM-DD) as day and month, the same on the server and in the browser. */
    dayMonth: (day: string) => formatDayMonth(day, locale),
    locale,
  };
}

/** A date (or date and time with `withTime`) in the buyer's language, machine-readable in `dateTime`. */
export function DateTime({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const format = useDateFormat();
  // A bare date (a birthday) is a calendar day: read at noon UTC, so no time zone moves it a day.
  const moment = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value.replace(' ', 'T');
  if (Number.isNaN(new Date(moment).getTime())) return <>{value}</>;
  return <time dateTime={value}>{withTime ? format.dateTime(moment) : format.date(moment)}</time>;
}
