/**
 * Issue 30 item 7: the rest of mall-api's own texts in German and Chinese, as 021 did for the
 * articles' titles: the articles' summaries and bodies, the membership levels and their benefits,
 * the paid service with its periods and items, and the recorded carrier scans. Picked by the
 * request's language (db/inLanguage.ts); English is the fallback where a translation is missing.
 */
export const sql = /* sql */ `
alter table articles add column summary_de text, add column summary_zh text, add column body_de text, add column body_zh text;
alter table membership_levels add column name_de text, add column name_zh text, add column benefits_de jsonb, add column benefits_zh jsonb;
alter table paid_services add column name_de text, add column name_zh text, add column description_de text, add column description_zh text,
  add column items_de jsonb, add column items_zh jsonb;
alter table paid_service_periods add column name_de text, add column name_zh text;
alter table logistics_events add column context_de text, add column context_zh text;
`;
