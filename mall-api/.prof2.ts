import { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
async function main() {
  const pg = await PGlite.create({ loadDataDir: new Blob([await readFile('.snapshot/seed.tar.gz')]) });
  const N = 2000;
  const bench = async (name: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 200; i++) await fn();
    const t = performance.now();
    for (let i = 0; i < N; i++) await fn();
    console.log(name.padEnd(50), ((performance.now() - t) / N).toFixed(3), 'ms');
  };
  await bench('select 1 (query, no params)', () => pg.query('select 1'));
  await bench('select $1::int (query)', () => pg.query('select $1::int as x', [1]));
  await bench('exec select 1', () => pg.exec('select 1'));
  await bench('session lookup', () => pg.query(`select u.id, u.email, u.password_hash, u.nickname, u.username, u.mobile, u.prefix, u.is_tourist, u.extra from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > now()`, ['abc']));
  await bench('orders page (orig)', () => pg.query(`select o.*, sh.site_name, sh.seller_id, (select count(*)::int from trade_orders g where g.contract_id = o.contract_id) as group_size from trade_orders o join shops sh on sh.id = o.shop_id where o.buyer_id = $1 and o.trade_type <> 'NORMAL_POINT_REDEEM' order by o.ordered_at desc, o.id desc limit $2 offset $3`, [1, 5, 0]));
  await bench('lines (orig)', () => pg.query(`select l.*, exists (select 1 from comments c where c.post_id = l.id and c.parent_id is null and c.commentator_type = 'BUYER') as commented, coalesce((select sum(rl.reverse_qty) from reverse_order_lines rl join reverse_orders r on r.id = rl.reverse_order_id where rl.trade_order_line_id = l.id and r.reverse_status not in ('REVERSE_CANCELED', 'REVERSE_CLOSE')), 0)::int as reversed_qty from trade_order_lines l where l.order_id = any($1::int[]) order by l.order_id, l.sort, l.id`, [[5001,5002,5003,5004,5005]]));
  await pg.exec(`prepare p1(int) as select $1::int as x`);
  await bench('execute prepared via exec (literal)', () => pg.exec('execute p1(1)'));
  try { await bench('execute prepared via query($1)', () => pg.query('execute p1($1)', [1])); } catch (e) { console.log('execute with param failed', (e as Error).message); }
  const r = await pg.query('select count(*) from trade_orders'); console.log(r.rows);
  console.log((await pg.query('select count(*) from trade_order_lines')).rows);
  await pg.close();
}
main();
