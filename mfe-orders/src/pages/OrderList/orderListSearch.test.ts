import { pageOrdersRequest, readOrderListSearch, writeOrderListSearch } from './orderListSearch';

const read = (query: string) => readOrderListSearch(new URLSearchParams(query));

describe('the order list query', () => {
  it('defaults to all orders, page 1, 5 per page (spec), any time, own orders', () => {
    expect(read('')).toEqual({ status: 'all', keyword: '', timespan: 'lta', pageNo: 1, pageSize: 5, from: 'order' });
  });

  it.each([
    ['status=unknown', { status: 'all' }],
    ['pageNo=0', { pageNo: 1 }],
    ['pageNo=-3', { pageNo: 1 }],
    ['pageNo=2.5', { pageNo: 1 }],
    ['pageNo=abc', { pageNo: 1 }],
    ['pageSize=0', { pageSize: 5 }],
    ['pageSize=51', { pageSize: 5 }],
    ['timespan=5y', { timespan: 'lta' }],
    ['from=elsewhere', { from: 'order' }],
  ])('falls back to the default for a malformed %s', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it.each(['all', 'unpaid', 'unshipped', 'unreceived', 'finished', 'canceled'])('accepts the spec status key %s', (status) => {
    expect(read(`status=${status}`).status).toBe(status);
  });

  it.each(['3m', 'ty', 'ly', 'lta'])('accepts the spec time range %s', (timespan) => {
    expect(read(`timespan=${timespan}`).timespan).toBe(timespan);
  });

  it('writes back what it reads, in the spec shape', () => {
    const query = 'status=unpaid&keyword=sofa&timespan=ty&pageNo=3&pageSize=10&from=order';
    expect(writeOrderListSearch(read(query)).toString()).toBe(query);
    expect(writeOrderListSearch(read('')).toString()).toBe('status=all&pageNo=1&from=order');
  });

  it('asks the list call for exactly the filters in use', () => {
    expect(pageOrdersRequest(read('status=finished&keyword=%20lamp%20&timespan=3m&pageNo=2'), false)).toEqual({
      searchStatus: 'finished',
      keyword: 'lamp',
      timespan: '3m',
      pageNo: 2,
      pageSize: 5,
    });
    expect(pageOrdersRequest(read('timespan=lta'), false)).not.toHaveProperty('timespan');
  });

  it('asks for points-mall orders only when the points feature is on', () => {
    expect(pageOrdersRequest(read('from=point'), true)).toMatchObject({ tradeType: 'NORMAL_POINT_REDEEM' });
    expect(pageOrdersRequest(read('from=point'), false)).not.toHaveProperty('tradeType');
    expect(pageOrdersRequest(read('from=order'), true)).not.toHaveProperty('tradeType');
  });
});
