import type { User } from '@mall/shared/contract';

export interface UserRow {
  id: number;
  email: string | null;
  password_hash: string | null;
  nickname: string | null;
  username: string | null;
  mobile: string | null;
  prefix: string | null;
  is_tourist: boolean;
  extra: { firstName?: string | null; lastName?: string | null; city?: string | null; gender?: string | null };
}

export const USER_COLUMNS = 'u.id, u.email, u.password_hash, u.nickname, u.username, u.mobile, u.prefix, u.is_tourist, u.extra';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    nickname: row.nickname,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    prefix: row.prefix,
    isTourist: row.is_tourist,
    extra: {
      firstName: row.extra.firstName ?? null,
      lastName: row.extra.lastName ?? null,
      city: row.extra.city ?? null,
      gender: row.extra.gender ?? null,
    },
  };
}
