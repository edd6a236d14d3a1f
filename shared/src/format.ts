import type { Money } from './contract/common';

/**
 * Intl formatters are costly to build (issue 16: a product grid's prices took 40 ms of a cold
 * visit's main thread building one per price) and cheap to reuse: one per locale and options.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The texts the server formatted for this page (issue 29). The first Intl number or date formatter a
 * page builds costs 40-170 ms of main thread (ICU's data, once per page), the longest task of a cold
 * phone's hydration. The server's render writes what it formatted into the page's head (an element
 * with this attribute, JSON of key -> text), and the browser reuses those texts for the same values:
 * the markup it hydrates says the same, and no formatter is built until a value the server did not
 * format. Dates and times are written in the page's time zone (below), the same on both sides.
 */
export const FORMATTED_ATTRIBUTE = 'data-formatted';

// One per page or server render, not per module: every bundle carries its own copy of this module.
const REGISTRY = Symbol.for('mall.formatted');
interface FormattedRegistry {
  /** Browser: the page's drawn texts, read on the first use. */
  drawn: Map<string, string> | null;
  /** Server: the texts of the render under way (renderToString is synchronous). */
  drawing: Map<string, string> | null;
  /**
   * The time zone dates and times are written in: the render's (the visitor's, from their cookie) on
   * the server, the one the server drew the page in in the browser; undefined: the runtime's own.
   */
  timeZone: string | undefined;
}

function registry(): FormattedRegistry {
  const scope = globalThis as { [REGISTRY]?: FormattedRegistry };
  return (scope[REGISTRY] ??= { drawn: null, drawing: null, timeZone: undefined });
}

function drawnTexts(place: FormattedRegistry): Map<string, string> {
  if (place.drawn) return place.drawn;
  const drawn = new Map<string, string>();
  for (const element of globalThis.document?.querySelectorAll(`script[${FORMATTED_ATTRIBUTE}]`) ?? []) {
    try {
      for (const [key, text] of Object.entries(JSON.parse(element.textContent ?? '{}') as Record<string, unknown>)) if (typeof text === 'string') drawn.set(key, text);
    } catch {
      // Not ours or cut short: these values are formatted here.
    }
  }
  place.drawn = drawn;
  return drawn;
}

function formatted(key: string, format: () => string): string {
  const place = registry();
  if (place.drawing) {
    const text = format();
    place.drawing.set(key, text);
    return text;
  }
  return drawnTexts(place).get(key) ?? format();
}

/**
 * The server's side: runs a (synchronous) render, its dates written in `timeZone` (the visitor's), and
 * gives the texts it formatted, for the page's head.
 */
export function collectFormatted<T>(render: () => T, timeZone?: string): { result: T; texts: Record<string, string> } {
  const place = registry();
  const outer = place.drawing;
  const outerZone = place.timeZone;
  const texts = new Map<string, string>();
  place.drawing = texts;
  place.timeZone = timeZone ?? outerZone;
  try {
    return { result: render(), texts: Object.fromEntries(texts) };
  } finally {
    // A render inside a render (a fragment drawn within a page): the outer one's texts include these.
    texts.forEach((text, key) => outer?.set(key, text));
    place.drawing = outer;
    place.timeZone = outerZone;
  }
}

/**
 * The browser's side: the time zone the server wrote the page's dates in (its first screen says which),
 * kept for the page's life, so hydrating meets the same texts and the page never mixes two zones.
 */
export function writeDatesIn(timeZone: string | undefined): void {
  registry().timeZone = timeZone;
}

/** A date or date-time in the page's time zone, through the server's texts (see `formatted`). */
function formatMoment(kind: 'date' | 'date-time', value: string | number | Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  const moment = new Date(value);
  const timeZone = registry().timeZone;
  return formatted(`${kind} ${timeZone ?? ''} ${locale} ${moment.getTime()}`, () =>
    cached(`${kind} ${timeZone ?? ''} ${locale}`, () => new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options)).format(moment),
  );
}

