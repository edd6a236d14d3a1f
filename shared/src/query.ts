import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/errors';

/** The host creates one QueryClient; a remote running standalone creates its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // The ky client already retries safe reads on transient failures; a 4xx is final.
        retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}

/** Query keys the bundles share, so one bundle's write can refresh another's view. */
export const queryKeys = {
  session: ['session'] as const,
  siteConfig: ['site-config'] as const,
  cart: ['cart'] as const,
  cartCount: ['cart', 'count'] as const,
  merchantEntry: ['merchant-entry'] as const,
  orders: ['orders'] as const,
} as const;
