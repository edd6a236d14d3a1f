import { paths } from '@mall/shared';
import type { MembershipLevel } from '@mall/shared/contract';

/** The membership pages: each path shows one sub-page of the same screen (spec: header links). */
export const MEMBERSHIP_PAGES = [
  { key: 'overview', path: paths.member() },
  { key: 'benefits', path: paths.memberEquity() },
  { key: 'points', path: paths.memberScore() },
  { key: 'superMember', path: paths.superMember() },
] as const;
export type MembershipPageKey = (typeof MEMBERSHIP_PAGES)[number]['key'];

export function membershipPageOf(pathname: string): MembershipPageKey {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MEMBERSHIP_PAGES.find((page) => page.path === path)?.key ?? 'overview';
}

/** Spec: points are displayed rounded up. */
export const shownPoints = (points: number) => Math.ceil(points);

/** Share of the way from the current level's threshold to the next one's, 0 to 1. */
export function progressToNext(growthValue: number, level: MembershipLevel, next: MembershipLevel | null): number {
  if (next === null) return 1;
  const span = next.growthThreshold - level.growthThreshold;
  if (span <= 0) return 1;
  return Math.min(1, Math.max(0, (growthValue - level.growthThreshold) / span));
}

/** Not shown in the spec (the paid-service calls are not in the contract): the super member is the top of the ladder. */
export const topLevel = (levels: readonly MembershipLevel[]): MembershipLevel | null =>
  levels.reduce<MembershipLevel | null>((top, level) => (top === null || level.growthThreshold > top.growthThreshold ? level : top), null);
