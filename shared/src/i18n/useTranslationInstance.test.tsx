import { act, render } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { changeLanguage, i18n, initI18n } from './index';

// react-i18next is patched (patches/react-i18next@17.1.12.patch, react-i18next 18's wrapper): the
// `i18n` a component gets forwards to the one instance instead of being a copy of its every property,
// which each component's first render paid for (a quarter of a listing's server render).
describe("the i18n a component's useTranslation hands out", () => {
  it('is the instance itself seen through: it says the language chosen since, and writes reach the instance', async () => {
    await initI18n('en', ['common']);
    let handed: I18n | undefined;
    function Reader() {
      handed = useTranslation('common').i18n;
      return null;
    }
    render(<Reader />);
    await act(() => changeLanguage('de'));
    const before = handed!;
    // A copy taken at render would still say what it was copied with.
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(before.language).toBe('zh-CN');
    (before as unknown as { probe: string }).probe = 'written';
    expect((i18n as unknown as { probe?: string }).probe).toBe('written');
  });
});
