import { reviewCalls, type Comment, type CommentDetail, type OrderDisplayStatus, type ReviewableLine } from '@mall/shared/contract';
import type * as v from 'valibot';
import type { Queryable } from '../db/db';
import { conflict, invalidField, notFound } from '../http/errors';
import { money } from './money';
import { LINE_COMMENTED, type SkuSnapshot } from './orders';
import { requireOwnImages } from './images';
import { grantGrowthEvent } from './points';

const { ReviewMessage } = reviewCalls;

/** The buyer's top-level review of a line (l). */
export const LINE_REVIEW_ID = `(select c.id from comments c where c.post_id = l.id and c.parent_id is null and c.commentator_type = 'BUYER')`;

/** Every line of the order (o) that needs a review has one: DIY child lines are left out. */
export const ORDER_EVALUATED = `not exists (select 1 from trade_order_lines l where l.order_id = o.id
  and l.line_group_type is distinct from 'DIY_CHILD' and not ${LINE_COMMENTED})`;

export interface ReviewLineRow {
  id: number;
  sku_id: number;
  item_id: number;
  sku_snapshot: SkuSnapshot;
  sale_cents: number;
  trade_qty: number;
  line_group_type: 'DIY_MAIN' | 'DIY_CHILD' | null;
  order_id: number;
  buyer_id: number;
  trade_order_code: string;
  shop_id: number;
  seller_id: number;
  display_status: OrderDisplayStatus;
  ordered_at: Date;
  currency: string;
  comment_id: number | null;
  order_evaluated: boolean;
}

/** `select ${REVIEW_LINE_COLUMNS} ${REVIEW_LINE_FROM} where ...` */
export const REVIEW_LINE_COLUMNS = `l.id, l.sku_id, l.item_id, l.sku_snapshot, l.sale_cents, l.trade_qty, l.line_group_type,
  o.id as order_id, o.buyer_id, o.trade_order_code, o.shop_id, sh.seller_id, o.display_status, o.ordered_at, o.currency,
  ${LINE_REVIEW_ID} as comment_id, ${ORDER_EVALUATED} as order_evaluated`;
export const REVIEW_LINE_FROM = `from trade_order_lines l join trade_orders o on o.id = l.order_id join shops sh on sh.id = o.shop_id`;

export function toReviewLine(r: ReviewLineRow): ReviewableLine {
  return {
    id: r.id,
    sku: {
      id: r.sku_id,
      name: r.sku_snapshot.name,
      image: r.sku_snapshot.image,
      salePrc: money(r.sale_cents, r.currency),
      attributes: r.sku_snapshot.attributes,
      item: { id: r.item_id, urlKey: r.sku_snapshot.urlKey },
      marketingUnit: null,
      skuUrlSuffix: null,
    },
    tradeQty: r.trade_qty,
    tradeOrder: {
      id: r.order_id,
      tradeOrderCode: r.trade_order_code,
      shopId: r.shop_id,
      sellerId: r.seller_id,
      tradeOrderStatus: r.display_status,
      orderedTime: r.ordered_at.toISOString(),
      commentStatus: r.order_evaluated ? 'EVALUATED' : 'NOT_EVALUATED',
    },
    commentStatus: r.comment_id === null ? 'NOT_EVALUATED' : 'EVALUATED',
    commentId: r.comment_id,
    lineGroupTypeDict: r.line_group_type,
  };
}

/** The buyer's own lines by id, in the order asked; one that is not theirs (or unknown): 404. */
export async function ownLines(q: Queryable, buyerId: number, ids: readonly number[]): Promise<ReviewLineRow[]> {
  const rows = await q.query<ReviewLineRow>(`select ${REVIEW_LINE_COLUMNS} ${REVIEW_LINE_FROM} where l.id = any($1) and o.buyer_id = $2`, [ids, buyerId]);
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound('order line');
    return row;
  });
}

interface CommentRow {
  id: number;
  top_id: number | null;
  parent_id: number | null;
  post_id: number;
  commentator_id: number;
  commentator_type: 'BUYER' | 'SHOP';
  rate: number | null;
  content: string;
  images: string[];
  created_at: Date;
}

interface ReviewRow extends CommentRow {
  buyer_id: number;
  seller_id: number;
  order_id: number;
  trade_order_code: string;
  sku_snapshot: SkuSnapshot;
}

