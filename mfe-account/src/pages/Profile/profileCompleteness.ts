import type { User } from '@mall/shared/contract';

/** Spec: completing the profile earns up to 50 points. */
export const COMPLETE_PROFILE_POINTS = 50;

/**
 * Spec: the profile is complete when every field except the avatar is filled. These are the
 * profile's fields the who-am-I answer carries (the birthday is not in it yet).
 */
export const PROFILE_FIELDS: readonly { key: string; value: (user: User) => string | null }[] = [
  { key: 'nickname', value: (user) => user.nickname },
  { key: 'firstName', value: (user) => user.extra.firstName },
  { key: 'lastName', value: (user) => user.extra.lastName },
  { key: 'gender', value: (user) => user.extra.gender },
  { key: 'city', value: (user) => user.extra.city },
];

export const isProfileComplete = (user: User): boolean => PROFILE_FIELDS.every((field) => (field.value(user) ?? '').trim() !== '');
