/**
 * Issue 28: what the database refuses whatever the code does, so a race between processes on
 * PostgreSQL cannot pay, sell or grant more than there is (the code's locks: domain/locks.ts).
 *
 * - refunded ≤ paid per order: trade_orders.refunded_cents is kept by a trigger from every refund
 *   paid on its reverse orders (goods and shipping), and checked against paid_cents. Per order,
 *   not per line: a cancel after pay spreads the whole payment, shipping included, over the lines,
 *   so a line's refund may exceed its goods' price while the order's never exceeds what was paid.
 * - one order per cart submission: an order line remembers the cart line it was ordered from, once.
 * - stock ≥ 0 and points balance ≥ 0.
 * - what a refund takes back: gift cards and lucky-draw prizes are revoked (revoked_at), and a
 *   ledger entry records the points it could not take back because the buyer had spent them.
 */
export const sql = /* sql */ `
alter table trade_orders add column refunded_cents integer not null default 0;
update trade_orders o set refunded_cents = x.cents
from (select trade_order_id, sum(coalesce(actual_refund_cents, 0) + coalesce(actual_refund_shipping_cents, 0))::int as cents
      from reverse_orders group by trade_order_id) x
where x.trade_order_id = o.id;
alter table trade_orders add constraint trade_orders_refunded_within_paid check (refunded_cents >= 0 and refunded_cents <= paid_cents);

create function reverse_orders_count_refund() returns trigger language plpgsql as $$
begin
  update trade_orders set refunded_cents = refunded_cents
    + coalesce(new.actual_refund_cents, 0) + coalesce(new.actual_refund_shipping_cents, 0)
    - case when tg_op = 'UPDATE' then coalesce(old.actual_refund_cents, 0) + coalesce(old.actual_refund_shipping_cents, 0) else 0 end
  where id = new.trade_order_id;
  return null;
end $$;
create trigger reverse_orders_count_refund after insert or update of actual_refund_cents, actual_refund_shipping_cents on reverse_orders
  for each row execute function reverse_orders_count_refund();

alter table trade_order_lines add column cart_line_id integer;
create unique index trade_order_lines_cart_line_idx on trade_order_lines(cart_line_id);

alter table skus add constraint skus_stock_not_negative check (stock >= 0);
alter table customers add constraint customers_points_not_negative check (points_balance >= 0);

alter table gift_cards add column revoked_at timestamptz;
alter table prize_draws add column revoked_at timestamptz;
alter table points_ledger add column shortfall integer not null default 0 check (shortfall >= 0);
`;
