import type { ItemReviews } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { ratingSql } from './rating';

/** A buyer's first review of an order line of the item, with a rating (what the rating counts). */
const TOP_REVIEWS = `from comments cm join trade_order_lines l on l.id = cm.post_id join skus s on s.id = l.sku_id
  where l.item_id = $1 and cm.parent_id is null and cm.commentator_type = 'BUYER' and cm.rate is not null`;

/**
 * Issue 30 item 6: an item's reviews for any visitor (contract: no reviewer, no pictures): the
 * rating, how many gave each star, the newest `size` with the sku bought and the shop's reply.
 */
export async function itemReviews(db: Queryable, itemId: number, size: number): Promise<ItemReviews> {
  const [rating] = await db.query<{ rating: number; reviews: number }>(ratingSql('$1::int'), [itemId]);
  const counts = await db.query<{ rate: number; count: number }>(`select cm.rate, count(*)::int as count ${TOP_REVIEWS} group by cm.rate`, [itemId]);
  const latest = await db.query<{
    id: number;
    rate: number;
    content: string;
    created_at: Date;
    attributes: Array<{ attrKey: string; attrVal: string }>;
    reply: { content: string; createdAt: string } | null;
  }>(
    `select cm.id, cm.rate, cm.content, cm.created_at, s.attributes,
            (select jsonb_build_object('content', r.content, 'createdAt', r.created_at) from comments r
             where r.parent_id = cm.id and r.commentator_type = 'SHOP' order by r.created_at limit 1) as reply
     ${TOP_REVIEWS}
     order by cm.created_at desc, cm.id desc limit $2`,
    [itemId, size],
  );
  return {
    rating: rating ? { average: rating.rating, count: rating.reviews } : null,
    stars: [5, 4, 3, 2, 1].map((rate) => ({ rate, count: counts.find((c) => c.rate === rate)?.count ?? 0 })),
    latest: latest.map((r) => ({
      id: r.id,
      rate: r.rate,
      content: r.content,
      createdAt: new Date(r.created_at).toISOString(),
      attributes: r.attributes,
      shopReply: r.reply ? { content: r.reply.content, createdAt: new Date(r.reply.createdAt).toISOString() } : null,
    })),
  };
}
