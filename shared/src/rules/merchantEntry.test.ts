import type { MerchantEntry } from '../contract/merchant';
import { merchantDestination, showMerchantEntry } from './merchantEntry';

const entry = (patch: Partial<MerchantEntry>): MerchantEntry => ({
  isShow: true,
  isShowSettled: true,
  isShowBackground: true,
  merchantStatus: null,
  auditStatus: null,
  backOfficeUrl: 'https://seller.example/backoffice',
  ...patch,
});

describe('the merchant entry rules', () => {
  it.each([
    ['audit status audit goes to /merchant/audit', { auditStatus: 'audit' }, { kind: 'route', to: '/merchant/audit' }],
    ['audit status pass goes to the back-office', { auditStatus: 'pass' }, { kind: 'backOffice', url: 'https://seller.example/backoffice' }],
    ['audit status reject goes to /merchant/apply', { auditStatus: 'reject' }, { kind: 'route', to: '/merchant/apply' }],
    ['no audit status goes to /merchant/apply', { auditStatus: 'none' }, { kind: 'route', to: '/merchant/apply' }],
    ['no merchant record goes to /merchant/apply', {}, { kind: 'route', to: '/merchant/apply' }],
    ['merchant status seller goes to the back-office', { merchantStatus: 'seller', auditStatus: 'pass' }, { kind: 'backOffice', url: 'https://seller.example/backoffice' }],
    ['merchant status frozen shows the frozen notice', { merchantStatus: 'frozen', auditStatus: 'pass' }, { kind: 'notice', notice: 'frozen' }],
    ['merchant status clear shows the clear notice', { merchantStatus: 'clear', auditStatus: 'pass' }, { kind: 'notice', notice: 'clear' }],
  ] as const)('%s', (_name, patch, destination) => {
    expect(merchantDestination(entry(patch as Partial<MerchantEntry>))).toEqual(destination);
  });

  it('shows only when the server says so and a buyer is logged in', () => {
    expect(showMerchantEntry(entry({}), true)).toBe(true);
    expect(showMerchantEntry(entry({ isShow: false }), true)).toBe(false);
    expect(showMerchantEntry(entry({}), false)).toBe(false);
    expect(showMerchantEntry(undefined, true)).toBe(false);
  });

  it('hides the settle-in way when isShowSettled is off, and the back-office way when isShowBackground is off', () => {
    expect(showMerchantEntry(entry({ auditStatus: 'audit', isShowSettled: false }), true)).toBe(false);
    expect(showMerchantEntry(entry({ auditStatus: 'audit', isShowBackground: false }), true)).toBe(true);
    expect(showMerchantEntry(entry({ merchantStatus: 'seller', isShowBackground: false }), true)).toBe(false);
    expect(showMerchantEntry(entry({ merchantStatus: 'frozen', isShowBackground: false }), true)).toBe(false);
    expect(showMerchantEntry(entry({ merchantStatus: 'seller', isShowSettled: false }), true)).toBe(true);
  });
});
