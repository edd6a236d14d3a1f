import de from './de';
import en from './en';
import zhCN from './zh-CN';

describe('the brand', () => {
  it('is one name in every language, in the top bar and the footer', () => {
    for (const shell of [en, de, zhCN]) {
      expect(shell.brand).toBe('Furniture Mall');
      expect(shell.footer.legal).toContain('Furniture Mall');
    }
  });
});
