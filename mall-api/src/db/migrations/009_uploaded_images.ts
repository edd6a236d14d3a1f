/**
 * Buyers' uploaded images (evidence, review pictures, avatars): what each is and whose; the bytes
 * are in the media store under storage_key. Forms refer to them by URL, and mall-api takes only
 * the caller's own of the right purpose.
 */
export const sql = /* sql */ `
create table uploaded_images (
  id text primary key,
  user_id integer not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('EVIDENCE', 'REVIEW', 'AVATAR')),
  storage_key text not null,
  content_type text not null,
  size integer not null,
  file_name text not null,
  created_at timestamptz not null default now()
);
create index uploaded_images_user_idx on uploaded_images(user_id, purpose);
`;
