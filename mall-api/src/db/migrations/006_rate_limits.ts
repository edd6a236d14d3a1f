/**
 * Rate limits (issue 10): one counter row per bucket (e.g. failed logins of one account), in the
 * database so that every mall-api process sharing it counts the same attempts. A bucket's window
 * ends at expires_at; the next hit after that starts a new window.
 */
export const sql = /* sql */ `
create table rate_limits (
  bucket text primary key,
  hits integer not null,
  expires_at timestamptz not null
);
create index rate_limits_expires_idx on rate_limits(expires_at);
`;
