import { testBuyer } from '@mall/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMarket, useSession } from '@mall/shared';
import { reviewCalls } from '@mall/shared/contract';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { childComment, commentDetail } from '../../testing/reviewLines';
import { ReviewDetail } from './ReviewDetail';

const PAGE = reviewCalls.pageComments.path;
const renderDetail = (id = 70) => renderScreen(<ReviewDetail />, { url: `/buyer/comment-detail/${id}`, path: '/buyer/comment-detail/:id' });
const answer = (...data: unknown[]) => ({ data, total: data.length });

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
});
afterEach(() => jest.restoreAllMocks());

describe('ReviewDetail', () => {
  it('shows the buyer’s review with its stars, the shop’s reply, and a follow-up button while there is none', async () => {
    const api = fakeApi({ [PAGE]: answer(commentDetail(70, { replyComment: { data: childComment(71, 70, { content: 'Thank you!', commentatorTypeDict: 'SHOP' }) } })) });
    await renderDetail();
    expect(await screen.findByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Lovely colour, sturdy legs.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Reply from the shop' })).getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a follow-up' })).toHaveAttribute('href', '/buyer/comment-plus/70');
    expect(api.bodiesOf(PAGE)).toEqual([{ id: 70, postTypeDict: 'ORDER_LINE', page: { no: 1, size: 1 } }]);
  });

  it('shows the follow-up and no follow-up button once one exists; no reply yet is said', async () => {
    fakeApi({ [PAGE]: answer(commentDetail(70, { reviewComments: childComment(72, 70, { content: 'Still great.' }) })) });
    await renderDetail();
    expect(await screen.findByRole('region', { name: 'Your follow-up' })).toHaveTextContent('Still great.');
    expect(screen.queryByRole('link', { name: 'Add a follow-up' })).toBeNull();
    expect(screen.getByText('The shop has not replied yet.')).toBeInTheDocument();
  });

  it('renders markup in a review, a reply and a follow-up as the characters it is', async () => {
    const markup = '<img src=x onerror="window.hacked=1"><a href="javascript:alert(1)">click</a>';
    fakeApi({
      [PAGE]: answer(
        commentDetail(70, {
          content: markup,
          replyComment: { data: childComment(71, 70, { content: `${markup} reply`, commentatorTypeDict: 'SHOP' }) },
          reviewComments: childComment(72, 70, { content: `${markup} again` }),
        }),
      ),
    });
    const view = await renderDetail();
    expect(await screen.findByText(markup)).toBeInTheDocument();
    expect(screen.getByText(`${markup} reply`)).toBeInTheDocument();
    expect(screen.getByText(`${markup} again`)).toBeInTheDocument();
    expect(view.container.querySelector('img[src="x"], a[href^="javascript"]')).toBeNull();
  });

  it('opens a picture in the viewer', async () => {
    fakeApi({ [PAGE]: answer(commentDetail(70, { images: { files: [{ url: '/media/uploads/0b8c5a52-5c1e-4b57-9a39-0d7c3bbd2a11' }] } })) });
    await renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show picture 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Picture 1' });
    expect(within(viewer).getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', '/media/uploads/0b8c5a52-5c1e-4b57-9a39-0d7c3bbd2a11');
  });

  it('says so when the review is not the buyer’s or does not exist, and when it cannot be loaded', async () => {
    fakeApi({ [PAGE]: answer() });
    const view = await renderDetail(99);
    expect(await screen.findByText('This review was not found.')).toBeInTheDocument();
    view.unmount();
    fakeApi({ [PAGE]: serverError() });
    await renderDetail(70);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
