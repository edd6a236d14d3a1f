import type { MerchantEntry } from '../contract/merchant';

/** Where the top bar's merchant link leads (spec: reviews-aftersales-cards-header §4). */
export type MerchantDestination =
  | { kind: 'route'; to: '/merchant/audit' | '/merchant/apply' }
  | { kind: 'backOffice'; url: string }
  | { kind: 'notice'; notice: 'frozen' | 'clear' };

/**
 * Shown only when the server's flags say so and a user (not a guest) is logged in: isShow for the
 * entry at all, isShowSettled for the settle-in way (apply, audit), isShowBackground for the
 * back-office way (a seller, or a merchant whose notice stands in for the back-office).
 */
export function showMerchantEntry(entry: MerchantEntry | undefined, loggedInBuyer: boolean): boolean {
  if (!loggedInBuyer || entry === undefined || !entry.isShow) return false;
  return merchantDestination(entry).kind === 'route' ? entry.isShowSettled : entry.isShowBackground;
}

/**
 * The rules as a table, checked in order. The merchant status of an existing seller decides first
 * (a frozen or cleared shop must see its notice even though its audit once passed); otherwise
 * the audit status does.
 */
export const MERCHANT_ENTRY_RULES: ReadonlyArray<{
  when: (e: MerchantEntry) => boolean;
  go: (e: MerchantEntry) => MerchantDestination;
}> = [
  { when: (e) => e.merchantStatus === 'frozen', go: () => ({ kind: 'notice', notice: 'frozen' }) },
  { when: (e) => e.merchantStatus === 'clear', go: () => ({ kind: 'notice', notice: 'clear' }) },
  { when: (e) => e.merchantStatus === 'seller', go: (e) => ({ kind: 'backOffice', url: e.backOfficeUrl }) },
  { when: (e) => e.auditStatus === 'audit', go: () => ({ kind: 'route', to: '/merchant/audit' }) },
  { when: (e) => e.auditStatus === 'pass', go: (e) => ({ kind: 'backOffice', url: e.backOfficeUrl }) },
  { when: () => true, go: () => ({ kind: 'route', to: '/merchant/apply' }) },
];

export function merchantDestination(entry: MerchantEntry): MerchantDestination {
  const rule = MERCHANT_ENTRY_RULES.find((r) => r.when(entry));
  // The last rule always matches.
  return rule!.go(entry);
}
