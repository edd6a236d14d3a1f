// An add's calls and their schemas (the cart's, a guest session's, valibot), in a chunk of their own:
// `/`'s product cards show the button, and load these only once a visitor reaches for it (issue 29).
import type { QueryClient } from '@tanstack/react-query';
import { api, queryKeys, useSession } from '@mall/shared';
import { authCalls, cartCalls, type NewCartLine } from '@mall/shared/contract';

/**
 * Adds lines to the cart. A visitor with no session gets a guest (tourist) session first, as a
 * real shop lets anyone fill a cart before logging in.
 */
export async function addLines(queryClient: QueryClient, lines: NewCartLine[]) {
  if (useSession.getState().user === null) {
    const tourist = await api.call(authCalls.touristSession, {});
    queryClient.setQueryData(queryKeys.session, tourist);
    useSession.getState().setUser(tourist);
  }
  return api.call(cartCalls.batchCreateCartLines, lines);
}
