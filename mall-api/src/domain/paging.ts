/**
 * Rows to skip for a page. The contract bounds pageNo from below only; a page number so large that
 * the offset passes PostgreSQL's bigint would fail the statement, while any offset past the last
 * row already answers an empty page, so the offset is capped there.
 */
const MAX_OFFSET = 2_147_483_647;

export const pageOffset = (pageNo: number, pageSize: number): number => Math.min((pageNo - 1) * pageSize, MAX_OFFSET);
