import { act, waitFor } from '@testing-library/react';
import { useCart } from '@mall/shared';
import { fakeApi } from '@mall/shared/testing';
import { cartCalls, regionCalls } from '@mall/shared/contract';
import { renderShell } from '../testing';
import { useStorefrontSession } from './useStorefrontSession';

function Session() {
  useStorefrontSession();
  return null;
}

const SITE = { site: 'DE', defaultCountry: 'DE', product: 'mall', pointsEnabled: true, cardProviderPublishableKey: null };

describe("the storefront session's cart count", () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => {
    api.restore();
    act(() => useCart.getState().setCount(0));
  });

  it('shows the count the server gives at start', async () => {
    api = fakeApi({ ['/auth/mall/user/current']: () => null, [regionCalls.siteConfig.path]: SITE, [cartCalls.cartCount.path]: { count: 4 } });
    await renderShell(<Session />);
    await waitFor(() => expect(useCart.getState().count).toBe(4));
  });

  it('keeps an add to cart answered while the first count was on its way', async () => {
    let answerCount!: (count: { count: number }) => void;
    api = fakeApi({
      ['/auth/mall/user/current']: () => null,
      [regionCalls.siteConfig.path]: SITE,
      [cartCalls.cartCount.path]: () => new Promise((resolve) => (answerCount = resolve)),
    });
    await renderShell(<Session />);
    await waitFor(() => expect(api.bodiesOf(cartCalls.cartCount.path)).toHaveLength(1));
    // The add's answer carries the new count (checkout's useAddToCart sets it).
    act(() => useCart.getState().setCount(1));
    // The count asked for before the add answers with the cart as it was.
    await act(async () => answerCount({ count: 0 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(useCart.getState().count).toBe(1);
  });
});
