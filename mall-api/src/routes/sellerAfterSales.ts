/**
 * The seller API for after-sales (contract: sellerAfterSales.ts), what a back-office calls. A
 * logged-in seller (ctx.requireSeller: 403 for anyone else) acts only on the reverse orders of
 * their own shops (404 for others). Each action is one state-machine event taken as SELLER.
 */
import { sellerAfterSalesCalls, type CallDef } from '@mall/shared/contract';
import type * as v from 'valibot';
import { countRows } from '../db/db';
import { pageOffset } from '../domain/paging';
import { loadReverseForUpdate, moveReverse, type MoveInput } from '../domain/reverseFlow';
import type { ReverseEvent } from '../domain/reverseStateMachine';
import { route, type Api } from '../http/route';
import { Where } from '../db/where';
import { reverseSummaries } from './aftersales';

type ByIdCall = CallDef<v.GenericSchema<unknown, { id: number }>, typeof sellerAfterSalesCalls.approveReverse.response>;

export function registerSellerAfterSales(api: Api): void {
  const { pageSellerReverseOrders, approveReverse, rejectReverse, confirmReturnReceived, refundReverse, shipReplacement } = sellerAfterSalesCalls;

  route(api, pageSellerReverseOrders, async (input, ctx) => {
    const { shopIds } = await ctx.requireSeller();
    const where = new Where().add('o.shop_id = any($::int[])', shopIds);
    if (input.status) where.add('r.reverse_status = $', input.status);
    const from = `from reverse_orders r join trade_orders o on o.id = r.trade_order_id ${where}`;
    const total = await countRows(ctx.db, from, where.params);
    const limit = where.next(input.pageSize);
    const offset = where.next(pageOffset(input.pageNo, input.pageSize));
    return { data: await reverseSummaries(ctx.db, `${from} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`, where.params), total };
  });

  const action = <C extends ByIdCall>(call: C, event: ReverseEvent, extra: (input: v.InferOutput<C['request']>) => MoveInput = () => ({})) =>
    route(api, call, async (input, ctx) => {
      const { shopIds } = await ctx.requireSeller();
      return ctx.db.transaction(async (tx) => moveReverse(tx, await loadReverseForUpdate(tx, input.id, { shopIds }), event, 'SELLER', extra(input), new Date()));
    });

  action(approveReverse, 'approve');
  action(rejectReverse, 'reject', (input) => ({ reason: input.reason }));
  action(confirmReturnReceived, 'confirmReceived');
  action(refundReverse, 'refund');
  action(shipReplacement, 'shipReplacement', (input) => ({ parcel: { carrierId: input.carrier.id, serviceCode: input.serviceCode } }));
}
