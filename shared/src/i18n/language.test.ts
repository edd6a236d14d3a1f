import { changeLanguage, initI18n, LANGUAGE_COOKIE, preferredLanguage } from './index';

describe('the chosen language', () => {
  it('is kept for the next visit, and in a cookie the host server renders the first screen by (issue 16)', async () => {
    await initI18n('en', ['common']);
    await changeLanguage('de');
    expect(preferredLanguage()).toBe('de');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=de`);
    expect(document.documentElement.lang).toBe('de');
  });
});
