import { testBuyer } from '@mall/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMarket, useSession } from '@mall/shared';
import { reviewCalls, type User } from '@mall/shared/contract';
import type { ReviewLine } from '@mall/shared/contract';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { reviewLine } from '../../testing/reviewLines';
import { ReviewList } from './ReviewList';

const LINES = reviewCalls.pageReviewLines.path;

const buyer = testBuyer();

interface LinesBody {
  page: { no: number; size: number };
  commentStatus?: 'unComment' | 'comment';
}

const page = (data: ReviewLine[], total = data.length) => ({ data, total });
const isCount = (body: LinesBody) => body.page.size === 1;

/** Answers the list from `list` and the to-review count with `toReview`. */
function fakeLines(list: (body: LinesBody) => unknown, toReview = 0) {
  return fakeApi({ [LINES]: (body: LinesBody) => (isCount(body) ? page([], toReview) : list(body)) });
}
const listBodies = (api: ReturnType<typeof fakeApi>) => (api.bodiesOf(LINES) as LinesBody[]).filter((body) => !isCount(body));

const renderList = (url = '/buyer/comments', language?: 'en' | 'zh-CN' | 'de') =>
  renderScreen(<ReviewList />, { url, path: '/buyer/comments', language });

beforeEach(() => {
  useSession.getState().setUser(buyer);
  useMarket.setState({ locale: 'en-GB' });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ReviewList', () => {
  it('opens on the to-review tab with its count in brackets, asking for 4 completed lines', async () => {
    const api = fakeLines(() => page([reviewLine(1, 9, 'Oak sideboard')], 3), 3);
    await renderList();
    expect(await screen.findByRole('tab', { name: 'To review (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Reviewed' })).toBeInTheDocument();
    await screen.findByText('Oak sideboard');
    expect(listBodies(api)[0]).toMatchObject({ page: { no: 1, size: 4 }, commentStatus: 'unComment', tradeOrderStatus: { displayStatus: 'COMPLETE' } });
  });

  it('leaves the brackets out when nothing waits for a review', async () => {
    fakeLines(() => page([]), 0);
    await renderList();
    expect(await screen.findByRole('tab', { name: 'To review' })).toBeInTheDocument();
  });

  it('switches to the reviewed tab through the URL', async () => {
    const api = fakeLines((body) =>
      body.commentStatus === 'comment'
        ? page([reviewLine(5, 8, 'Floor lamp', { commentStatus: 'EVALUATED', commentId: 77 })])
        : page([reviewLine(1, 9, 'Oak sideboard')]),
    1);
    const view = await renderList('/buyer/comments?status=unComment&pageNo=2');
    await screen.findByText('Oak sideboard');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Reviewed' }));
    expect(view.query().get('status')).toBe('comment');
    expect(view.query().get('pageNo')).toBe('1');
    expect(await screen.findByText('Floor lamp')).toBeInTheDocument();
    expect(listBodies(api).at(-1)).toMatchObject({ page: { no: 1, size: 4 }, commentStatus: 'comment' });
    expect(screen.getByRole('tab', { name: 'To review (1)' })).toBeInTheDocument();
  });

  it('restores the tab and page from the URL', async () => {
    const api = fakeLines(() => page([reviewLine(5, 8, 'Floor lamp', { commentStatus: 'EVALUATED', commentId: 77 })], 6));
    await renderList('/buyer/comments?status=comment&pageNo=2');
    await screen.findByText('Floor lamp');
    expect(screen.getByRole('tab', { name: 'Reviewed' })).toHaveAttribute('aria-selected', 'true');
    expect(listBodies(api)[0]).toMatchObject({ page: { no: 2, size: 4 }, commentStatus: 'comment' });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers a review button per line to review, leading to the review form for that line', async () => {
    fakeLines(() => page([reviewLine(101, 12, 'Linen sofa')]), 1);
    await renderList();
    const button = await screen.findByRole('link', { name: 'Review Linen sofa' });
    const target = new URL(button.getAttribute('href')!, 'https://shop.example');
    expect(target.pathname).toBe('/buyer/comment-add');
    expect(target.searchParams.get('orderId')).toBe('12');
    expect(JSON.parse(target.searchParams.get('orderLineIds')!)).toEqual([101]);
  });

  it('hides the review button on a line already reviewed, and offers its review instead', async () => {
    fakeLines(() => page([reviewLine(101, 12, 'Linen sofa', { commentStatus: 'EVALUATED', commentId: 55 }), reviewLine(102, 12, 'Cushion')]), 1);
    await renderList();
    await screen.findByText('Linen sofa');
    expect(screen.queryByRole('link', { name: 'Review Linen sofa' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View review of Linen sofa' })).toHaveAttribute('href', '/buyer/comment-detail/55');
    expect(screen.getByRole('link', { name: 'Review Cushion' })).toBeInTheDocument();
    // One line left to review: no "review all" for the order.
    expect(screen.queryByRole('link', { name: /Review all/ })).not.toBeInTheDocument();
  });

  it('shows lines under their order, with one link to review all of an order at once', async () => {
    fakeLines(() => page([reviewLine(101, 12, 'Linen sofa'), reviewLine(102, 12, 'Cushion'), reviewLine(201, 13, 'Rug')]), 3);
    await renderList();
    const order = await screen.findByRole('article', { name: /T2024000012/ });
    expect(within(order).getByText('Linen sofa')).toBeInTheDocument();
    expect(within(order).getByText('Cushion')).toBeInTheDocument();
    expect(within(order).queryByText('Rug')).not.toBeInTheDocument();
    const all = within(order).getByRole('link', { name: 'Review all 2 items' });
    expect(new URL(all.getAttribute('href')!, 'https://shop.example').searchParams.get('orderLineIds')).toBe('[101,102]');
  });

  it('shows item thumbnails at 80x80', async () => {
    fakeLines(() => page([reviewLine(101, 12, 'Linen sofa')]), 1);
    const view = await renderList();
    await screen.findByText('Linen sofa');
    const thumbnail = view.container.querySelector('img')!;
    expect(thumbnail).toHaveAttribute('width', '80');
    expect(thumbnail).toHaveAttribute('height', '80');
    expect(thumbnail).toHaveAttribute('src', '/media/items/101.jpg');
  });

  it('pages by order: the total counts orders, and an order shows with all its lines', async () => {
    // Page 1 of 5 orders: four orders, the first with three lines (the server never splits an order).
    const lines = [reviewLine(1, 9, 'Chair A'), reviewLine(2, 9, 'Chair B'), reviewLine(3, 9, 'Chair C'), reviewLine(4, 8, 'Lamp'), reviewLine(5, 7, 'Rug'), reviewLine(6, 6, 'Desk')];
    fakeLines(() => page(lines, 5), 5);
    await renderList();
    await screen.findByText('Desk');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(within(screen.getAllByRole('article')[0]!).getAllByRole('link', { name: /^Review Chair/ })).toHaveLength(3);
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To review (5)' })).toBeInTheDocument();
  });

  it('hides pagination for one page and pages when there are more', async () => {
    fakeLines(() => page([1, 2, 3, 4].map((n) => reviewLine(n, n, `Item ${n}`)), 4), 4);
    const one = await renderList();
    await screen.findByText('Item 4');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    one.unmount();
    jest.restoreAllMocks();

    const api = fakeLines((body) => page([reviewLine(body.page.no * 10, body.page.no * 10, `Item on page ${body.page.no}`)], 5), 5);
    const view = await renderList();
    await screen.findByText('Item on page 1');
    await userEvent.setup().click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    expect(view.query().get('pageNo')).toBe('2');
    expect(await screen.findByText('Item on page 2')).toBeInTheDocument();
    expect(listBodies(api).at(-1)).toMatchObject({ page: { no: 2, size: 4 } });
  });

  it.each([
    ['en', 'unComment', 'You have no orders to review~'],
    ['en', 'comment', 'No related reviews found~'],
    ['zh-CN', 'unComment', '您没有待评价订单~'],
    ['zh-CN', 'comment', '未搜索到相关评价~'],
    ['de', 'unComment', 'Sie haben keine Bestellungen zu bewerten~'],
    ['de', 'comment', 'Keine passenden Bewertungen gefunden~'],
  ] as const)('in %s, says the spec empty text on the %s tab', async (language, status, text) => {
    fakeLines(() => page([]), 0);
    await renderList(`/buyer/comments?status=${status}`, language);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says plainly when the list fails, and retries on request', async () => {
    let failing = true;
    fakeLines(() => (failing ? serverError() : page([reviewLine(1, 9, 'Oak sideboard')])), 1);
    await renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop could not answer. Please retry in a moment.');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Oak sideboard')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
