/**
 * Issue 30 item 5: a product's photographs (main first, then the gallery) and each sku's, as the
 * URLs of the rendered files (media/products), a JSON array; empty or null where none was rendered.
 */
export const sql = /* sql */ `
alter table items add column pictures jsonb not null default '[]';
alter table skus add column picture text;
`;
