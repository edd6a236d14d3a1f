import { paymentSummary, type AmountFacts } from './paymentSummary';

const eur = (value: number) => ({ value, currency: 'EUR' });

const base: AmountFacts = {
  displayStatus: 'COMPLETE',
  skuAmt: eur(500),
  shippingAmt: eur(0),
  taxAmt: eur(79.83),
  taxRate: 19,
  needPayAmt: eur(0),
  paidAmt: eur(500),
  actualPaidPoints: 0,
  actualNeedPayPoints: 0,
};

describe('payment summary', () => {
  it('always shows goods, shipping and tax, and the amount paid once paid', () => {
    const summary = paymentSummary(base);
    expect(summary.rows.map((r) => r.key)).toEqual(['goods', 'shipping', 'tax']);
    expect(summary.total).toEqual({ key: 'paid', amount: eur(500) });
    expect(summary.taxRate).toBe(19);
  });

  it('lists every other amount field the order has, discounts as deductions', () => {
    const summary = paymentSummary({
      ...base,
      serviceChargeAmt: eur(5),
      insuranceAmt: eur(19),
      shopDiscountAmt: eur(10),
      orderDiscountAmt: eur(15),
      platformCouponDiscountAmt: eur(20),
      pointDiscountAmount: eur(3),
    });
    expect(summary.rows.map((r) => [r.key, r.amount.value, r.deduction])).toEqual([
      ['goods', 500, false],
      ['shipping', 0, false],
      ['serviceCharge', 5, false],
      ['insurance', 19, false],
      ['shopDiscount', 10, true],
      ['orderDiscount', 15, true],
      ['platformCoupon', 20, true],
      ['pointDiscount', 3, true],
      ['tax', 79.83, false],
    ]);
  });

  it('leaves out zero discounts', () => {
    expect(paymentSummary({ ...base, shopDiscountAmt: eur(0), insuranceAmt: null }).rows.map((r) => r.key)).toEqual(['goods', 'shipping', 'tax']);
  });

  it('shows what is still to pay for an unpaid order', () => {
    expect(paymentSummary({ ...base, displayStatus: 'PENDING_PAY', needPayAmt: eur(500), paidAmt: eur(0) }).total).toEqual({ key: 'toPay', amount: eur(500) });
  });

  it('shows the balance still due on a pre-sale order after its deposit', () => {
    const summary = paymentSummary({ ...base, displayStatus: 'PENDING_BALANCE', needPayAmt: eur(1690), paidAmt: eur(200.1) });
    expect(summary.total).toEqual({ key: 'paid', amount: eur(200.1) });
    expect(summary.balanceDue).toEqual(eur(1489.9));
    expect(paymentSummary(base).balanceDue).toBeNull();
  });

  it('rounds points up', () => {
    expect(paymentSummary({ ...base, actualPaidPoints: 120.2 }).points).toBe(121);
    expect(paymentSummary({ ...base, displayStatus: 'PENDING_PAY', actualNeedPayPoints: 99.5 }).points).toBe(100);
  });
});
