import { reviewLine } from '../../testing/reviewLines';
import { groupByOrder, pageReviewLinesRequest, readReviewSearch, reviewAddPath, writeReviewSearch } from './reviewSearch';

const read = (query: string) => readReviewSearch(new URLSearchParams(query));

describe('the review list query', () => {
  it('opens on the to-review tab, 4 per page (spec)', () => {
    expect(read('')).toEqual({ status: 'unComment', pageNo: 1, pageSize: 4 });
    expect(pageReviewLinesRequest(read(''))).toEqual({ page: { no: 1, size: 4 }, commentStatus: 'unComment' });
  });

  it.each([
    ['status=comment', { status: 'comment' }],
    ['status=other', { status: 'unComment' }],
    ['pageNo=0', { pageNo: 1 }],
    ['pageSize=99', { pageSize: 4 }],
  ])('reads %s', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('writes back what it reads', () => {
    expect(writeReviewSearch(read('status=comment&pageNo=2&pageSize=8')).toString()).toBe('status=comment&pageNo=2&pageSize=8');
  });

  it('links the review form with the order and a JSON array of its lines', () => {
    const url = new URL(reviewAddPath(12, [101, 102]), 'https://shop.example');
    expect(url.pathname).toBe('/buyer/comment-add');
    expect(url.searchParams.get('orderId')).toBe('12');
    expect(url.searchParams.get('orderLineIds')).toBe('[101,102]');
  });

  it('puts consecutive lines of one order together, keeping the order of the answer', () => {
    const groups = groupByOrder([reviewLine(1, 9, 'Sofa'), reviewLine(2, 9, 'Cushion'), reviewLine(3, 8, 'Lamp')]);
    expect(groups.map((g) => [g.orderId, g.lines.map((l) => l.id)])).toEqual([
      [9, [1, 2]],
      [8, [3]],
    ]);
  });
});
