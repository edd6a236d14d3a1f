/**
 * Issue 12, the buyer's side of an application after it was made: its detail, cancelling it,
 * sending the goods back, confirming the replacement, the exchange item, carriers and tracking.
 * Every state change goes through the state machine (domain/reverseFlow.ts).
 */
import { afterSalesCalls, type ReverseOrderDetail, type ReverseOrderStatus } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { money } from '../domain/money';
import { exchangeableSkus } from '../domain/orderReverse';
import { loadReverseForUpdate, moveReverse, type ReverseScope } from '../domain/reverseFlow';
import { isBuyersParcel, recordedParcelTracking } from '../domain/tracking';
import { skuPictureSql } from '../media/paths';
import { notFound } from '../http/errors';
import { requestLanguage } from '../http/language';
import { route, type Api } from '../http/route';
import { reverseSummaries } from './aftersales';

interface DetailRow {
  reverse_notes: string | null;
  audit_reject_reason: string | null;
  actual_refund_shipping_cents: number | null;
  evidence_images: string[];
  contract_created_at: Date;
  site_name: string;
  seller_id: number;
  return_address: { detailAddress: string; districtList: Array<{ name: string }>; contactName: string; contactPhone: string } | null;
  currency: string;
}

/** What comes back while the goods are on their way back: the shop's return address. */
const SHOWS_RETURN_ADDRESS: readonly ReverseOrderStatus[] = ['WAITING_FOR_BUYER_RETURN', 'WAITING_FOR_QC_DONE'];

/** One reverse order with everything the detail shows; 404 when it is not in scope. */
export async function reverseDetail(db: Queryable, id: number, scope: ReverseScope): Promise<ReverseOrderDetail> {
  const byBuyer = 'buyerId' in scope;
  const [summary] = await reverseSummaries(
    db,
    `from reverse_orders r join trade_orders o on o.id = r.trade_order_id where r.id = $1 and ${byBuyer ? 'r.buyer_id = $2' : 'o.shop_id = any($2::int[])'}`,
    [id, byBuyer ? scope.buyerId : scope.shopIds],
  );
  if (!summary) throw notFound('reverse order');
  const [row] = await db.query<DetailRow>(
    `select r.reverse_notes, r.audit_reject_reason, r.actual_refund_shipping_cents, r.evidence_images, c.created_at as contract_created_at,
            sh.site_name, sh.seller_id, sh.return_address, o.currency
     from reverse_orders r join trade_orders o on o.id = r.trade_order_id join trade_contracts c on c.id = o.contract_id
     join shops sh on sh.id = o.shop_id where r.id = $1`,
    [id],
  );
  const derivatives = await db.query<{ line_id: number; id: number; name: string; price_cents: number; attributes: Array<{ attrKey: string; attrVal: string }>; image: string }>(
    `select rl.id as line_id, s.id, s.name, s.price_cents, s.attributes, ${skuPictureSql('s')} as image
     from reverse_order_lines rl join trade_order_lines l on l.id = rl.trade_order_line_id join skus s on s.id = coalesce(rl.derivative_sku_id, l.sku_id)
     where rl.reverse_order_id = $1`,
    [id],
  );
  const parcels = await db.query<{ id: number; status: 'SEND_DELIVERY' | 'SIGN_IN' | 'CANCEL'; service_code: string; carrier_id: number; entity_name: string; entity_code: string; operater_type: 'USER' | 'SELLER'; created_at: Date }>(
    `select f.id, f.status, f.service_code, f.carrier_id, c.entity_name, c.entity_code, f.operater_type, f.created_at
     from reverse_fulfilments f join carriers c on c.id = f.carrier_id where f.reverse_order_id = $1 order by f.id`,
    [id],
  );
  const events = await db.query<{ event: string; actor: 'BUYER' | 'SELLER' | 'SYSTEM'; to_status: ReverseOrderStatus; text: string | null; created_at: Date }>(
    `select event, actor, to_status, text, created_at from reverse_order_events where reverse_order_id = $1 order by id`,
    [id],
  );
  const d = row!;
  const cur = d.currency;
  const isExchange = summary.reverseTradeOrderType === 'SALE_EXCHANGE';
  return {
    ...summary,
    reverseTradeOrderLineList: summary.reverseTradeOrderLineList.map((line) => {
      const sku = derivatives.find((x) => x.line_id === line.id);
      return {
        ...line,
        derivativeSku:
          isExchange && sku ? { id: sku.id, name: sku.name, image: sku.image, attributes: sku.attributes, salePrc: money(sku.price_cents, cur) } : null,
      };
    }),
    tradeContract: { createdAt: d.contract_created_at.toISOString() },
    seller: { id: d.seller_id, siteName: d.site_name },
    reverseNotes: { reverseReason: summary.reverseReason, reverseText: d.reverse_notes, auditRejectReason: d.audit_reject_reason },
    returnAddress: SHOWS_RETURN_ADDRESS.includes(summary.reverseTradeOrderStatus) ? d.return_address : null,
    remarkList: events.map((e) => ({ event: e.event, actor: e.actor, toStatus: e.to_status, text: e.text, createdAt: e.created_at.toISOString() })),
    actualRefundShippingAmt: d.actual_refund_shipping_cents === null ? null : money(d.actual_refund_shipping_cents, cur),
    // Not shown in the spec: what the seller agreed to refund of the shipping; the same figure here.
    sellerConfirmRefundShippingAmt: d.actual_refund_shipping_cents === null ? null : money(d.actual_refund_shipping_cents, cur),
    changeToReturn: false,
    evidenceImages: d.evidence_images,
    fulfillmentProgressList: parcels.map((p) => ({
      id: p.id,
      fulfillmentProgressStatus: p.status,
      serviceCode: p.service_code,
      fulfillmentServiceProvider: { id: p.carrier_id, entityName: p.entity_name, entityCode: p.entity_code },
      operaterType: p.operater_type,
      createdAt: p.created_at.toISOString(),
    })),
  };
}