function toComment(c: CommentRow, buyerId: number, sellerId: number): Comment {
  return {
    id: c.id,
    topId: c.top_id,
    parentId: c.parent_id,
    content: c.content,
    postId: c.post_id,
    postTypeDict: 'ORDER_LINE',
    postOwner: { id: buyerId },
    images: { files: c.images.map((url) => ({ url })) },
    rateDict: c.rate,
    commentator: { id: c.commentator_id },
    commentatorTypeDict: c.commentator_type,
    // A buyer's words go to the shop's seller, the shop's reply to the buyer.
    commentRecipient: { id: c.commentator_type === 'BUYER' ? sellerId : buyerId },
    createdAt: c.created_at.toISOString(),
  };
}

const COMMENT_COLUMNS = 'c.id, c.top_id, c.parent_id, c.post_id, c.commentator_id, c.commentator_type, c.rate, c.content, c.images, c.created_at';

/** The buyer's top-level reviews (optionally one id or one line), newest first, with reply and follow-up. */
export async function pageOwnReviews(
  q: Queryable,
  buyerId: number,
  filter: { id?: number; postId?: number },
  limit: number,
  offset: number,
): Promise<{ data: CommentDetail[]; total: number }> {
  const params: unknown[] = [buyerId];
  let where = `where c.parent_id is null and c.commentator_type = 'BUYER' and c.commentator_id = $1`;
  if (filter.id !== undefined) where += ` and c.id = $${params.push(filter.id)}`;
  if (filter.postId !== undefined) where += ` and c.post_id = $${params.push(filter.postId)}`;
  const from = `from comments c join trade_order_lines l on l.id = c.post_id join trade_orders o on o.id = l.order_id join shops sh on sh.id = o.shop_id ${where}`;
  const [count] = await q.query<{ n: number }>(`select count(*)::int as n ${from}`, params);
  const reviews = await q.query<ReviewRow>(
    `select ${COMMENT_COLUMNS}, o.buyer_id, sh.seller_id, o.id as order_id, o.trade_order_code, l.sku_snapshot
     ${from} order by c.created_at desc, c.id desc limit $${params.push(limit)} offset $${params.push(offset)}`,
    params,
  );
  const children = reviews.length
    ? await q.query<CommentRow>(`select ${COMMENT_COLUMNS} from comments c where c.parent_id = any($1) order by c.id`, [reviews.map((r) => r.id)])
    : [];
  const data = reviews.map((r): CommentDetail => {
    const under = children.filter((c) => c.parent_id === r.id);
    const reply = under.find((c) => c.commentator_type === 'SHOP');
    const followUp = under.find((c) => c.commentator_type === 'BUYER');
    return {
      ...toComment(r, r.buyer_id, r.seller_id),
      replyComment: { data: reply ? toComment(reply, r.buyer_id, r.seller_id) : null },
      reviewComments: followUp ? toComment(followUp, r.buyer_id, r.seller_id) : null,
      orderLine: {
        id: r.post_id,
        orderId: r.order_id,
        tradeOrderCode: r.trade_order_code,
        sku: { name: r.sku_snapshot.name, image: r.sku_snapshot.image, attributes: r.sku_snapshot.attributes },
      },
    };
  });
  return { data, total: count?.n ?? 0 };
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Inserts a comment; a unique index refusing it (a concurrent twin) is the given 409. */
async function insertComment(tx: Queryable, row: Omit<CommentRow, 'id' | 'created_at'>, onTwin: string): Promise<CommentRow> {
  try {
    const [inserted] = await tx.query<CommentRow>(
      `insert into comments (top_id, parent_id, post_id, post_type, commentator_id, commentator_type, rate, content, images, created_at)
       values ($1, $2, $3, 'ORDER_LINE', $4, $5, $6, $7, $8, now()) returning ${COMMENT_COLUMNS.replaceAll('c.', '')}`,
      [row.top_id, row.parent_id, row.post_id, row.commentator_id, row.commentator_type, row.rate, row.content, JSON.stringify(row.images)],
    );
    return inserted!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(onTwin);
    throw error;
  }
}

type ValidNewComment = v.InferOutput<typeof reviewCalls.NewComment>;

/**
 * Creates the buyer's reviews and follow-ups, all or none (the caller's transaction). Each rule is
 * checked here, on the server, whatever the storefront checked: the buyer's own line, of a
 * COMPLETE order, not a DIY child line, one review per line, one follow-up per review, no rating
 * on a follow-up. A review grants POST_ORDER_REVIEW once per line.
 */
export async function createComments(tx: Queryable, buyerId: number, comments: readonly ValidNewComment[]) {
  const created: Array<{ id: number; postId: number; parentId: number | null }> = [];
  const seen = new Set<string>();
  for (const [index, comment] of comments.entries()) {
    const twinKey = comment.parentId == null ? `review:${comment.postId}` : `followUp:${comment.parentId}`;
    if (seen.has(twinKey)) throw invalidField(`comments.${index}.postId`, ReviewMessage.duplicateLine);
    seen.add(twinKey);
    await requireOwnImages(tx, buyerId, 'REVIEW', comment.images.files.map((f) => f.url), `comments.${index}.images`);
    const [line] = await ownLines(tx, buyerId, [comment.postId]);
    if (comment.parentId == null) {
      if (line!.display_status !== 'COMPLETE') throw conflict(ReviewMessage.notComplete);
      if (line!.line_group_type === 'DIY_CHILD') throw conflict(ReviewMessage.notReviewable);
      if (line!.comment_id !== null) throw conflict(ReviewMessage.alreadyReviewed);
      const row = await insertComment(
        tx,
        { top_id: null, parent_id: null, post_id: comment.postId, commentator_id: buyerId, commentator_type: 'BUYER', rate: comment.rateDict ?? null, content: comment.content, images: comment.images.files.map((f) => f.url) },
        ReviewMessage.alreadyReviewed,
      );
      await grantGrowthEvent(tx, buyerId, 'POST_ORDER_REVIEW', `line:${comment.postId}`, comment.postId);
      created.push({ id: row.id, postId: row.post_id, parentId: null });
      continue;
    }
    if (comment.rateDict != null) throw invalidField(`comments.${index}.rateDict`, ReviewMessage.followUpNoRate);
    const parent = (
      await tx.query<{ id: number; parent_id: number | null; post_id: number }>(
        `select id, parent_id, post_id from comments where id = $1 and commentator_id = $2 and commentator_type = 'BUYER'`,
        [comment.parentId, buyerId],
      )
    )[0];
    if (!parent) throw notFound('review');
    if (parent.parent_id !== null) throw conflict(ReviewMessage.followUpOfFollowUp);
    if (parent.post_id !== comment.postId) throw invalidField(`comments.${index}.postId`, ReviewMessage.postMismatch);
    const existing = await tx.query(`select 1 from comments where parent_id = $1 and commentator_type = 'BUYER'`, [parent.id]);
    if (existing.length > 0) throw conflict(ReviewMessage.followUpExists);
    const row = await insertComment(
      tx,
      { top_id: parent.id, parent_id: parent.id, post_id: parent.post_id, commentator_id: buyerId, commentator_type: 'BUYER', rate: null, content: comment.content, images: comment.images.files.map((f) => f.url) },
      ReviewMessage.followUpExists,
    );
    created.push({ id: row.id, postId: row.post_id, parentId: parent.id });
  }
  return { comments: created };
}

/**
 * The shop's one reply to a review of an order line of one of `shopIds`; another shop's review or
 * an unknown one: 404; a second reply: 409.
 */
export async function replyAsShop(tx: Queryable, sellerId: number, shopIds: readonly number[], commentId: number, content: string) {
  const review = (
    await tx.query<{ id: number; post_id: number }>(
      `select c.id, c.post_id from comments c join trade_order_lines l on l.id = c.post_id join trade_orders o on o.id = l.order_id
       where c.id = $1 and c.parent_id is null and c.commentator_type = 'BUYER' and o.shop_id = any($2)`,
      [commentId, shopIds],
    )
  )[0];
  if (!review) throw notFound('review');
  const existing = await tx.query(`select 1 from comments where parent_id = $1 and commentator_type = 'SHOP'`, [review.id]);
  if (existing.length > 0) throw conflict('review.replyExists');
  return insertComment(
    tx,
    { top_id: review.id, parent_id: review.id, post_id: review.post_id, commentator_id: sellerId, commentator_type: 'SHOP', rate: null, content, images: [] },
    'review.replyExists',
  );
}