/** The one money formatter: Intl with the buyer's locale and the amount's own currency. */
export function formatMoney(money: Money, locale: string): string {
  return formatted(`money ${locale} ${money.currency} ${money.value}`, () =>
    cached(`money ${locale} ${money.currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency })).format(money.value),
  );
}

export function formatDateTime(value: string | number | Date, locale: string): string {
  return formatMoment('date-time', value, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(value: string | number | Date, locale: string): string {
  return formatMoment('date', value, locale, { dateStyle: 'medium' });
}

/**
 * A calendar day (YYYY-MM-DD) as day and short month in the buyer's language ("12 Dec", "12. Dez.",
 * "12月12日"), read at noon UTC and written in UTC: the same day on the server and in any browser.
 */
export function formatDayMonth(day: string, locale: string): string {
  return formatted(`day-month ${locale} ${day}`, () =>
    cached(`day-month ${locale}`, () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })).format(new Date(`${day}T12:00:00Z`)),
  );
}

/** A measure with its unit in the buyer's language (Intl's unit style): "220 cm", "89,7 kg", "89.7千克". */
export function formatMeasure(value: number, unit: 'centimeter' | 'kilogram', locale: string): string {
  return formatted(`measure ${locale} ${unit} ${value}`, () =>
    cached(`measure ${locale} ${unit}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 })).format(value),
  );
}

/** A buyers' average rating with one decimal in the buyer's language: "4.5", "4,5". */
export function formatRating(value: number, locale: string): string {
  return formatted(`rating ${locale} ${value}`, () =>
    cached(`rating ${locale}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(value),
  );
}

/** A rate given in percent (19 for 19 %) in the buyer's language: "19%", "19 %", "7,5 %". */
export function formatPercent(ratePercent: number, locale: string): string {
  return formatted(`percent ${locale} ${ratePercent}`, () =>
    cached(`percent ${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })).format(ratePercent / 100),
  );
}

const countryNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name in the buyer's language (Intl.DisplayNames), from its code; the mall writes the
 * United Kingdom as UK where ISO says GB. A code Intl cannot name is shown as it is.
 */
export function formatCountry(code: string, locale: string): string {
  return formatted(`country ${locale} ${code}`, () => countryName(code, locale));
}

function countryName(code: string, locale: string): string {
  if (!countryNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    countryNames.set(locale, names);
  }
  try {
    return countryNames.get(locale)?.of(code === 'UK' ? 'GB' : code) ?? code;
  } catch {
    return code;
  }
}

/** What the address formatter reads; every address of the contract (saved, order, contract copy) has these. */
export interface PostalAddress {
  poiName: string;
  houseNo?: string | null;
  detailAddress?: string | null;
  postalCode: string;
  city: string;
  province?: string | null;
  country: string;
  /** The picker's levels (state, city, district…); where given they name the region instead of province. */
  districtList?: ReadonlyArray<{ districtName: string }>;
}

/**
 * The one address formatter: the lines a label prints, as a European shop writes them: street and
 * number, the extra line, postcode and city, the region, the country. The region names only what
 * the postcode-and-city line does not already say: a Berlin address picked as Berlin › Berlin ›
 * Mitte reads "10115 Berlin", "Mitte", not "10115 Berlin", "Berlin, Berlin, Mitte".
 */
export function addressLines(address: PostalAddress): string[] {
  const said = new Set([address.city.trim().toLowerCase()]);
  const regionNames = address.districtList && address.districtList.length > 0 ? address.districtList.map((d) => d.districtName) : [address.province ?? ''];
  const region = regionNames
    .map((name) => name.trim())
    .filter((name) => {
      const key = name.toLowerCase();
      if (key === '' || said.has(key)) return false;
      said.add(key);
      return true;
    })
    .join(', ');
  return [
    [address.poiName, address.houseNo].filter(Boolean).join(' '),
    address.detailAddress ?? '',
    [address.postalCode, address.city].filter(Boolean).join(' '),
    region,
    address.country,
  ].filter((line) => line.trim() !== '');
}

/**
 * A sku's variant line: each attribute as "name: value", so a wardrobe reads "Doors: 2", not a
 * bare "2". The names are the shop's catalogue words, shown as the shop wrote them.
 */
export function formatSkuAttributes(attributes: ReadonlyArray<{ attrKey?: string | null; attrVal: string }>): string {
  return attributes.map((a) => (a.attrKey ? `${a.attrKey}: ${a.attrVal}` : a.attrVal)).join(' / ');
}
