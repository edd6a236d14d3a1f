import { testBuyer } from '@mall/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMarket, useSession } from '@mall/shared';
import { reviewCalls } from '@mall/shared/contract';
import { failure, fakeApi, renderScreen } from '../../testing/screen';
import { childComment, commentDetail } from '../../testing/reviewLines';
import { ReviewFollowUp } from './ReviewFollowUp';

const PAGE = reviewCalls.pageComments.path;
const CREATE = reviewCalls.batchCreateComments.path;
const renderFollowUp = (language?: 'en' | 'zh-CN' | 'de') =>
  renderScreen(<ReviewFollowUp />, { url: '/buyer/comment-plus/70', path: '/buyer/comment-plus/:id', language });

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
});
afterEach(() => jest.restoreAllMocks());

describe('ReviewFollowUp', () => {
  it('asks for text (还有商品未评价哦 when empty) and no rating, sends it under the review, then shows the detail', async () => {
    const api = fakeApi({ [PAGE]: { data: [commentDetail(70)], total: 1 }, [CREATE]: { comments: [{ id: 72, postId: 11, parentId: 70 }] } });
    const view = await renderFollowUp('zh-CN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '提交追评' }));
    expect(screen.getAllByRole('alert').some((a) => a.textContent === '还有商品未评价哦')).toBe(true);
    // The focus moves to the refused field, which names its error.
    expect(screen.getByRole('textbox', { name: '追评内容' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: '追评内容' })).toHaveAccessibleDescription(expect.stringContaining('还有商品未评价哦'));
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: '追评内容' }), 'Still great');
    await user.click(screen.getByRole('button', { name: '提交追评' }));
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/comment-detail/70'));
    expect(api.bodiesOf(CREATE)).toEqual([{ comments: [{ postId: 11, postTypeDict: 'ORDER_LINE', parentId: 70, content: 'Still great', images: { files: [] } }] }]);
  });

  it('offers no form once the review has its follow-up', async () => {
    fakeApi({ [PAGE]: { data: [commentDetail(70, { reviewComments: childComment(72, 70) })], total: 1 } });
    await renderFollowUp();
    expect(await screen.findByText(/You have already added a follow-up/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'View the review' })).toHaveAttribute('href', '/buyer/comment-detail/70');
  });

  it('shows the server’s refusal of a second follow-up and keeps the text', async () => {
    fakeApi({ [PAGE]: { data: [commentDetail(70)], total: 1 }, [CREATE]: failure(409, 'CONFLICT', 'review.followUpExists') });
    await renderFollowUp();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Your follow-up' }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Submit follow-up' }));
    expect(await screen.findByText('You have already added a follow-up to this review')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your follow-up' })).toHaveValue('Again');
  });
});
