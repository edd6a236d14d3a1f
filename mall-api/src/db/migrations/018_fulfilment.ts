/**
 * Issue 31, seller fulfilment: a package is shipped (created), then delivered (the carrier's event,
 * which starts the buyer's confirm-receipt deadline), then signed. `delivered_at` records the
 * delivery; packages seeded before it count as delivered when they have a deadline. The database
 * refuses packing more units of an order line than were ordered, whatever the code does.
 * Invoices (generated on request, src/invoices/) name the seller: a shop's legal name, address
 * (lines separated by newlines) and VAT number.
 */
export const sql = /* sql */ `
alter table fulfilment_packages add column delivered_at timestamptz;
-- Shipped through the seller API: its scans come from the tracking source (domain/tracking.ts), not from recorded events.
alter table fulfilment_packages add column scans_from_source boolean not null default false;
update fulfilment_packages set delivered_at = created_at where delivered_at is null and (confirm_deadline_at is not null or signed_at is not null);

create function fulfilment_within_ordered() returns trigger language plpgsql as $$
begin
  if (select coalesce(sum(pl.qty), 0) from fulfilment_package_lines pl join fulfilment_packages p on p.id = pl.package_id
      where pl.trade_order_line_id = new.trade_order_line_id and p.status <> 'CANCEL')
     > (select trade_qty from trade_order_lines where id = new.trade_order_line_id) then
    raise exception 'more units packed than ordered on order line %', new.trade_order_line_id using errcode = 'check_violation';
  end if;
  return null;
end $$;
create trigger fulfilment_within_ordered after insert or update of qty on fulfilment_package_lines
  for each row execute function fulfilment_within_ordered();
alter table shops add column legal_name text, add column legal_address text, add column vat_number text;
create index fulfilment_package_lines_line_idx on fulfilment_package_lines(trade_order_line_id);
`;
