import { TIME_ZONE_COOKIE } from '@mall/shared';
import { keptTimeZone } from './timeZone';

describe("the visitor's time zone from their cookie (the server writes their dates in it)", () => {
  it('reads a zone Intl knows', () => {
    expect(keptTimeZone(`mall.language=de; ${TIME_ZONE_COOKIE}=Europe%2FLisbon`)).toBe('Europe/Lisbon');
    expect(keptTimeZone(`${TIME_ZONE_COOKIE}=America/Argentina/Buenos_Aires`)).toBe('America/Argentina/Buenos_Aires');
  });

  it('refuses what is no zone: the page is then written in the mall\'s', () => {
    for (const made of ['Mars/Olympus_Mons', '<script>', 'Europe/Berlin;x', 'A'.repeat(80), '']) {
      expect(keptTimeZone(`${TIME_ZONE_COOKIE}=${encodeURIComponent(made)}`)).toBeUndefined();
    }
    expect(keptTimeZone('mall.language=de')).toBeUndefined();
  });
});
