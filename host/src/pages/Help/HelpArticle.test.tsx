import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, failure } from '@mall/shared/testing';
import { renderShell } from '../../testing';
import { HelpArticle } from './HelpArticle';
import { sanitizeArticle } from '@mall/shared/content';

const DETAIL = '/sapi/mall-content/web/article/articleDetail';
const RELATED = '/sapi/mall-content/web/article/listArticleRecommend';
const LOOK_UP = '/sapi/mall-content/web/userPreferences/createArticleLookUp';

const article = (id: number, title: string, body: string) => ({ id, categoryId: 3, title, summary: `About ${title}`, body, updatedAt: '2026-10-01T10:00:00.000Z' });
const closing = article(9, 'Closing your account', '<p>Cannot be undone.</p><ul><li>Points expire.</li></ul><p>Read our <a href="/help/article/8">privacy policy</a>.</p>');

const show = (route: string) => renderShell(<HelpArticle />, { route, path: '/help/article/:id' });

describe('the help article page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders the article HTML, records the view once, and lists related articles that open in turn', async () => {
    const api = fakeApi({
      [DETAIL]: (body: { id: number }) => (body.id === 9 ? closing : article(8, 'Privacy policy', '<p>We keep little.</p>')),
      [RELATED]: (body: { articleId: number }) => (body.articleId === 9 ? [{ id: 8, categoryId: 3, title: 'Privacy policy', summary: 'Which data' }] : []),
      [LOOK_UP]: { recorded: true },
    });
    await show('/help/article/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Closing your account' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Points expire.');
    const related = await screen.findByRole('navigation', { name: 'Related articles' });
    await userEvent.click(within(related).getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    await waitFor(() => expect(api.bodiesOf(LOOK_UP)).toEqual([{ articleId: 9 }, { articleId: 8 }]));
  });

  it('ignores a failed look-up and related articles that cannot load (both quiet)', async () => {
    fakeApi({ [DETAIL]: closing, [RELATED]: () => failure(500, 'INTERNAL'), [LOOK_UP]: () => failure(500, 'INTERNAL') });
    await show('/help/article/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Closing your account' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Related articles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says honestly when the article is missing', async () => {
    fakeApi({ [DETAIL]: () => failure(404, 'NOT_FOUND'), [RELATED]: [], [LOOK_UP]: () => failure(404, 'NOT_FOUND') });
    await show('/help/article/77');
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('never lets script, handlers or javascript: links through', async () => {
    const hostile = '<p onclick="alert(1)">Hi</p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">x</a><iframe src="https://evil.example"></iframe><a href="https://example.org">out</a>';
    const clean = sanitizeArticle(hostile);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('href="https://example.org" target="_blank" rel="noopener noreferrer"');
    fakeApi({ [DETAIL]: article(5, 'Who we are', hostile), [RELATED]: [], [LOOK_UP]: { recorded: true } });
    const { container } = await show('/help/article/5');
    await screen.findByRole('heading', { level: 1, name: 'Who we are' });
    expect(container.querySelector('script, iframe, [onclick], [onerror]')).toBeNull();
  });
});
