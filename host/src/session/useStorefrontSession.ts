import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys, useCart, useMarket, useSession } from '@mall/shared';
import { authCalls, cartCalls, regionCalls } from '@mall/shared/contract';

/** Asks the server once who is logged in, the site's settings and the cart count, into the stores. */
export function useStorefrontSession(): void {
  const setUser = useSession((s) => s.setUser);
  const setMarket = useMarket((s) => s.setMarket);
  const setCount = useCart((s) => s.setCount);

  const session = useQuery({ queryKey: queryKeys.session, queryFn: () => api.call(authCalls.currentUser, {}) });
  const site = useQuery({ queryKey: queryKeys.siteConfig, queryFn: () => api.call(regionCalls.siteConfig, {}), staleTime: Infinity });
  const userId = session.data?.id ?? null;
  const cart = useQuery({
    queryKey: [...queryKeys.cartCount, userId],
    queryFn: () => api.call(cartCalls.cartCount, {}),
    enabled: session.isSuccess,
  });

  useEffect(() => {
    if (session.isSuccess) setUser(session.data);
    // An unreachable API leaves the visitor logged out rather than stuck on a spinner.
    if (session.isError) setUser(null);
  }, [session.isSuccess, session.isError, session.data, setUser]);

  useEffect(() => {
    if (site.data) {
      setMarket({
        site: site.data.site,
        product: site.data.product,
        flags: { points: site.data.pointsEnabled },
        cardProviderPublishableKey: site.data.cardProviderPublishableKey,
      });
    }
  }, [site.data, setMarket]);

  useEffect(() => {
    if (cart.data) setCount(cart.data.count);
  }, [cart.data, setCount]);
}
