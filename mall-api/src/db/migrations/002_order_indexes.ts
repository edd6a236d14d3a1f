/**
 * Indexes for the buyer's order screens, which run on every list and detail call: the list filters
 * by buyer and display status and sorts by ordered time (newest first, id breaking ties); each order
 * counts its checkout group (merged pay) and each line sums its after-sales quantities.
 */
export const sql = /* sql */ `
drop index trade_orders_buyer_idx;
create index trade_orders_buyer_idx on trade_orders(buyer_id, ordered_at desc, id desc);
create index trade_orders_buyer_status_idx on trade_orders(buyer_id, display_status, ordered_at desc, id desc);
create index trade_orders_contract_idx on trade_orders(contract_id);
create index reverse_order_lines_line_idx on reverse_order_lines(trade_order_line_id);
`;
