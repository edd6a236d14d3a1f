/**
 * Issue 11: uploaded files' bytes move to the media store (a folder on disk by default); the row
 * keeps what the file is and where its bytes are. Rows from before keep their bytes in `content`.
 */
export const sql = /* sql */ `
alter table address_files add column storage_key text;
alter table address_files alter column content drop not null;
`;
