import { orderCalls, type TradeType } from '@mall/shared/contract';
import { countRows, one } from '../db/db';
import { likeContains, Where } from '../db/where';
import { money } from '../domain/money';
import { orderEmail } from '../domain/orderActions';
import { closeOverdueOrders } from '../domain/orderState';
import { growthValueOf, ORDER_COLUMNS, ORDER_FROM, timespanRange, toOrder, toOrderAddress, type OrderRow } from '../domain/orders';
import { HttpError, notFound } from '../http/errors';
import { route, type Api } from '../http/route';
import { pageOffset } from '../domain/paging';

/** The buyer's orders of the asked trade type; without one, everything but points-mall orders. */
function ownOrders(buyerId: number, tradeType: TradeType | undefined): Where {
  const where = new Where().add('o.buyer_id = $', buyerId);
  return tradeType ? where.add('o.trade_type = $', tradeType) : where.raw(`o.trade_type <> 'NORMAL_POINT_REDEEM'`);
}

export function registerOrders(api: Api): void {
  route(api, orderCalls.pageOrders, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const where = ownOrders(user.id, input.tradeType);
    const status = orderCalls.ORDER_SEARCH_STATUS[input.searchStatus];
    if (status) where.add('o.display_status = any($::text[])', [...status]);
    const { from, to } = timespanRange(input.timespan, new Date());
    if (from) where.add('o.ordered_at >= $', from);
    if (to) where.add('o.ordered_at < $', to);
    if (input.keyword) {
      where.add(
        `(o.trade_order_code ilike $ or exists (select 1 from trade_order_lines l where l.order_id = o.id and l.sku_snapshot->>'name' ilike $))`,
        likeContains(input.keyword),
      );
    }
    const fromWhere = `from trade_orders o ${where}`;
    const countParams = [...where.params];
    const limit = where.next(input.pageSize);
    const offset = where.next(pageOffset(input.pageNo, input.pageSize));
    // One statement: the page's ids with the filter's total (a window count, taken before the
    // limit), then each order with its lines.
    const rows = await ctx.db.query<OrderRow & { total: number }>(
      `select ${ORDER_COLUMNS}, page.total
       ${ORDER_FROM} join (select o.id, count(*) over ()::int as total ${fromWhere}
             order by o.ordered_at desc, o.id desc limit ${limit} offset ${offset}) page on page.id = o.id
       order by o.ordered_at desc, o.id desc`,
      where.params,
    );
    // A page past the end has no row to carry the total.
    const total = rows[0]?.total ?? (input.pageNo > 1 ? await countRows(ctx.db, fromWhere, countParams) : 0);
    return { data: rows.map((r) => toOrder(r)), total };
  });

  route(api, orderCalls.orderStatusCounts, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    // The counts come with every list screen: the moment to close the caller's overdue unpaid orders.
    await closeOverdueOrders(ctx.db, user.id, new Date());
    const where = ownOrders(user.id, input.tradeType);
    const rows = await ctx.db.query<{ display_status: string; n: number }>(
      `select o.display_status, count(*)::int as n from trade_orders o ${where} group by o.display_status`,
      where.params,
    );
    const count = (status: string) => rows.find((r) => r.display_status === status)?.n ?? 0;
    return [
      { displayOrderStatus: 'ALL_ORDER' as const, quantity: rows.reduce((sum, r) => sum + r.n, 0) },
      ...orderCalls.OrderDisplayStatus.options.map((status) => ({ displayOrderStatus: status, quantity: count(status) })),
    ];
  });

  route(api, orderCalls.orderDetail, async (input, ctx) => {
    requireApplicationKey(ctx.c.req.header(orderCalls.APPLICATION_KEY_HEADER));
    const { user } = await ctx.requireSession();
    // Another buyer's order is "not found", so ids cannot be probed. One statement, contract included.
    const row = await one<DetailRow>(
      ctx.db,
      `select ${ORDER_COLUMNS}, tc.selected_address, tc.billing_address, tc.not_first_time,
              u.nickname as buyer_nickname, u.username as buyer_username
       ${ORDER_FROM} left join trade_contracts tc on tc.id = o.contract_id join users u on u.id = o.buyer_id
       where o.id = $1 and o.buyer_id = $2 and ($3::text is null or o.out_order_id = $3)`,
      [input.id, user.id, input.outTradeOrderCode ?? null],
    );
    if (!row) throw notFound('order');
    const order = toOrder(row);
    const selectedAddress = toOrderAddress(row.selected_address);
    const cur = row.currency;
    const buyerEmail = orderEmail({ ...row, selected_address: row.selected_address }, user.email);
    return {
      ...order,
      taxRate: row.tax_rate,
      buyer: { id: row.buyer_id, user: { nickname: row.buyer_nickname, username: row.buyer_username } },
      tradeContract: {
        id: row.contract_id,
        notFirstTime: row.not_first_time ?? false,
        selectedAddress,
        billingAddress: toOrderAddress(row.billing_address),
        paymentOrderList: row.payment_records.length
          ? [
              {
                paymentRecordBOList: row.payment_records.map((r) => ({
                  recordStatus: r.recordStatus,
                  payChannel: r.payChannel,
                  businessPayChannelCode: r.businessPayChannelCode ?? null,
                  paidTime: r.paidTime ? new Date(r.paidTime).toISOString() : null,
                  amount: money(r.amountCents, cur),
                })),
              },
            ]
          : [],
      },
      buyerEmail,
      // The invoice goes to the phone only when the order has no e-mail.
      buyerPhone: row.buyer_phone ?? selectedAddress?.personPhone ?? null,
      invoiceUrl: row.invoice_url ? [{ name: `invoice-${row.trade_order_code}.pdf`, url: row.invoice_url }] : null,
      tradeBenefitInfoTOS: row.benefits.map((b) => ({ benefitType: b.benefitType, benefitName: b.benefitName, benefitAmt: money(b.benefitCents, cur) })),
      activityList: row.activities,
      pointsEnabled: ctx.config.pointsEnabled,
      earnGrowthValue: ctx.config.pointsEnabled ? growthValueOf(row) : null,
    };
  });
}

/** Contract (order.ts): the detail is answered only to an application that names itself with its key. */
const KNOWN_APPLICATION_KEYS: ReadonlySet<string> = new Set([orderCalls.BUYER_WEB_APPLICATION_KEY]);

function requireApplicationKey(key: string | undefined): void {
  if (key !== undefined && KNOWN_APPLICATION_KEYS.has(key)) return;
  const message = 'order.applicationKeyRequired';
  throw new HttpError(400, orderCalls.APPLICATION_KEY_REQUIRED, message, [{ field: orderCalls.APPLICATION_KEY_HEADER, message }]);
}

interface DetailRow extends OrderRow {
  selected_address: Record<string, unknown> | null;
  billing_address: Record<string, unknown> | null;
  not_first_time: boolean | null;
  buyer_nickname: string | null;
  buyer_username: string | null;
}
