import type { RouteRow } from '@mall/shared/routes';

/**
 * How a row's path is visited: real demo data for its params (mall-api's seed), and the query a
 * screen is reached with. A row with a `:param` not listed here fails the journey until it is.
 */
export const SAMPLE_URLS: Record<string, string> = {
  /** Anna's unpaid order (the payment countdown) */
  '/buyer/order/detail/:id': '/buyer/order/detail/5001',
  /** a paid order, as the pay result's second entry form names it (the order's own pay status) */
  '/buyer/pay-result': '/buyer/pay-result?tradeOrderId=5010&isPoint=false',
  /** Anna's unpaid checkout */
  '/buyer/pre-pay': '/buyer/pre-pay?tradeId=7001&contractId=7001',
  '/confirm-success': '/confirm-success?orderId=5010',
  /** reviews: Anna's unreviewed lines of order 5021 (the form), her replied review 9001 (detail, follow-up) */
  '/buyer/comment-add': `/buyer/comment-add?orderId=5021&orderLineIds=${encodeURIComponent('[50211,50213,50214]')}`,
  '/buyer/comment': `/buyer/comment?orderId=5021&orderLineIds=${encodeURIComponent('[50211,50212,50213,50214]')}`,
  '/buyer/comment-detail/:id': '/buyer/comment-detail/9001',
  '/buyer/comment-plus/:id': '/buyer/comment-plus/9001',
  /** a product with several attributes and an original price */
  '/product/:urlKey': '/product/oslo-3-seater-sofa',
  /** a category with subcategories, filters and two pages (issue 32's seed) */
  '/c/*': '/c/living-room/sofas',
  /** a search with results, filters and a correction-free query */
  '/search': '/search?q=sofa',
  /** an article with a list and a link (the closing notice) */
  '/help/article/:id': '/help/article/9',
  /** Anna's seeded return waiting for her to send it back (the banner, return address and actions) */
  '/buyer/as/detail/:id': '/buyer/as/detail/8001',
  '/buyer/as-apply': '/buyer/as-apply?tradeOrderId=5037&tradeOrderLineId=50371&asType=SALE_RETURN',
  '/buyer/send-back-items': '/buyer/send-back-items?reverseOrderId=8001',
  /** a seeded exchange with both parcels */
  '/buyer/m-logistics': '/buyer/m-logistics?reverseOrderId=8002',
};

export function sampleUrl(row: RouteRow): string {
  const url = SAMPLE_URLS[row.path] ?? row.path;
  if (url.includes('/:')) throw new Error(`give ${row.path} a demo id in SAMPLE_URLS`);
  return url;
}
