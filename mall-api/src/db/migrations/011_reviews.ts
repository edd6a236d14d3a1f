/**
 * Issue 13, reviews. The rules the database can hold, it holds (so they stand across processes and
 * concurrent requests): one follow-up per review and one shop reply per review, beside 001's one
 * top-level review per order line. The buyer's own reviews are read by commentator.
 */
export const sql = /* sql */ `
create unique index comments_one_follow_up on comments(parent_id) where parent_id is not null and commentator_type = 'BUYER';
create unique index comments_one_reply on comments(parent_id) where parent_id is not null and commentator_type = 'SHOP';
create index comments_commentator_idx on comments(commentator_id, created_at desc, id desc) where parent_id is null;
`;
