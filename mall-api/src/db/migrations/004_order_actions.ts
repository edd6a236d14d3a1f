export const sql = /* sql */ `select 1;`;
