import { reviewCalls, type CallRequest } from '@mall/shared/contract';
import type { CommentStatus, ReviewLine } from '@mall/shared/contract';

export const MAX_PAGE_SIZE = 50;

/** The review list's state, kept in the URL (spec: ?status=unComment|comment, pageNo, pageSize default 4). */
export interface ReviewSearch {
  status: CommentStatus;
  pageNo: number;
  pageSize: number;
}

const wholeNumber = (value: string | null, fallback: number, max: number): number => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

export function readReviewSearch(params: URLSearchParams): ReviewSearch {
  const status = params.get('status');
  return {
    status: status === 'comment' ? 'comment' : 'unComment',
    pageNo: wholeNumber(params.get('pageNo'), 1, Number.MAX_SAFE_INTEGER),
    pageSize: wholeNumber(params.get('pageSize'), reviewCalls.REVIEW_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

export function writeReviewSearch(search: ReviewSearch): URLSearchParams {
  const params = new URLSearchParams({ status: search.status, pageNo: String(search.pageNo) });
  if (search.pageSize !== reviewCalls.REVIEW_PAGE_SIZE) params.set('pageSize', String(search.pageSize));
  return params;
}

export const pageReviewLinesRequest = (search: ReviewSearch): CallRequest<typeof reviewCalls.pageReviewLines> => ({
  page: { no: search.pageNo, size: search.pageSize },
  commentStatus: search.status,
});

/** Spec: the review form covers several lines of one order: /buyer/comment-add?orderId=..&orderLineIds=[JSON array]. */
export function reviewAddPath(orderId: number, orderLineIds: readonly number[]): string {
  return `/buyer/comment-add?${new URLSearchParams({ orderId: String(orderId), orderLineIds: JSON.stringify(orderLineIds) })}`;
}

/** Spec route of a review's detail (the buyer's review, the shop's reply, the follow-up). */
export const reviewDetailPath = (commentId: number) => `/buyer/comment-detail/${commentId}`;

export interface ReviewOrderGroup {
  orderId: number;
  tradeOrderCode: string;
  orderedTime: string;
  /** EVALUATED once every line of the order has its review. */
  commentStatus: ReviewLine['tradeOrder']['commentStatus'];
  lines: ReviewLine[];
}

/** The call answers lines, newest order first; the page shows them under their order. */
export function groupByOrder(lines: readonly ReviewLine[]): ReviewOrderGroup[] {
  const groups: ReviewOrderGroup[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last.orderId === line.tradeOrder.id) last.lines.push(line);
    else {
      const { id: orderId, tradeOrderCode, orderedTime, commentStatus } = line.tradeOrder;
      groups.push({ orderId, tradeOrderCode, orderedTime, commentStatus, lines: [line] });
    }
  }
  return groups;
}
