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
  preSale: null,
};

const terms = { depositAmt: eur(200), balanceAmt: eur(1490), balancePaymentStartTime: '2026-12-03T00:00:00.000Z', balancePaymentEndTime: '2026-12-10T23:59:59.999Z' };

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

  it("a pre-sale awaiting its deposit: the deposit is due now, the order's total is no amount to pay", () => {
    const summary = paymentSummary({ ...base, displayStatus: 'PENDING_DEPOSIT', needPayAmt: eur(1690), paidAmt: eur(0), preSale: terms });
    expect(summary.total).toEqual({ key: 'orderTotal', amount: eur(1690) });
    expect(summary.preSale).toEqual({ due: 'deposit', deposit: eur(200), balance: eur(1490), balanceFrom: terms.balancePaymentStartTime, balanceUntil: terms.balancePaymentEndTime });
  });

  it("a pre-sale awaiting its balance: the deposit paid, the server's balance due", () => {
    const summary = paymentSummary({ ...base, displayStatus: 'PENDING_BALANCE', needPayAmt: eur(1690), paidAmt: eur(200), preSale: terms });
    expect(summary.total).toEqual({ key: 'paid', amount: eur(200) });
    expect(summary.preSale).toMatchObject({ due: 'balance', deposit: eur(200), balance: eur(1490) });
  });

  it('no pre-sale stage once both are paid, nor for an order paid at once', () => {
    expect(paymentSummary({ ...base, displayStatus: 'UN_DELIVERY', preSale: terms }).preSale).toBeNull();
    expect(paymentSummary({ ...base, displayStatus: 'PENDING_PAY', needPayAmt: eur(500), paidAmt: eur(0) }).preSale).toBeNull();
  });

  it('rounds points up', () => {
    expect(paymentSummary({ ...base, actualPaidPoints: 120.2 }).points).toBe(121);
    expect(paymentSummary({ ...base, displayStatus: 'PENDING_PAY', actualNeedPayPoints: 99.5 }).points).toBe(100);
  });
});
