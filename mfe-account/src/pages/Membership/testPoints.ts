import { customerCalls, pointsCalls, type CustomerTask, type LedgerEntry } from '@mall/shared/contract';

export const TASKS: CustomerTask[] = [
  { growthEventType: 'POST_ORDER_REVIEW', points: 20, growth: 10, once: 'ORDER_LINE', completed: false, times: 0 },
  { growthEventType: 'SHARE_PRODUCT', points: 5, growth: 5, once: 'ITEM', completed: false, times: 0 },
  { growthEventType: 'COMPLETE_PROFILE', points: 50, growth: 20, once: 'CUSTOMER', completed: false, times: 0 },
  { growthEventType: 'FOLLOW_SOCIAL_MEDIA', points: 0, growth: 10, once: 'CUSTOMER', completed: true, times: 1 },
  { growthEventType: 'SUBSCRIBE_EMAIL', points: 0, growth: 10, once: 'CUSTOMER', completed: false, times: 0 },
  { growthEventType: 'SIGN_IN', points: 5, growth: 1, once: 'DAY', completed: false, times: 0 },
];

export const LEDGER: LedgerEntry[] = [
  { id: 3, source: 'ORDER_PAY', points: -200, growth: 0, refId: '5001', createdAt: '2026-03-04T10:00:00.000Z' },
  { id: 2, source: 'FOLLOW_SOCIAL_MEDIA', points: 0, growth: 10, refId: 'customer', createdAt: '2026-03-02T10:00:00.000Z' },
  { id: 1, source: 'OPENING_BALANCE', points: 1434, growth: 1240, refId: null, createdAt: '2026-01-01T10:00:00.000Z' },
];

/** The points page's calls, answered as mall-api would for a buyer who has not signed in today. */
export const POINTS_FAKES = {
  [pointsCalls.pageLedger.path]: () => ({ data: LEDGER, total: LEDGER.length, pointsBalance: 1234, growthValue: 1250 }),
  [pointsCalls.findCustomerCompletionList.path]: () => TASKS,
  [pointsCalls.findSignInLog.path]: () => ({ signedInToday: false, days: ['2026-03-01'] }),
};

const PERIODS = [
  { periodCode: 'MONTH', name: 'Monthly', months: 1, price: { value: 9.99, currency: 'EUR' } },
  { periodCode: 'YEAR', name: 'Yearly', months: 12, price: { value: 89, currency: 'EUR' } },
];

/** The paid service calls, as mall-api's seed answers them. */
export const PAID_FAKES = {
  [customerCalls.paidService.path]: () => ({ id: 1, code: 'SUPER_MEMBER', name: 'Super member', description: 'Free delivery and more.', articleId: null, periods: PERIODS }),
  [customerCalls.paidServiceItems.path]: (body: unknown) => {
    const period = PERIODS.find((p) => p.periodCode === (body as { periodCode: string }).periodCode)!;
    return { period, items: period.periodCode === 'YEAR' ? [{ code: 'FREE_ASSEMBLY', name: 'Free assembly' }, { code: 'POINTS_2X', name: 'Double points' }] : [{ code: 'POINTS_2X', name: 'Double points' }] };
  },
};

/** The level-up difference for the Silver buyer of testing/customer (Gold adds priority service). */
export const LEVEL_UP_FAKES = {
  [customerCalls.levelUpDifference.path]: () => ({
    level: { id: 2, name: 'Silver', growthThreshold: 500, benefits: [] },
    nextLevel: { id: 3, name: 'Gold', growthThreshold: 2000, benefits: [] },
    growthToNextLevel: 750,
    gainedBenefits: [{ code: 'PRIORITY_SERVICE', name: 'Priority service' }],
  }),
};
