import type { User } from '@mall/shared/contract';

/** Spec: completing the profile earns up to 50 points. */
export const COMPLETE_PROFILE_POINTS = 50;

const genderOf = (user: User): string | null => {
  const gender = user.userDetail?.gender;
  if (gender === 1 || gender === 2) return String(gender);
  // An answer without userDetail still carries the address forms' word.
  return user.userDetail ? null : user.extra.gender;
};

/**
 * Spec: the profile is complete when every field except the avatar is filled (the server checks the
 * same before it grants COMPLETE_PROFILE). Gender 0 (unknown) counts as not filled.
 */
export const PROFILE_FIELDS: readonly { key: string; value: (user: User) => string | null }[] = [
  { key: 'nickname', value: (user) => user.nickname },
  { key: 'firstName', value: (user) => user.extra.firstName },
  { key: 'lastName', value: (user) => user.extra.lastName },
  { key: 'gender', value: genderOf },
  { key: 'birthday', value: (user) => user.userDetail?.birthday ?? null },
  { key: 'city', value: (user) => user.extra.city },
];

export const isProfileComplete = (user: User): boolean => PROFILE_FIELDS.every((field) => (field.value(user) ?? '').trim() !== '');
