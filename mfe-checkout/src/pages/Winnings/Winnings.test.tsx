import { screen } from '@testing-library/react';
import { failure, fakeApi, renderScreen } from '../../testing/screen';
import { Winnings } from './Winnings';

const WINNINGS = '/sapi/mall-marketing/prize/queryWinningPrizesFlow';
const show = () => renderScreen(<Winnings />, { url: '/buyer/prizes', path: '/buyer/prizes' });

describe('my prizes', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists what the buyer won with the code and the order it was drawn for', async () => {
    fakeApi({
      [WINNINGS]: [
        { id: 9, activityId: 1, activityName: 'Spring lucky draw', orderId: 5018, prize: { id: 2, name: '10 € voucher', kind: 'COUPON', points: 0 }, couponCode: 'WIN-7K2M', drawnAt: '2026-11-23T10:00:00.000Z' },
      ],
    });
    await show();
    expect(await screen.findByText('10 € voucher')).toBeInTheDocument();
    expect(screen.getByText('Your code: WIN-7K2M')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order 5018' })).toHaveAttribute('href', '/buyer/order/detail/5018');
  });

  it('says when nothing was won yet, and honestly when the list cannot load', async () => {
    fakeApi({ [WINNINGS]: [] });
    await show();
    expect(await screen.findByText(/You have not won a prize yet/)).toBeInTheDocument();
    jest.restoreAllMocks();
    fakeApi({ [WINNINGS]: () => failure(500, 'INTERNAL') });
    await show();
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