export function registerReverseActions(api: Api): void {
  route(api, afterSalesCalls.queryReverseById, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    return reverseDetail(ctx.db, input.id, { buyerId: user.id });
  });

  route(api, afterSalesCalls.cancelReverse, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    return ctx.db.transaction(async (tx) => moveReverse(tx, await loadReverseForUpdate(tx, input.id, { buyerId: user.id }), 'buyerCancel', 'BUYER', {}, new Date()));
  });

  route(api, afterSalesCalls.confirmExchangeReceived, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    return ctx.db.transaction(async (tx) => moveReverse(tx, await loadReverseForUpdate(tx, input.id, { buyerId: user.id }), 'confirmExchange', 'BUYER', {}, new Date()));
  });

  route(api, afterSalesCalls.postBackReverse, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const parcel = input.fulfillmentProgressList[0]!;
    return ctx.db.transaction(async (tx) =>
      moveReverse(
        tx,
        await loadReverseForUpdate(tx, input.id, { buyerId: user.id }),
        'postBack',
        'BUYER',
        { parcel: { carrierId: parcel.fulfillmentServiceProvider.id, serviceCode: parcel.serviceCode } },
        new Date(),
      ),
    );
  });

  route(api, afterSalesCalls.exchangeItemInfo, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    // The line must be the caller's; the item is catalogue data anyone may read.
    const [line] = await ctx.db.query<{ item_id: number; sale_cents: number; currency: string }>(
      `select l.item_id, l.sale_cents, o.currency from trade_order_lines l join trade_orders o on o.id = l.order_id where l.id = $1 and o.buyer_id = $2`,
      [input.tradeOrderLineId, user.id],
    );
    if (!line) throw notFound('order line');
    const [item] = await ctx.db.query<{ id: number; name: string }>(`select id, name from items where id = $1`, [input.diyItemId]);
    if (!item) throw notFound('item');
    const skus = await exchangeableSkus(ctx.db, item.id, line.sale_cents);
    // Only the line's own item offers replacements.
    const sameItem = item.id === line.item_id;
    return {
      item: { id: item.id, name: item.name },
      skus: skus.map((s) => ({
        id: s.id,
        name: s.name,
        image: s.image,
        attributes: s.attributes,
        salePrc: money(s.price_cents, line.currency),
        exchangeable: sameItem && s.exchangeable,
      })),
    };
  });

  route(api, afterSalesCalls.listCarriers, async (_input, ctx) => {
    await ctx.requireSession();
    const rows = await ctx.db.query<{ id: number; entity_name: string; entity_code: string }>(`select id, entity_name, entity_code from carriers order by sort, id`);
    return rows.map((r) => ({ id: r.id, entityName: r.entity_name, entityCode: r.entity_code }));
  });

  // Someone else's parcel answers as one the carrier knows nothing of: no timeline, no oracle.
  route(api, afterSalesCalls.queryWaybill, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    if (!(await isBuyersParcel(ctx.db, user.id, input.carrierCompanyCode, input.wayBillNumber))) return [];
    return recordedParcelTracking(ctx.db).track(input.carrierCompanyCode, input.wayBillNumber, new Date(), requestLanguage(ctx.c));
  });
}
