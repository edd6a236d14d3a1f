import { orderCalls } from '@mall/shared/contract';
import {
  afterSalesLink,
  displayPoints,
  formatTaxRate,
  invoiceState,
  offersProductLinks,
  productPath,
  showsPaymentCards,
  STATUS_ICON,
} from './detailRules';


describe('status card icon (spec: icons by displayStatus)', () => {
  it.each([
    ['PENDING_PAY', 'processing'],
    ['UN_DELIVERY', 'processing'],
    ['UN_RECEIVED', 'shipping'],
    ['COMPLETE', 'finished'],
    ['CLOSED', 'processing'],
    ['CANCEL_ALL', 'processing'],
    ['CANCELED', 'processing'],
    ['PENDING_DEPOSIT', 'processing'],
    ['PENDING_BALANCE', 'processing'],
  ] as const)('%s shows the %s icon', (status, icon) => {
    expect(STATUS_ICON[status]).toBe(icon);
  });

  it('has an icon for every display status the contract knows', () => {
    expect(Object.keys(STATUS_ICON).sort()).toEqual([...orderCalls.OrderDisplayStatus.options].sort());
  });
});

describe('payment info and invoice cards (spec: hidden cards)', () => {
  it.each(['PENDING_PAY', 'CANCELED'] as const)('are hidden for %s', (displayStatus) => {
    expect(showsPaymentCards({ displayStatus })).toBe(false);
  });

  it('are hidden for a reissue order whatever its status', () => {
    expect(showsPaymentCards({ displayStatus: 'COMPLETE', tradeOrderBusinessType: 'REVERSE_REISSUE' })).toBe(false);
  });

  it.each(['UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE', 'CLOSED', 'CANCEL_ALL', 'PENDING_BALANCE'] as const)('show for %s', (displayStatus) => {
    expect(showsPaymentCards({ displayStatus, tradeOrderBusinessType: null })).toBe(true);
  });
});

describe('invoice status (spec: invoiced when invoiceUrl exists)', () => {
  it('is invoiced with a url or a non-empty file list', () => {
    expect(invoiceState('/media/invoices/1.pdf')).toBe('invoiced');
    expect(invoiceState([{ url: '/media/invoices/1.pdf' }])).toBe('invoiced');
  });
  it('is pending without one', () => {
    expect(invoiceState(null)).toBe('pending');
    expect(invoiceState(undefined)).toBe('pending');
    expect(invoiceState([])).toBe('pending');
  });
});

describe('after-sales link on a line', () => {
  const one = [{ id: 9 }];
  const two = [{ id: 9 }, { id: 10 }];
  it('opens the one record for PROCESSING and DONE alike', () => {
    expect(afterSalesLink('PROCESSING', one)).toEqual({ kind: 'detail', record: { id: 9 } });
    expect(afterSalesLink('DONE', one)).toEqual({ kind: 'detail', record: { id: 9 } });
  });
  it('offers a chooser for several records', () => {
    expect(afterSalesLink('DONE', two)).toEqual({ kind: 'chooser', records: two });
  });
  it('shows nothing for a line not in after-sales', () => {
    expect(afterSalesLink('NOT_REQUESTED', one)).toEqual({ kind: 'none' });
    expect(afterSalesLink('PROCESSING', [])).toEqual({ kind: 'none' });
  });
});

describe('product links', () => {
  it('are offered unless the order has an external order id', () => {
    expect(offersProductLinks(null)).toBe(true);
    expect(offersProductLinks('EXT-1')).toBe(false);
  });
  it('point at the product page of the variant', () => {
    expect(productPath('oslo-sofa', '?sku=31')).toBe('/product/oslo-sofa?sku=31');
    expect(productPath('oslo sofa', null)).toBe('/product/oslo%20sofa');
  });
});

describe('numbers as the spec shows them', () => {
  it('rounds points up', () => {
    expect(displayPoints(12.01)).toBe(13);
    expect(displayPoints(12)).toBe(12);
  });
  it('shows the tax rate as a percentage', () => {
    expect(formatTaxRate(19, 'en-GB')).toBe('19%');
    expect(formatTaxRate(7.5, 'de-DE')).toBe('7,5\u00a0%');
  });
});
