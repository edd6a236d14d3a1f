import * as init from './001_init';
import * as orderIndexes from './002_order_indexes';

/** Applied in this order, each once; add new ones at the end, never edit an applied one. */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '001_init', sql: init.sql },
  { id: '002_order_indexes', sql: orderIndexes.sql },
];
