// temporary: dumps many answers for before/after comparison
import { writeFileSync } from 'node:fs';
import { createApp } from './src/app';
import { openDatabase } from './src/db/open';
async function main() {
  const db = await openDatabase({ kind: 'snapshot', file: process.env.SNAP! });
  const app = createApp(db, { checkAnswers: true });
  const out: Record<string, unknown> = {};
  const call = async (cookie: string | undefined, path: string, body?: unknown) => {
    const r = await app.fetch(new Request('http://x' + path, { method: body === undefined ? 'GET' : 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) }));
    return { status: r.status, body: await r.json(), setCookie: r.headers.get('set-cookie') };
  };
  const login = async (email: string, password: string) => (await call(undefined, '/auth/mall/user/login', { email, password })).setCookie!.split(';')[0]!;
  const anna = await login('buyer@demo.mall', 'furniture-1');
  const ben = await login('buyer2@demo.mall', 'furniture-2');
  const L = '/sapi/mall-order/web/order/pageTradeOrderForBuyer';
  const D = '/sapi/mall-order/web/order/libquerytradeorderdetailbyidforbuyer';
  for (const [who, c] of [['anna', anna], ['ben', ben], ['none', undefined]] as const) {
    for (const searchStatus of ['all', 'unpaid', 'unshipped', 'unreceived', 'finished', 'canceled', undefined]) {
      for (const pageNo of [1, 2, 3, 4]) for (const pageSize of [1, 5, 7, 50]) {
        const body = { ...(searchStatus ? { searchStatus } : {}), pageNo, pageSize };
        out[`${who} list ${JSON.stringify(body)}`] = await call(c, L, body);
      }
    }
    for (const extra of [{ tradeType: 'NORMAL_POINT_REDEEM' }, { tradeType: 'NORMAL_SALE_CBE' }, { timespan: '3m' }, { timespan: 'ty' }, { timespan: 'ly' }, { timespan: 'lta' }, { keyword: 'chair' }, { keyword: 'SO' }, { keyword: '%' }, { keyword: 'zzz' }, {}, { pageSize: 0 }, { pageNo: 0 }, { searchStatus: 'bogus' }]) {
      out[`${who} list ${JSON.stringify(extra)}`] = await call(c, L, extra);
    }
    for (let id = 4990; id <= 5030; id++) out[`${who} detail ${id}`] = await call(c, D, { id });
    out[`${who} detail out`] = await call(c, D, { id: 5001, outTradeOrderCode: 'nope' });
    out[`${who} counts`] = await call(c, '/sapi/mall-order/web/order/queryOrderQuantityForStatusBuyer', {});
  }
  writeFileSync(process.env.OUT!, JSON.stringify(out, null, 1));
  console.log(Object.keys(out).length, 'answers');
  await db.close();
}
main();
