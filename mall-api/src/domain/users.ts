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
  avatar_url: string | null;
  /** 0 unknown, 1 male, 2 female. */
  gender: 0 | 1 | 2;
  /** An ISO day. */
  birthday: string | null;
}

const USER_FIELDS = ['id', 'email', 'password_hash', 'nickname', 'username', 'mobile', 'prefix', 'is_tourist', 'extra', 'avatar_url', 'gender', 'birthday'];
/** For selects with the users table aliased as u. */
export const USER_COLUMNS = USER_FIELDS.map((f) => `u.${f}`).join(', ');
/** For insert ... returning. */
export const USER_RETURNING = USER_FIELDS.join(', ');

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
    avatarUrl: row.avatar_url,
    userDetail: { gender: row.gender, birthday: row.birthday },
  };
}
