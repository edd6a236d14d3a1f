import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, useMarket, useSession } from '@mall/shared';
import { reviewCalls, type NewComment } from '@mall/shared/contract';
import { reviewLinesKey } from '../ReviewList/useReviewLines';

/** The order lines the form is about, by id (the buyer's own; another's is 404). */
export function useOrderLines(ids: readonly number[] | null) {
  const owner = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: [...reviewLinesKey, 'order-lines', owner, ids],
    queryFn: ({ signal }) => api.call(reviewCalls.orderLinesForIds, { ids: [...(ids ?? [])] }, { signal }),
    enabled: ids !== null,
  });
}

/** One of the buyer's reviews with its reply and follow-up; null when it is not theirs or unknown. */
export function useReview(id: number | null) {
  const owner = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: [...reviewLinesKey, 'review', owner, id],
    queryFn: async ({ signal }) => (await api.call(reviewCalls.pageComments, { id: id ?? undefined, page: { no: 1, size: 1 } }, { signal })).data[0] ?? null,
    enabled: id !== null,
  });
}

/**
 * Creates reviews or a follow-up, then asks for each new review's growth event (the spec's call;
 * mall-api granted it with the review already, so a lost call loses nothing), then refreshes
 * everything the reviews bundle shows.
 */
export function useCreateComments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (comments: NewComment[]) => {
      const created = await api.call(reviewCalls.batchCreateComments, { comments });
      await Promise.allSettled(
        created.comments.filter((c) => c.parentId === null).map((c) => api.call(reviewCalls.sendReviewGrowth, { orderLineId: c.postId, site: useMarket.getState().site })),
      );
      return created;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewLinesKey }),
  });
}
