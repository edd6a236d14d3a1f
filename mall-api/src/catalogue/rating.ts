/**
 * An item's rating (rating: average, one decimal; reviews: how many) from the buyers' first reviews
 * of its order lines (follow-ups and shop replies have a parent); no row before the first review.
 * `itemId` is a column of the caller's query, never the caller's text.
 */
export const ratingSql = (itemId: string) =>
  `select (round(avg(cm.rate) * 10) / 10)::float8 as rating, count(*)::int as reviews
   from comments cm join trade_order_lines l on l.id = cm.post_id
   where l.item_id = ${itemId} and cm.parent_id is null and cm.commentator_type = 'BUYER' and cm.rate is not null
   having count(*) > 0`;
