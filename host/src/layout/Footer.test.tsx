import { act, screen } from '@testing-library/react';
import { changeLanguage, i18n } from '@mall/shared';
import { contentCalls } from '@mall/shared/contract';
import { fakeApi } from '@mall/shared/testing';
import { renderShell } from '../testing';
import { Footer } from './Footer';

// mall-api names the help content in the buyer's language (issue 30): the fake answers as it would.
const COLUMN = { en: 'Payment methods', de: 'Zahlungsarten', 'zh-CN': '支付方式' } as const;
const ARTICLE = { en: 'Paying by card', de: 'Mit Karte bezahlen', 'zh-CN': '银行卡支付' } as const;
const inLanguage = <T,>(texts: Record<'en' | 'de' | 'zh-CN', T>) => texts[i18n.language as 'en' | 'de' | 'zh-CN'];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [contentCalls.listArticleCategories.path]: () => [{ id: 1, name: inLanguage(COLUMN), sort: 1 }],
    [contentCalls.pageArticle.path]: () => ({ data: [{ id: 7, categoryId: 1, title: inLanguage(ARTICLE), summary: '' }], total: 1 }),
  });
});
afterEach(async () => {
  api.restore();
  await act(() => changeLanguage('en'));
});

describe('the footer', () => {
  it("follows a language switch made in the app: its columns and articles asked again, in the buyer's new language", async () => {
    await renderShell(<Footer />);
    expect(await screen.findByRole('link', { name: ARTICLE.en })).toHaveAttribute('href', '/help/article/7');
    expect(screen.getByRole('heading', { name: COLUMN.en })).toBeInTheDocument();
    await act(() => changeLanguage('de'));
    expect(await screen.findByRole('link', { name: ARTICLE.de })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: COLUMN.de })).toBeInTheDocument();
    expect(api.bodiesOf(contentCalls.listArticleCategories.path)).toHaveLength(2);
  });
});
