// temporary profiling script (removed at the end)
import { createApp } from './src/app';
import { openDatabase } from './src/db/open';
import type { Db } from './src/db/db';

async function main() {
  const raw = await openDatabase({ kind: 'snapshot', file: process.env.SNAP ?? '.snapshot/seed.tar.gz' });
  const stats = new Map<string, { n: number; ms: number }>();
  let perReq = 0;
  const timed: Db = {
    ...raw,
    async query(sql: string, params?: unknown[]) {
      perReq++;
      const t = performance.now();
      const r = await raw.query(sql, params);
      const key = sql.replace(/\s+/g, ' ').trim().slice(0, 90);
      const s = stats.get(key) ?? { n: 0, ms: 0 };
      s.n++; s.ms += performance.now() - t; stats.set(key, s);
      return r as any;
    },
    exec: raw.exec, transaction: raw.transaction, close: raw.close,
  };
  const app = createApp(timed, { checkAnswers: process.env.CHECK !== '0' });
  const login = await app.fetch(new Request('http://x/auth/mall/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'buyer@demo.mall', password: 'furniture-1' }) }));
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const routes: Record<string, [string, string]> = {
    list: ['/sapi/mall-order/web/order/pageTradeOrderForBuyer', '{"searchStatus":"all","pageNo":1,"pageSize":5}'],
    detail: ['/sapi/mall-order/web/order/libquerytradeorderdetailbyidforbuyer', '{"id":5001}'],
  };
  for (const [name, [path, body]] of Object.entries(routes)) {
    const call = () => app.fetch(new Request('http://x' + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body }));
    for (let i = 0; i < 100; i++) await (await call()).text();
    stats.clear(); perReq = 0;
    const N = Number(process.env.N ?? 500);
    const t = performance.now();
    for (let i = 0; i < N; i++) await (await call()).text();
    const ms = performance.now() - t;
    console.log(`${name}: ${(ms / N).toFixed(3)} ms/req serial, ${(perReq / N).toFixed(1)} queries/req`);
    for (const [k, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) console.log(`   ${(s.ms / N).toFixed(3)} ms/req  x${(s.n / N).toFixed(1)}  ${k}`);
  }
  await raw.close();
}
main();
