/**
 * Issue 30 item 7: the help articles' titles and their categories' names in German and Chinese (the
 * footer's columns and links, the help page), picked by the request's language; English is the
 * fallback where a translation is missing (a merchant's article written in one language).
 */
export const sql = /* sql */ `
alter table article_categories add column name_de text, add column name_zh text;
alter table articles add column title_de text, add column title_zh text;
`;
