import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster, useSession } from '@mall/shared';
import type { GiftCard, PrizeContent, Winning } from '@mall/shared/contract';
import { testBuyer } from '@mall/shared/testing';
import { failure, fakeApi, renderScreen } from '../../../testing/screen';
import { AfterPayment } from './AfterPayment';

const CONTENT = '/sapi/mall-marketing/prize/mallDrawPrizeContentFlow';
const DRAW = '/sapi/mall-marketing/prize/mallDrawPrizeFlow';
const FREE = '/freeOrder/filterNeedFreeOrderFlow';
const CARDS = '/giftCards/filterGiftCardsFlow';
const SEND = '/giftCards/updateGiftCardsOrderSendEmailStatusFunc';

const prizes = [
  { id: 1, name: '200 bonus points', kind: 'POINTS' as const, points: 200 },
  { id: 2, name: '10 € voucher', kind: 'COUPON' as const, points: 0 },
];
const content: PrizeContent = { activity: { id: 1, name: 'Spring lucky draw', endsAt: '2026-12-31T00:00:00.000Z', prizes }, drawn: null };
const winning: Winning = { id: 9, activityId: 1, activityName: 'Spring lucky draw', orderId: 901, prize: prizes[1]!, couponCode: 'WIN-AAAA-BBBB', drawnAt: '2026-11-24T10:00:00.000Z' };
const card = (id: number, patch: Partial<GiftCard> = {}): GiftCard => ({
  id, activityId: 1, activityName: 'Furniture Mall gift card', amount: { value: 50, currency: 'EUR' }, codeTail: `000${id}`.slice(-4), validUntil: '2029-11-24T00:00:00.000Z',
  sendEmailStatus: false, sentTo: null, ...patch,
});
const notQualified = { qualifies: false, campaign: null };

const show = async (handlers: Record<string, unknown>) => {
  const api = fakeApi({ [FREE]: notQualified, [CARDS]: [], [CONTENT]: { activity: null, drawn: null }, ...handlers });
  await renderScreen(
    <>
      <AfterPayment orderIds={[901]} />
      <Toaster />
    </>,
    { url: '/buyer/pay-result', path: '/buyer/pay-result' },
  );
  return api;
};

describe('after payment', () => {
  beforeEach(() => {
    act(() => {
      useSession.getState().setUser(testBuyer());
      toast.clear();
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers the lucky draw, draws once for the order and shows the prize with a way to all prizes', async () => {
    const api = await show({ [CONTENT]: content, [DRAW]: winning });
    const draw = await screen.findByRole('region', { name: 'Lucky draw: Spring lucky draw' });
    expect(within(draw).getByRole('list', { name: 'Prizes' })).toHaveTextContent('200 bonus points');
    await userEvent.click(within(draw).getByRole('button', { name: 'Draw now' }));
    expect(await within(draw).findByText('You won: 10 € voucher')).toBeInTheDocument();
    expect(within(draw).getByText('Your code: WIN-AAAA-BBBB')).toBeInTheDocument();
    expect(within(draw).getByRole('link', { name: 'See all my prizes' })).toHaveAttribute('href', '/buyer/prizes');
    expect(within(draw).queryByRole('button', { name: 'Draw now' })).not.toBeInTheDocument();
    expect(api.bodiesOf(DRAW)).toEqual([{ orderId: 901 }]);
  });

  it('shows the earlier draw instead of the button when the order was drawn already', async () => {
    await show({ [CONTENT]: { ...content, drawn: winning } });
    expect(await screen.findByText('You won: 10 € voucher')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw now' })).not.toBeInTheDocument();
  });

  it('when the server refuses a second draw, shows what was drawn', async () => {
    let drawn = false;
    await show({
      [CONTENT]: () => (drawn ? { ...content, drawn: winning } : content),
      [DRAW]: () => {
        drawn = true;
        return failure(409, 'PRIZE_ALREADY_DRAWN');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Draw now' }));
    expect(await screen.findByText('You won: 10 € voucher')).toBeInTheDocument();
  });

  it('no lucky draw for a guest', async () => {
    act(() => useSession.getState().setUser(testBuyer({ isTourist: true })));
    const api = await show({ [CONTENT]: content });
    await waitFor(() => expect(api.bodiesOf(CARDS)).toHaveLength(1));
    expect(api.bodiesOf(CONTENT)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Draw now' })).not.toBeInTheDocument();
  });

  it('shows the free-order notice with the refund when the order qualifies', async () => {
    await show({ [FREE]: { qualifies: true, campaign: { id: 1, name: 'Opening week', refundAmt: { value: 189, currency: 'EUR' } } } });
    const notice = await screen.findByRole('region', { name: 'Your order may be free' });
    expect(notice).toHaveTextContent('Order 901 qualifies for "Opening week"');
    expect(notice).toHaveTextContent('189,00');
  });

  it('lists the gift cards by their last characters, sends them by e-mail once and then shows them sent', async () => {
    const api = await show({
      [CARDS]: [card(1), card(2)],
      [SEND]: [card(1, { sendEmailStatus: true, sentTo: 'anna@example.com' }), card(2, { sendEmailStatus: true, sentTo: 'anna@example.com' })],
    });
    const cards = await screen.findByRole('region', { name: 'Your gift cards' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('code ending 0001');
    await userEvent.click(within(cards).getByRole('button', { name: 'Send by e-mail' }));
    expect(await within(cards).findByText('Sent to anna@example.com')).toBeInTheDocument();
    expect(screen.getByText('Gift cards sent to anna@example.com')).toBeInTheDocument();
    expect(within(cards).queryByRole('button', { name: 'Send by e-mail' })).not.toBeInTheDocument();
    expect(api.bodiesOf(SEND)).toEqual([{ id: 901, activityId: 1, sendEmailStatus: true }]);
  });

  it('says so when sending fails, and keeps the button', async () => {
    await show({ [CARDS]: [card(1)], [SEND]: () => failure(500, 'INTERNAL') });
    await userEvent.click(await screen.findByRole('button', { name: 'Send by e-mail' }));
    expect(await screen.findByText('The gift cards could not be sent. Please retry.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send by e-mail' })).toBeInTheDocument();
  });

  it('says honestly when the gift cards cannot be loaded', async () => {
    await show({ [CARDS]: () => failure(500, 'INTERNAL') });
    expect(await screen.findByText('Your gift cards could not be loaded.')).toBeInTheDocument();
  });
});
