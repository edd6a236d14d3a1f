import { pageReverseOrdersRequest, readAfterSalesSearch, showsPagination, writeAfterSalesSearch } from './afterSalesSearch';

const read = (query: string) => readAfterSalesSearch(new URLSearchParams(query));

describe('the after-sales list query', () => {
  it('defaults to page 1 of 10', () => {
    expect(read('')).toEqual({ keyword: '', pageNo: 1, pageSize: 10, tradeOrderId: null, skuId: null, applied: false, reverseOrderId: null });
  });

  it.each([
    ['pageNo=0', { pageNo: 1 }],
    ['pageNo=x', { pageNo: 1 }],
    ['pageSize=500', { pageSize: 10 }],
    ['tradeOrderId=-1', { tradeOrderId: null }],
    ['skuId=1.5', { skuId: null }],
  ])('falls back to the default for a malformed %s', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('writes back what it reads', () => {
    const query = 'keyword=chair&tradeOrderId=12&skuId=3&pageNo=2&pageSize=5';
    expect(writeAfterSalesSearch(read(query)).toString()).toBe(query);
  });

  it('asks the querypage call for the filters in use only', () => {
    expect(pageReverseOrdersRequest(read('keyword=%20chair%20&pageNo=3'))).toEqual({ keyword: 'chair', pageNo: 3, pageSize: 10 });
    expect(pageReverseOrdersRequest(read('tradeOrderId=12&skuId=3'))).toEqual({ pageNo: 1, pageSize: 10, tradeOrderId: 12, skuId: 3 });
  });

  it.each([
    [0, false],
    [10, false],
    [11, true],
  ])('shows pagination for a total of %i: %s (spec: only above 10)', (total, shown) => {
    expect(showsPagination(total)).toBe(shown);
  });
});
