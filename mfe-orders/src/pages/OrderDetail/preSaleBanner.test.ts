import { balancePayableAt, isPreSale, preSaleBanner, type PreSaleLineFacts, type PreSaleOrderFacts } from './preSaleBanner';

const NOW = Date.parse('2024-06-10T12:00:00.000Z');

const presell = (patch: Partial<PreSaleLineFacts> = {}): PreSaleLineFacts => ({
  campaignSubType: 'PRESELL',
  balancePaymentStartTime: '2024-06-01T00:00:00.000Z',
  balancePaymentEndTime: '2024-06-20T00:00:00.000Z',
  expectDate: '2024-07-15',
  expectDateBegin: null,
  deliveryTimeType: null,
  duration: null,
  ...patch,
});
const plain: PreSaleLineFacts = { ...presell(), campaignSubType: null };

const order = (displayStatus: PreSaleOrderFacts['displayStatus'], line = presell(), payDeadlineMillis: number | null = null): PreSaleOrderFacts => ({
  displayStatus,
  payDeadlineMillis,
  tradeOrderLineList: [plain, line],
});

describe('pre-sale banner', () => {
  it('is only for orders with a pre-sale line', () => {
    expect(isPreSale({ displayStatus: 'PENDING_BALANCE', payDeadlineMillis: null, tradeOrderLineList: [plain] })).toBe(false);
    expect(preSaleBanner({ displayStatus: 'PENDING_BALANCE', payDeadlineMillis: null, tradeOrderLineList: [plain] }, NOW)).toBeNull();
    expect(isPreSale(order('PENDING_BALANCE'))).toBe(true);
  });

  it('PENDING_BALANCE while the balance is payable: the deadline', () => {
    expect(preSaleBanner(order('PENDING_BALANCE'), NOW)).toEqual({ kind: 'balanceDeadline', at: '2024-06-20T00:00:00.000Z' });
  });

  it('PENDING_BALANCE before balance payment opens: its start time', () => {
    const later = presell({ balancePaymentStartTime: '2024-06-15T00:00:00.000Z' });
    expect(balancePayableAt(later, NOW)).toBe(false);
    expect(preSaleBanner(order('PENDING_BALANCE', later), NOW)).toEqual({ kind: 'balanceStart', at: '2024-06-15T00:00:00.000Z' });
  });

  it('PENDING_DEPOSIT: a countdown to automatic closing', () => {
    const closesAt = NOW + 3_600_000;
    expect(preSaleBanner(order('PENDING_DEPOSIT', presell(), closesAt), NOW)).toEqual({ kind: 'depositClosing', until: closesAt });
  });

  it('UN_DELIVERY with a relative delivery time: in days', () => {
    expect(preSaleBanner(order('UN_DELIVERY', presell({ deliveryTimeType: 'RELATIVE_TIME', duration: 14 })), NOW)).toEqual({ kind: 'deliveryInDays', days: 14 });
  });

  it('UN_DELIVERY otherwise: as a date', () => {
    expect(preSaleBanner(order('UN_DELIVERY', presell({ deliveryTimeType: 'ABSOLUTE_TIME' })), NOW)).toEqual({ kind: 'deliveryOnDate', date: '2024-07-15', from: null });
  });

  it('shows nothing in the other statuses', () => {
    expect(preSaleBanner(order('COMPLETE'), NOW)).toBeNull();
    expect(preSaleBanner(order('UN_RECEIVED'), NOW)).toBeNull();
  });
});
