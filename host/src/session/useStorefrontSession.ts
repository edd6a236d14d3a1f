import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, firstScreenQueryKeys, queryKeys, useCart, useMarket, useSessionSync } from '@mall/shared';
import { cartCalls, regionCalls } from '@mall/shared/contract';

/** Asks the server once who is logged in, the site's settings and the cart count, into the stores. */
export function useStorefrontSession(): void {
  const setMarket = useMarket((s) => s.setMarket);
  const setCount = useCart((s) => s.setCount);

  const session = useSessionSync();
  const site = useQuery({ queryKey: queryKeys.siteConfig, queryFn: () => api.call(regionCalls.siteConfig, {}), staleTime: Infinity });
  const userId = session.data?.id ?? null;
  const cart = useQuery({
    queryKey: firstScreenQueryKeys.cartCount(userId),
    // The count's version when it was asked for: an add to cart answered meanwhile (its answer
    // carries the new count) is newer than this answer, which then must not overwrite it.
    queryFn: async () => {
      const askedAt = useCart.getState().version;
      return { ...(await api.call(cartCalls.cartCount, {})), askedAt };
    },
    enabled: session.isSuccess,
  });

  useEffect(() => {
    if (site.data) {
      setMarket({
        site: site.data.site,
        // The market's country: the cart's and the pay-channel lookup's (mall-api's MALL_MARKET_COUNTRY).
        country: site.data.defaultCountry,
        product: site.data.product,
        flags: { points: site.data.pointsEnabled },
        cardProviderPublishableKey: site.data.cardProviderPublishableKey,
      });
    }
  }, [site.data, setMarket]);

  useEffect(() => {
    if (cart.data && useCart.getState().version === cart.data.askedAt) setCount(cart.data.count);
  }, [cart.data, setCount]);
}
