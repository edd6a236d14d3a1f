import { screen } from '@testing-library/react';
import { provideFragmentLoader } from '@mall/shared';
import { renderScreen } from '../../testing/screen';
import { ConfirmSuccess } from './ConfirmSuccess';

describe('ConfirmSuccess', () => {
  afterEach(() => provideFragmentLoader(undefined));

  it("recommends products through checkout's Recommendations fragment (issue 15)", async () => {
    const asked: string[] = [];
    provideFragmentLoader(async (bundle, expose) => {
      asked.push(`${bundle}${expose.slice(1)}`);
      return { default: () => <section aria-label="You may also like">cards</section> };
    });
    await renderScreen(<ConfirmSuccess />, { url: '/confirm-success?orderId=42', path: '/confirm-success' });
    expect(await screen.findByRole('region', { name: 'You may also like' })).toBeInTheDocument();
    expect(asked).toEqual(['checkout/Recommendations']);
  });

  it('says the goods were received and offers to continue shopping and the order', async () => {
    await renderScreen(<ConfirmSuccess />, { url: '/confirm-success?orderId=42', path: '/confirm-success' });
    expect(screen.getByRole('heading', { name: 'Goods received successfully' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/buyer/order/detail/42');
  });

  it('offers no order link without a valid orderId', async () => {
    await renderScreen(<ConfirmSuccess />, { url: '/confirm-success?orderId=x', path: '/confirm-success' });
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View the order' })).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await renderScreen(<ConfirmSuccess />, { url: '/confirm-success?orderId=42', path: '/confirm-success', language: 'zh-CN' });
    expect(screen.getByRole('heading', { name: '您已成功收货' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '继续购物' })).toBeInTheDocument();
  });
});
