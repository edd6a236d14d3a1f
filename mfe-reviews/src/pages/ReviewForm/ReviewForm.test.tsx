import { File as NodeFile } from 'node:buffer';
import { testBuyer } from '@mall/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, useMarket, useSession } from '@mall/shared';
import { mediaCalls, reviewCalls } from '@mall/shared/contract';
import { failure, fakeApi, renderScreen, serverError } from '../../testing/screen';
import { reviewableLine } from '../../testing/reviewLines';
import { ReviewForm } from './ReviewForm';

const LINES = reviewCalls.orderLinesForIds.path;
const CREATE = reviewCalls.batchCreateComments.path;
const GROWTH = reviewCalls.sendReviewGrowth.path;
const UPLOAD = mediaCalls.uploadReviewImage.path;

const SOFA = reviewableLine(1, 9, 'Oak sofa');
const LAMP = reviewableLine(2, 9, 'Floor lamp');
const CHAIRS = reviewableLine(3, 9, 'Dining chairs', { lineGroupTypeDict: 'DIY_CHILD' });
const url = `/buyer/comment-add?orderId=9&orderLineIds=${encodeURIComponent('[1,2,3]')}`;

const renderForm = (at = url, language?: 'en' | 'zh-CN' | 'de') =>
  renderScreen(
    <>
      <ReviewForm />
      <Toaster />
    </>,
    { url: at, path: ['/buyer/comment-add', '/buyer/comment'], language },
  );

function fakeReviewApi(create: unknown = { comments: [{ id: 70, postId: 1, parentId: null }, { id: 71, postId: 2, parentId: null }] }) {
  let created = false;
  const reviewed = (line: typeof SOFA) => ({ ...line, commentStatus: 'EVALUATED' as const, commentId: 70 });
  return fakeApi({
    // Once created, the lines come back reviewed (the form's query is refreshed).
    [LINES]: () => (created ? [reviewed(SOFA), reviewed(LAMP), CHAIRS] : [SOFA, LAMP, CHAIRS]),
    [CREATE]: (body: unknown) => {
      if (create instanceof Response) return create;
      created = body !== undefined;
      return create;
    },
    [GROWTH]: { granted: false, points: 0, growth: 0 },
    [UPLOAD]: { id: 'a1', url: '/media/uploads/0b8c5a52-5c1e-4b57-9a39-0d7c3bbd2a11', size: 16, contentType: 'image/png' },
  });
}

