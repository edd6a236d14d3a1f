/**
 * Issue 15, review: goods sold by weight have a minimum quantity besides their step (10 kg of
 * firewood at least, in 5 kg steps). Every item keeps a minimum that is a multiple of its step, so
 * the quantities a buyer may choose are minimum, minimum + step, …; by the piece both are 1.
 */
export const sql = /* sql */ `
alter table items add column min_qty integer not null default 1 check (min_qty >= 1);
update items set min_qty = adjust_step where min_qty < adjust_step;
alter table items add constraint items_min_qty_on_step check (min_qty % adjust_step = 0);
`;
