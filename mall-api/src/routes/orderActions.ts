import { accountCalls, orderActionCalls, type Voucher } from '@mall/shared/contract';
import { money } from '../domain/money';
import {
  cancelAfterPay,
  closeBeforePay,
  listPackages,
  loadOwnOrder,
  postponeDelivery,
  resendInvoice,
  signForDelivery,
} from '../domain/orderActions';
import { confirmLink, issueCaptcha, requireAccountEmail, verifyCaptcha } from '../domain/orderLink';
import { growthValueOf, ORDER_COLUMNS, ORDER_FROM, toOrder, type OrderRow } from '../domain/orders';
import { checkCode, sendCodeFor } from '../domain/verification';
import { conflict, forbidden, invalidField, notFound } from '../http/errors';
import { requestLanguage } from '../http/language';
import { route, type Api } from '../http/route';

/** A userId the caller sends must be the caller (the session decides who acts). */
function requireSelf(userId: number | undefined, sessionUserId: number): void {
  if (userId !== undefined && userId !== sessionUserId) throw forbidden('not your account');
}

interface VoucherRow {
  coupon_code: string;
  coupons_password: string | null;
  used_status: Voucher['usedStatus'];
  used_at: Date | null;
  valid_until: string | null;
  trade_order_id: number;
  trade_order_code: string;
  line_id: number;
  sku_id: number;
  sku_snapshot: { name: string; image: string };
  sale_cents: number;
  currency: string;
  shop_id: number;
  site_name: string;
}

export function registerOrderActions(api: Api): void {
  route(api, orderActionCalls.listPackages, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    return listPackages(ctx.db, input.id, user.id, requestLanguage(ctx.c));
  });

  route(api, orderActionCalls.closeOrderBeforePay, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    return { closedOrderIds: await closeBeforePay(ctx.db, input.id, user.id, new Date()) };
  });

  route(api, orderActionCalls.cancelAfterPay, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    return cancelAfterPay(ctx.db, input, user.id, new Date());
  });

  route(api, orderActionCalls.signForDelivery, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    return signForDelivery(ctx.db, input.id, input.fulfillmentProgressId, user.id, new Date(), ctx.config.pointsEnabled);
  });

  route(api, orderActionCalls.postponeDelivery, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    return postponeDelivery(ctx.db, input.id, input.fulfillmentProgressList.map((p) => p.id), user.id);
  });

  route(api, orderActionCalls.sendInvoiceEmail, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    return resendInvoice(ctx.db, input, user.id, user.email);
  });

  route(api, orderActionCalls.orderGrowthValue, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    if (input.customerId !== undefined && input.customerId !== user.id) throw notFound('order');
    const { row } = await loadOwnOrder(ctx.db, input.orderId, user.id);
    const enabled = ctx.config.pointsEnabled;
    const earns = enabled && row.trade_type !== 'NORMAL_POINT_REDEEM' && growthValueOf(row) > 0;
    return { orderId: row.id, pointsEnabled: enabled, growthValue: enabled ? growthValueOf(row) : 0, earnPoints: earns ? row.earn_points : 0 };
  });

  route(api, orderActionCalls.queryAssociatedOrders, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const rows = await ctx.db.query<OrderRow>(
      `select ${ORDER_COLUMNS} ${ORDER_FROM}
       where o.buyer_id = $3
         and o.contract_id = coalesce($1::int, (select g.contract_id from trade_orders g where g.id = $2 and g.buyer_id = $3))
       order by o.id`,
      [input.tradeContractId ?? null, input.id ?? null, user.id],
    );
    if (rows.length === 0) throw notFound('order');
    return rows.map((r) => toOrder(r));
  });

  route(api, orderActionCalls.queryVouchers, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    if (input.id !== undefined) await loadOwnOrder(ctx.db, input.id, user.id);
    const rows = await ctx.db.query<VoucherRow>(
      `select v.coupon_code, v.coupons_password, v.used_status, v.used_at, v.valid_until, o.id as trade_order_id,
              o.trade_order_code, l.id as line_id, l.sku_id, l.sku_snapshot, l.sale_cents, o.currency, sh.id as shop_id, sh.site_name
       from order_vouchers v join trade_orders o on o.id = v.trade_order_id
         join trade_order_lines l on l.id = v.trade_order_line_id join shops sh on sh.id = o.shop_id
       where o.buyer_id = $1 and ($2::int is null or o.id = $2) and ($3::text is null or v.used_status = $3)
       order by v.used_status, v.valid_until nulls last, v.id`,
      [user.id, input.id ?? null, input.usedStatus ?? null],
    );
    const vouchers: Voucher[] = rows.map((r) => ({
      couponCode: r.coupon_code,
      couponsPassword: r.coupons_password,
      usedStatus: r.used_status,
      usedTime: r.used_at ? r.used_at.toISOString() : null,
      validUntil: r.valid_until,
      tradeOrder: { id: r.trade_order_id, tradeOrderCode: r.trade_order_code },
      tradeOrderLine: { id: r.line_id, sku: { id: r.sku_id, name: r.sku_snapshot.name, image: r.sku_snapshot.image } },
      shop: { id: r.shop_id, siteName: r.site_name },
      faceValue: money(r.sale_cents, r.currency),
    }));
    return { unused: vouchers.filter((v) => v.usedStatus === 'NOT_USED'), used: vouchers.filter((v) => v.usedStatus !== 'NOT_USED') };
  });

  // Linking guest orders: logged-in buyers only (a tourist has no account to link to).
  route(api, orderActionCalls.linkOrderCaptcha, async (_input, ctx) => {
    const { user } = await ctx.requireBuyer();
    return issueCaptcha(ctx.db, user.id, ctx.config.testCaptcha);
  });

  // The account's e-mail proven by a code sent there: signing up never proved it is the buyer's.
  route(api, orderActionCalls.linkOrderEmailCode, async (_input, ctx) => {
    const { user } = await ctx.requireBuyer();
    if (!user.email) throw conflict('email.notBound', accountCalls.AccountErrorCode.notBound);
    return sendCodeFor(ctx, { purpose: 'LINK_ORDERS', channel: 'EMAIL', recipient: user.email.toLowerCase(), userId: user.id, deliver: true });
  });

  route(api, orderActionCalls.verifyLinkOrders, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    requireSelf(input.userId, user.id);
    requireAccountEmail(user.email, input.buyerEmail);
    const emailCode = input.emailCode;
    if (!emailCode) throw invalidField('emailCode', 'linkOrder.emailCodeRequired');
    const proveEmail = () => checkCode(ctx.db, 'LINK_ORDERS', input.buyerEmail.toLowerCase(), emailCode, 'emailCode');
    const num = await verifyCaptcha(ctx.db, user.id, input.uuid, input.code, input.buyerEmail, proveEmail);
    return { num, uuid: input.uuid };
  });

  route(api, orderActionCalls.confirmLinkOrders, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    requireSelf(input.userId, user.id);
    requireAccountEmail(user.email, input.buyerEmail);
    return { num: await confirmLink(ctx.db, user.id, input.uuid, input.buyerEmail) };
  });
}
