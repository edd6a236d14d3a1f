import { openDatabase } from './src/db/open';
import { ORDER_COLUMNS, ORDER_FROM } from './src/domain/orders';
async function main() {
  const db = await openDatabase({ kind: 'snapshot', file: process.env.SNAP ?? '.snapshot/seed.tar.gz' });
  const qs: [string, unknown[]][] = [
    [`select ${ORDER_COLUMNS}, page.total ${ORDER_FROM} join (select o.id, count(*) over ()::int as total from trade_orders o where o.buyer_id = $1 and o.trade_type <> 'NORMAL_POINT_REDEEM' order by o.ordered_at desc, o.id desc limit $2 offset $3) page on page.id = o.id order by o.ordered_at desc, o.id desc`, [1, 5, 0]],
    [`select ${ORDER_COLUMNS}, tc.selected_address, tc.billing_address ${ORDER_FROM} left join trade_contracts tc on tc.id = o.contract_id where o.id = $1 and o.buyer_id = $2 and ($3::text is null or o.out_order_id = $3)`, [5001, 1, null]],
  ];
  for (const [q, p] of qs) {
    for (let i = 0; i < 50; i++) await db.query('explain analyze ' + q, p);
    const r = await db.query<any>('explain (analyze, buffers off) ' + q, p);
    console.log(r.map((x) => x['QUERY PLAN']).join('\n'));
    console.log('---');
  }
  await db.close();
}
main();
