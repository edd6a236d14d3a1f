import { PGlite, protocol } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
const { serialize } = protocol;
function concat(parts: Uint8Array[]) { let n = 0; for (const p of parts) n += p.length; const out = new Uint8Array(n); let o = 0; for (const p of parts) { out.set(p, o); o += p.length; } return out; }
async function main() {
  const pg = await PGlite.create({ loadDataDir: new Blob([await readFile('.snapshot/seed.tar.gz')]) });
  const cache = new Map<string, { name: string; oids: number[]; fields: { name: string; dataTypeID: number }[] }>();
  let seq = 0;
  async function fast(sql: string, params: unknown[]) {
    return (pg as any)._runExclusiveTransaction(() => pg.runExclusive(async () => {
      let st = cache.get(sql);
      if (!st) {
        const name = `s${++seq}`;
        const { messages } = await pg.execProtocol(concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
        const pd = messages.find((m: any) => m.name === 'parameterDescription') as any;
        const rd = messages.find((m: any) => m.name === 'rowDescription') as any;
        st = { name, oids: pd?.dataTypeIDs ?? [], fields: rd ? rd.fields.map((f: any) => ({ name: f.name, dataTypeID: f.dataTypeID })) : [] };
        cache.set(sql, st);
      }
      const values = params.map((p, i) => (p == null ? null : (pg.serializers[st!.oids[i]!] ?? String)(p)));
      const { messages } = await pg.execProtocol(concat([serialize.bind({ statement: st.name, values }), serialize.execute({}), serialize.sync()]), { syncToFs: true });
      const rows = [];
      const parsers = pg.parsers; const f = st.fields;
      for (const m of messages as any[]) {
        if (m.name !== 'dataRow') continue;
        const row: any = {};
        for (let i = 0; i < f.length; i++) { const v = m.fields[i]; const p = parsers[f[i]!.dataTypeID]; row[f[i]!.name] = v === null ? null : p ? p(v, f[i]!.dataTypeID) : v; }
        rows.push(row);
      }
      return rows;
    }));
  }
  const N = 2000;
  const bench = async (name: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 300; i++) await fn();
    const t = performance.now();
    for (let i = 0; i < N; i++) await fn();
    console.log(name.padEnd(40), ((performance.now() - t) / N).toFixed(3), 'ms');
  };
  const qs: [string, string, unknown[]][] = [
    ['trivial', `select $1::int as x`, [1]],
    ['session', `select u.id, u.email, u.password_hash, u.nickname, u.username, u.mobile, u.prefix, u.is_tourist, u.extra from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > now()`, ['abc']],
    ['count', `select count(*)::int as n from trade_orders o where o.buyer_id = $1 and o.trade_type <> 'NORMAL_POINT_REDEEM'`, [1]],
    ['page', `select o.*, sh.site_name, sh.seller_id, (select count(*)::int from trade_orders g where g.contract_id = o.contract_id) as group_size from trade_orders o join shops sh on sh.id = o.shop_id where o.buyer_id = $1 and o.trade_type <> 'NORMAL_POINT_REDEEM' order by o.ordered_at desc, o.id desc limit $2 offset $3`, [1, 5, 0]],
    ['lines', `select l.*, exists (select 1 from comments c where c.post_id = l.id and c.parent_id is null and c.commentator_type = 'BUYER') as commented, coalesce((select sum(rl.reverse_qty) from reverse_order_lines rl join reverse_orders r on r.id = rl.reverse_order_id where rl.trade_order_line_id = l.id and r.reverse_status not in ('REVERSE_CANCELED', 'REVERSE_CLOSE')), 0)::int as reversed_qty from trade_order_lines l where l.order_id = any($1::int[]) order by l.order_id, l.sort, l.id`, [[5001,5002,5003,5004,5005]]],
  ];
  for (const [n, q, p] of qs) {
    const a = JSON.stringify((await pg.query(q, p)).rows), b = JSON.stringify(await fast(q, p));
    if (a !== b) console.log('MISMATCH', n, a, b);
    await bench(n + ' pg.query', () => pg.query(q, p));
    await bench(n + ' fast', () => fast(q, p));
  }
  await pg.close();
}
main();