const lineSection = (name: string) => screen.getByRole('article', { name });
const rating = (name: string) => screen.getByRole('radiogroup', { name: new RegExp(`^(Rating for ${name}|${name}的评分)$`) });

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ReviewForm', () => {
  it('asks about every line of the link but the DIY child lines, each with 5 stars, text and pictures', async () => {
    const api = fakeReviewApi();
    await renderForm();
    await screen.findByRole('article', { name: 'Oak sofa' });
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Oak sofa', 'Floor lamp']);
    expect(within(rating('Oak sofa')).getAllByRole('radio').map((r) => r.getAttribute('aria-label') ?? r.parentElement?.textContent)).toHaveLength(5);
    expect(within(lineSection('Oak sofa')).getByText('0/6 images')).toBeInTheDocument();
    expect(api.bodiesOf(LINES)).toEqual([{ ids: [1, 2, 3] }]);
  });

  it('takes the other entry, /buyer/comment, with the ids comma-separated too', async () => {
    const api = fakeReviewApi();
    await renderForm('/buyer/comment?orderId=9&orderLineIds=2');
    await screen.findByRole('article', { name: 'Oak sofa' });
    expect(api.bodiesOf(LINES)).toEqual([{ ids: [2] }]);
  });

  it('refuses a line without a rating with 请选个评分哦 and keeps the text', async () => {
    const api = fakeReviewApi();
    await renderForm(url, 'zh-CN');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Oak sofa' });
    const [sofaText] = screen.getAllByRole('textbox');
    await user.type(sofaText!, 'Great sofa');
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(screen.getAllByText('请选个评分哦')[0]).toBeInTheDocument();
    // Announced once, by the form's notice; the rating's own message is shown, not a second alert.
    expect(screen.getAllByRole('alert').filter((a) => a.textContent?.includes('请选个评分哦'))).toHaveLength(1);
    expect(screen.getAllByRole('radiogroup')[0]).toHaveAccessibleDescription('请选个评分哦');
    expect(sofaText).toHaveValue('Great sofa');
    expect(api.bodiesOf(CREATE)).toEqual([]);
  });

  it('refuses a rated line without text with 还有商品未评价哦 (en: Some items are not reviewed yet)', async () => {
    fakeReviewApi();
    await renderForm();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Oak sofa' });
    await user.click(within(rating('Oak sofa')).getByRole('radio', { name: '4 stars' }));
    await user.click(within(rating('Floor lamp')).getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getAllByRole('textbox')[0]!, '   ');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('Oak sofa: Some items are not reviewed yet'))).toBe(true);
    expect(within(rating('Oak sofa')).getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('shows every error at once on submit, each on its field, and moves the focus to the first invalid field', async () => {
    const api = fakeReviewApi();
    await renderForm();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Oak sofa' });
    const [sofaText, lampText] = screen.getAllByRole('textbox');
    await user.type(lampText!, 'Bright and warm');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    // Every refused field of every line, named by its product, in the order they are drawn.
    const notice = screen.getAllByRole('alert').find((a) => a.classList.contains('reviews-form__notice'))!;
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Oak sofa: Please choose a rating',
      'Oak sofa: Some items are not reviewed yet',
      'Floor lamp: Please choose a rating',
    ]);
    expect(rating('Oak sofa')).toHaveAccessibleDescription('Please choose a rating');
    expect(sofaText).toHaveAccessibleDescription(expect.stringContaining('Some items are not reviewed yet'));
    expect(rating('Floor lamp')).toHaveAccessibleDescription('Please choose a rating');
    expect(lampText).not.toHaveAttribute('aria-invalid');
    // The group takes no focus: its first star does.
    expect(within(rating('Oak sofa')).getByRole('radio', { name: '1 star' })).toHaveFocus();

    // Fixed the sofa's rating: the next refusal starts at the sofa's text.
    await user.click(within(rating('Oak sofa')).getByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Oak sofa: Some items are not reviewed yet', 'Floor lamp: Please choose a rating']);
    expect(sofaText).toHaveFocus();

    await user.type(sofaText!, 'Deep and soft');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(within(rating('Floor lamp')).getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Floor lamp: Please choose a rating']);
    expect(api.bodiesOf(CREATE)).toEqual([]);
  });

  it.each([
    ['zh-CN', 'Oak sofa：请选个评分哦'],
    ['de', 'Oak sofa: Bitte wählen Sie eine Bewertung'],
  ] as const)('names the product of each error in %s', async (language, text) => {
    fakeReviewApi();
    await renderForm(url, language);
    await screen.findByRole('article', { name: 'Oak sofa' });
    await userEvent.setup().click(screen.getByRole('button', { name: /提交评价|Bewertung absenden/ }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('counts the characters left of 300, and takes no more', async () => {
    fakeReviewApi();
    await renderForm();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Oak sofa' });
    const text = within(lineSection('Oak sofa')).getByRole('textbox');
    expect(text).toHaveAttribute('maxLength', '300');
    await user.type(text, 'Ten chars!');
    expect(within(lineSection('Oak sofa')).getByText('290 of 300 characters left')).toBeInTheDocument();
  });

  it('moves the rating with the arrow keys (a radio group)', async () => {
    fakeReviewApi();
    await renderForm();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Oak sofa' });
    await user.click(within(rating('Oak sofa')).getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(rating('Oak sofa')).getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('sends both reviews with stars, text and a picture, says 评价成功 for 3 s, then opens the reviewed tab', async () => {
    const api = fakeReviewApi();
    const view = await renderForm(url, 'zh-CN');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Oak sofa' });
    await user.click(within(rating('Oak sofa')).getByRole('radio', { name: '4 星' }));
    await user.type(within(lineSection('Oak sofa')).getByRole('textbox'), 'Great sofa');
    await user.upload(within(lineSection('Oak sofa')).getByLabelText(/添加图片|Add images/), new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sofa.png', { type: 'image/png' }) as unknown as File);
    expect(await within(lineSection('Oak sofa')).findByText('1/6 张图')).toBeInTheDocument();
    await user.click(within(rating('Floor lamp')).getByRole('radio', { name: '5 星' }));
    await user.type(within(lineSection('Floor lamp')).getByRole('textbox'), 'Bright');
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect((await screen.findAllByText('评价成功')).length).toBeGreaterThan(0);
    expect(api.bodiesOf(CREATE)).toEqual([
      {
        comments: [
          { postId: 1, postTypeDict: 'ORDER_LINE', rateDict: 4, content: 'Great sofa', images: { files: [{ url: '/media/uploads/0b8c5a52-5c1e-4b57-9a39-0d7c3bbd2a11' }] } },
          { postId: 2, postTypeDict: 'ORDER_LINE', rateDict: 5, content: 'Bright', images: { files: [] } },
        ],
      },
    ]);
    expect(api.bodiesOf(GROWTH)).toEqual([1, 2].map((orderLineId) => ({ growthEventType: 'POST_ORDER_REVIEW', orderLineId, site: 'EU' })));
    expect(view.location().pathname).toBe('/buyer/comment-add');
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/comments'), { timeout: 4500 });
    expect(view.query().get('status')).toBe('comment');
  });

  it('shows the server’s refusal in the user’s words and keeps everything entered', async () => {
    fakeReviewApi(failure(409, 'CONFLICT', 'review.alreadyReviewed'));
    await renderForm();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Oak sofa' });
    await user.click(within(rating('Oak sofa')).getByRole('radio', { name: '3 stars' }));
    await user.type(within(lineSection('Oak sofa')).getByRole('textbox'), 'Fine');
    await user.click(within(rating('Floor lamp')).getByRole('radio', { name: '3 stars' }));
    await user.type(within(lineSection('Floor lamp')).getByRole('textbox'), 'Ok');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('This item is reviewed already')).toBeInTheDocument();
    expect(within(lineSection('Oak sofa')).getByRole('textbox')).toHaveValue('Fine');
  });

  it('says so honestly when the lines cannot be loaded, with a retry', async () => {
    fakeApi({ [LINES]: serverError() });
    await renderForm();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('explains a link without lines, and a link whose lines are all reviewed', async () => {
    fakeReviewApi();
    const view = await renderForm('/buyer/comment-add?orderId=9');
    expect(await screen.findByText(/This review link is not complete/)).toBeInTheDocument();
    view.unmount();
    fakeApi({ [LINES]: [reviewableLine(1, 9, 'Oak sofa', { commentStatus: 'EVALUATED', commentId: 5 })] });
    await renderForm();
    expect(await screen.findByText(/There is nothing to review here/)).toBeInTheDocument();
  });
});

