import { klarnaOrderLines, toCents, toProviderAmount } from './amounts';

describe('amounts sent to providers (spec §9)', () => {
  it.each([
    [899, 'EUR', 89900],
    [19.99, 'EUR', 1999],
    [0.1 + 0.2, 'GBP', 30],
    [1500, 'JPY', 1500],
    [1500, 'jpy', 1500],
  ])('%p %s is sent as %p', (value, currency, sent) => {
    expect(toProviderAmount(value, currency)).toBe(sent);
  });

  it('sends Affirm amounts in cents', () => {
    expect(toCents(1234.56)).toBe(123456);
  });

  it('builds Klarna lines: physical per item, then shipping_fee and sales_tax, in minor units', () => {
    expect(klarnaOrderLines([{ name: 'Oslo sofa', sku: '1011', quantity: 2, unitPrice: 19.99 }], { value: 69.88, currency: 'EUR' }, 19.9, 10.1)).toEqual([
      { type: 'physical', name: 'Oslo sofa', reference: '1011', quantity: 2, unit_price: 1999, total_amount: 3998 },
      { type: 'shipping_fee', name: 'Shipping', quantity: 1, unit_price: 1990, total_amount: 1990 },
      { type: 'sales_tax', name: 'Sales tax', quantity: 1, unit_price: 1010, total_amount: 1010 },
    ]);
  });

  it('leaves out shipping and tax lines that are zero', () => {
    expect(klarnaOrderLines([{ name: 'Lamp', quantity: 1, unitPrice: 5 }], { value: 5, currency: 'EUR' }).map((l) => l.type)).toEqual(['physical']);
  });
});
