import { collectFormatted, formatCountry, formatDate, formatDateTime, formatMoney, formatPercent, formatRating, writeDatesIn } from './format';

// The formatters are built once per locale and options and reused (issue 16): each call must still
// format in its own locale and currency, whatever was formatted before it.
describe('formatMoney', () => {
  it("formats each amount in the buyer's locale and the amount's own currency", () => {
    expect(formatMoney({ value: 1299.5, currency: 'EUR' }, 'de-DE')).toBe('1.299,50\u00a0€');
    expect(formatMoney({ value: 1299.5, currency: 'GBP' }, 'de-DE')).toBe('1.299,50\u00a0£');
    expect(formatMoney({ value: 1299.5, currency: 'EUR' }, 'en-IE')).toBe('€1,299.50');
    expect(formatMoney({ value: 5, currency: 'EUR' }, 'de-DE')).toBe('5,00\u00a0€');
  });
});

describe('formatDate and formatDateTime', () => {
  const moment = Date.UTC(2026, 10, 24, 9, 30);

  it('format a date in each locale asked for, with or without the time', () => {
    expect(formatDate(moment, 'en-GB')).toBe('24 Nov 2026');
    expect(formatDate(moment, 'de-DE')).toBe('24.11.2026');
    expect(formatDateTime(moment, 'de-DE')).toMatch(/^24\.11\.2026, \d{2}:30$/);
    expect(formatDate(moment, 'en-GB')).toBe('24 Nov 2026');
  });
});

describe('dates in the time zone of the page (issue 29: the server draws a buyer\'s order times as their browser shows them)', () => {
  const lateEvening = Date.UTC(2026, 10, 24, 23, 30);
  afterEach(() => writeDatesIn(undefined));

  it("a render writes the visitor's zone, whatever the server's own", () => {
    const { result } = collectFormatted(() => [formatDateTime(lateEvening, 'en-GB'), formatDate(lateEvening, 'en-GB')], 'Pacific/Auckland');
    expect(result).toEqual(['25 Nov 2026, 12:30', '25 Nov 2026']);
    expect(collectFormatted(() => formatDateTime(lateEvening, 'en-GB'), 'Europe/Lisbon').result).toBe('24 Nov 2026, 23:30');
  });

  it('the browser writes the zone the page was drawn in, for every date it formats', () => {
    writeDatesIn('Pacific/Auckland');
    expect(formatDateTime(lateEvening, 'de-DE')).toBe('25.11.2026, 12:30');
    writeDatesIn('Europe/Berlin');
    expect(formatDateTime(lateEvening, 'de-DE')).toBe('25.11.2026, 00:30');
  });
});

describe('formatCountry', () => {
  it("names a country in the buyer's language, the mall's UK as the United Kingdom", () => {
    expect(formatCountry('DE', 'en')).toBe('Germany');
    expect(formatCountry('DE', 'de')).toBe('Deutschland');
    expect(formatCountry('DE', 'zh-CN')).toBe('德国');
    expect(formatCountry('UK', 'de')).toBe('Vereinigtes Königreich');
  });
  it('shows a code Intl cannot name as it is', () => {
    expect(formatCountry('12', 'en')).toBe('12');
  });
});

describe('formatRating and formatPercent', () => {
  it("write a rating with one decimal and a rate in percent in the buyer's locale", () => {
    expect(formatRating(4.5, 'en-GB')).toBe('4.5');
    expect(formatRating(4, 'de-DE')).toBe('4,0');
    expect(formatPercent(19, 'en-GB')).toBe('19%');
    expect(formatPercent(7.5, 'de-DE')).toBe('7,5\u00a0%');
  });
});
