import type { CustomerMembership, MembershipLevel, User } from '@mall/shared/contract';

export const buyer = (patch: Partial<User> = {}, extra: Partial<User['extra']> = {}): User => ({
  id: 1,
  nickname: 'Anna',
  username: 'anna',
  email: 'anna@example.com',
  mobile: '1701234567',
  prefix: '+49',
  isTourist: false,
  ...patch,
  extra: { firstName: 'Anna', lastName: 'Berg', city: null, gender: null, ...extra },
});

export const LEVELS: MembershipLevel[] = [
  { id: 1, name: 'Bronze', growthThreshold: 0, benefits: [{ code: 'BIRTHDAY', name: 'Birthday voucher' }] },
  {
    id: 2,
    name: 'Silver',
    growthThreshold: 500,
    benefits: [
      { code: 'BIRTHDAY', name: 'Birthday voucher' },
      { code: 'FREE_SHIPPING', name: 'Free shipping' },
    ],
  },
  {
    id: 3,
    name: 'Gold',
    growthThreshold: 2000,
    benefits: [
      { code: 'BIRTHDAY', name: 'Birthday voucher' },
      { code: 'FREE_SHIPPING', name: 'Free shipping' },
      { code: 'PRIORITY_SERVICE', name: 'Priority service' },
    ],
  },
];

/** A Silver buyer halfway to Gold. */
export const membership = (patch: Partial<CustomerMembership> = {}): CustomerMembership => ({
  customerId: 1,
  level: LEVELS[1]!,
  nextLevel: LEVELS[2]!,
  growthToNextLevel: 750,
  growthValue: 1250,
  pointsBalance: 1234.2,
  ...patch,
});
