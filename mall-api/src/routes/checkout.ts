import { randomBytes } from 'node:crypto';
import { checkoutCalls, type PointDiscountModel, type TradeContractDetail } from '@mall/shared/contract';
import { one } from '../db/db';
import { PointsInsufficient, pointsEarnedFor, recordPoints } from '../domain/points';
import {
  balanceLines,
  cartLinesForCheckout,
  CheckoutError,
  checkLinesOrderable,
  contractOrders,
  dueNowOf,
  findContract,
  marketOf,
  marketVatRate,
  priceOrders,
  renderContract,
  settleOrder,
  type CheckoutLine,
  type PricedOrder,
} from '../domain/checkout';
import { addressComplete, chooseAddresses, invoiceWithTaxCode } from '../domain/checkoutAddress';
import { applyDiscountCode, findDiscountCode, refuseOnBalance, takeCodeUse } from '../domain/discountCodes';
import { applyPointDiscount, pointBalanceOf, spendOrderPoints } from '../domain/pointDiscount';
import { money } from '../domain/money';
import { markOrdersPaid } from '../domain/orderState';
import { payableOf } from '../domain/payments/records';
import { HttpError, invalidField } from '../http/errors';
import { route, type Api } from '../http/route';
import { skuImage } from '../media/paths';
import type { Queryable } from '../db/db';

const HOUR = 3600_000;

type Source = {
  couponCode?: string;
  discountPoint?: number;
  cartLineIds?: number[];
  tradeContractId?: number;
  shippingAddressId?: number;
  shippingAddress?: Parameters<typeof chooseAddresses>[2]['shippingAddress'];
  billingAddressId?: number;
  billingAddress?: Parameters<typeof chooseAddresses>[2]['billingAddress'];
};

type Buyer = { id: number; is_tourist: boolean };

/**
 * A discount code, then points, priced into the orders (in that order: points go by what the code
 * left). `lock` holds the code's row for the submit. Points are offered to signed-in buyers when
 * the site has points on; a guest asking for them is told to log in.
 */
async function applyDiscounts(q: Queryable, user: Buyer, input: Source, priced: PricedOrder[], vatRate: number, pointsEnabled: boolean, lock: boolean) {
  const now = new Date();
  const code = input.couponCode === undefined ? undefined : await findDiscountCode(q, input.couponCode, lock);
  const discountCode = input.couponCode === undefined ? null : applyDiscountCode(priced, code, user.id, now);
  let pointDiscount: PointDiscountModel | null = null;
  if (user.is_tourist || !pointsEnabled) {
    if (input.discountPoint !== undefined) throw invalidField('discountPoint', user.is_tourist ? checkoutCalls.POINT_ERRORS.needLogin : checkoutCalls.POINT_ERRORS.unavailable);
  } else if (priced.some((o) => o.tradeType !== 'NORMAL_POINT_REDEEM')) {
    pointDiscount = applyPointDiscount(priced, await pointBalanceOf(q, user.id), input.discountPoint);
  } else if (input.discountPoint !== undefined) {
    throw invalidField('discountPoint', checkoutCalls.POINT_ERRORS.unavailable);
  }
  for (const order of priced) settleOrder(order, vatRate);
  return { code, discounts: { discountCode, pointDiscount } };
}

/** Lines, addresses and prices of a render or submit. */
async function prepare(q: Queryable, user: Buyer, input: Source, lock: boolean, pointsEnabled: boolean) {
  const userId = user.id;
  if (input.tradeContractId !== undefined) {
    refuseOnBalance(input);
    // Pre-sale balance: the contract's own addresses and its PENDING_BALANCE orders.
    const contract = await findContract(q, userId, { id: input.tradeContractId });
    const orders = await contractOrders(q, contract.id);
    const lines = balanceLines(orders);
    if (lines.length === 0) throw invalidField('tradeContractId', 'checkout.noBalanceDue');
    const shipping = contract.selected_address ? { address: contract.selected_address, id: contract.shipping_address_id } : null;
    const billing = contract.billing_address ? { address: contract.billing_address, id: contract.billing_address_id } : shipping;
    const countryCode = marketOf(contract.selected_address);
    const vatRate = await marketVatRate(q, countryCode);
    const priced = priceOrders(lines, vatRate, true);
    // Balance orders keep the amounts they were ordered with.
    for (const p of priced) {
      const order = orders.find((o) => o.id === p.tradeOrderId);
      if (order) {
        p.needPayCents = order.need_pay_cents - order.paid_cents;
        p.taxCents = Math.round((p.needPayCents * order.tax_rate) / (100 + order.tax_rate));
      }
    }
    return { contractId: contract.id, lines, shipping, billing, countryCode, vatRate, priced, balance: true, code: undefined, discounts: undefined };
  }
  const addresses = await chooseAddresses(q, userId, input);
  const lines = await cartLinesForCheckout(q, userId, input.cartLineIds, lock);
  const countryCode = marketOf(addresses.shipping?.address);
  const vatRate = await marketVatRate(q, countryCode);
  const priced = priceOrders(lines, vatRate, false);
  const { code, discounts } = await applyDiscounts(q, user, input, priced, vatRate, pointsEnabled, lock);
  return { contractId: null, lines, ...addresses, countryCode, vatRate, priced, balance: false, code, discounts };
}

const lineField = (input: Source) => (line: CheckoutLine, index: number) =>
  input.cartLineIds ? `cartLineIds.${input.cartLineIds.indexOf(line.cartLineId ?? -1)}` : `lines.${index}`;

/** What the buyer pays now (a pre-sale order's deposit): the render's needPayAmt, firstPay's amount. */
const totalCents = (priced: PricedOrder[]) => priced.reduce((sum, o) => sum + dueNowOf(o), 0);

/** 'FM' + year + the id, as the seed numbers orders. */
const orderCode = (id: number, at: Date) => `FM${at.getUTCFullYear()}${String(id).padStart(6, '0')}`;

export function registerCheckout(api: Api): void {
  route(api, checkoutCalls.renderTradeContract, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const p = await prepare(ctx.db, user, input, false, ctx.config.pointsEnabled);
    return renderContract({ tradeContractId: p.contractId, lines: p.lines, balance: p.balance, countryCode: p.countryCode, vatRate: p.vatRate, shipping: p.shipping, billing: p.billing }, p.priced, p.discounts);
  });

  route(api, checkoutCalls.submitTradeContract, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    if (input.tradeContractId !== undefined) {
      // Balance: nothing new is ordered; the contract is paid as it stands.
      const p = await prepare(ctx.db, user, input, false, ctx.config.pointsEnabled);
      checkLinesOrderable(p.lines, lineField(input));
      const cents = totalCents(p.priced);
      if (Math.round(input.expectedNeedPayAmt * 100) !== cents) {
        throw new HttpError(409, CheckoutError.priceChanged, 'checkout.priceChanged', [{ field: 'expectedNeedPayAmt', message: 'checkout.priceChanged' }]);
      }
      const contract = await findContract(ctx.db, user.id, { id: input.tradeContractId });
      const orders = await contractOrders(ctx.db, contract.id);
      const payable = payableOf({ id: contract.id, buyer_id: contract.buyer_id, selected_address: contract.selected_address, pay_unique_key: contract.pay_unique_key }, orders);
      return {
        tradeContractId: contract.id,
        tradeId: contract.id,
        tradeOrderIds: orders.map((o) => o.id),
        buyerId: user.id,
        needPayAmt: money(cents, p.lines[0]?.currency ?? 'EUR'),
        payUniqueKey: contract.pay_unique_key,
        isPoint: payable.isPoint,
        // The balance window's end is its deadline.
        payDeadlineMillis: payable.payDeadline?.getTime() ?? Date.parse(orders.flatMap((o) => o.lines).find((l) => l.presale)?.presale?.balanceEnd ?? new Date().toISOString()),
      };
    }

    return ctx.db.transaction(async (tx) => {
      const p = await prepare(tx, user, input, true, ctx.config.pointsEnabled);
      if (!p.shipping) throw invalidField('shippingAddressId', 'checkout.shippingAddressRequired');
      const invoice = invoiceWithTaxCode(p.billing ?? p.shipping, input.buyerTaxCode);
      checkLinesOrderable(p.lines, lineField(input));
      const cents = totalCents(p.priced);
      if (Math.round(input.expectedNeedPayAmt * 100) !== cents) {
        throw new HttpError(409, CheckoutError.priceChanged, 'checkout.priceChanged', [{ field: 'expectedNeedPayAmt', message: 'checkout.priceChanged' }]);
      }
      const points = p.priced.reduce((sum, o) => sum + o.pointsCents, 0);
      if (points > 0) {
        if (user.is_tourist) throw invalidField('cartLineIds', 'checkout.pointsNeedLogin');
        try {
          await recordPoints(tx, { customerId: user.id, source: 'ORDER_PAY', points: -points, refId: null });
        } catch (error) {
          if (error instanceof PointsInsufficient) throw new HttpError(409, 'POINTS_INSUFFICIENT', 'checkout.pointsInsufficient');
          throw error;
        }
      }

      const now = new Date();
      const deadline = new Date(now.getTime() + checkoutCalls.PAY_DEADLINE_HOURS * HOUR);
      const contract = await one<{ id: number }>(
        tx,
        `insert into trade_contracts (buyer_id, selected_address, billing_address, created_at, shipping_address_id, billing_address_id, pay_channel, buyer_remark)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [user.id, JSON.stringify(p.shipping.address), JSON.stringify(invoice.address), now, p.shipping.id, invoice.id, input.payChannel ?? null, input.buyerRemark ?? null],
      );
      const contractId = contract!.id;
      const payUniqueKey = `PAY-${contractId}-${randomBytes(4).toString('hex')}`;
      await tx.query('update trade_contracts set pay_unique_key = $2 where id = $1', [contractId, payUniqueKey]);

      const orderIds = new Map<string, number>();
      const paidNow: number[] = [];
      for (const order of p.priced) {
        const idRow = await one<{ id: number }>(tx, `select nextval(pg_get_serial_sequence('trade_orders', 'id'))::int as id`);
        const id = idRow!.id;
        orderIds.set(order.key, id);
        const isPoints = order.tradeType === 'NORMAL_POINT_REDEEM';
        // Nothing left to pay in money (a points order without shipping): paid on the spot.
        if (order.needPayCents === 0) paidNow.push(id);
        // A pre-sale order waits for its deposit first (domain/preSale.ts).
        const status = order.preSale ? 'PENDING_DEPOSIT' : 'PENDING_PAY';
        await tx.query(
          `insert into trade_orders (id, trade_order_code, contract_id, buyer_id, shop_id, display_status, trade_type, fulfillment_type, currency,
                                     ordered_at, pay_deadline_at, sku_cents, shipping_cents, tax_cents, tax_rate, need_pay_cents, paid_cents,
                                     need_pay_points, paid_points, earn_points, insurance_cents,
                                     shop_discount_cents, platform_coupon_discount_cents, point_discount_cents, discount_code, discount_points, benefits)
           values ($1, $2, $3, $4, $5, $24, $6, 'EXPRESS', $7, $8, $9, $10, $11, $12, $13, $14, 0, $15, 0, $16, $17, $18, $19, $20, $21, $22, $23)`,
          [
            id, orderCode(id, now), contractId, user.id, order.shopId, order.tradeType, order.lines[0]!.currency, now, deadline,
            order.skuCents, order.shippingCents - order.shippingDiscountCents, order.taxCents, p.vatRate, order.needPayCents,
            isPoints ? order.pointsCents : 0, isPoints ? 0 : pointsEarnedFor(order.needPayCents - (order.shippingCents - order.shippingDiscountCents)), order.insuranceCents,
            p.code?.funding === 'SHOP' ? order.codeDiscountCents : 0, p.code?.funding === 'PLATFORM' ? order.codeDiscountCents : 0,
            order.pointDiscountCents, order.codeDiscountCents > 0 ? p.code!.code : null, order.discountPoints,
            // The order detail names the code among its benefits.
            JSON.stringify(order.codeDiscountCents > 0 ? [{ benefitType: 'DISCOUNT_CODE', benefitName: p.code!.code, benefitCents: order.codeDiscountCents }] : []),
            status,
          ],
        );
        if (order.discountPoints > 0) await spendOrderPoints(tx, user.id, id, order.discountPoints);
        for (const [index, line] of order.lines.entries()) {
          await tx.query(
            // cart_line_id is unique: the database orders each cart line once (one order per submission).
            `insert into trade_order_lines (order_id, sku_id, item_id, sku_snapshot, sale_cents, trade_qty, expect_date, sort, insurance, cart_line_id,
                                            discount_cents, point_deduction_cents, presale, campaign_sub_type)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
            [
              id, line.skuId, line.itemId,
              JSON.stringify({ name: line.skuName, image: line.image, urlKey: line.urlKey, attributes: line.attributes }),
              line.unitCents, line.qty, line.expectDate, index, line.insurance ? JSON.stringify(line.insurance) : null, line.cartLineId,
              order.lineCodeCents[index] ?? 0, order.linePointCents[index] ?? 0,
              line.presale ? JSON.stringify(line.presale) : null, line.presale ? 'PRESELL' : null,
            ],
          );
          // Reserved for this order (checked above under the skus' row locks).
          await tx.query('update skus set stock = stock - $2 where id = $1', [line.skuId, line.qty]);
        }
      }
      if (p.code) {
        const uses = p.priced.filter((o) => o.codeDiscountCents > 0 || o.lineCodeCents.length > 0).map((o) => ({ id: orderIds.get(o.key)!, cents: o.codeDiscountCents }));
        await takeCodeUse(tx, p.code, contractId, user.id, uses, now);
      }
      await tx.query('delete from cart_lines where user_id = $1 and id = any($2::int[])', [user.id, p.lines.map((l) => l.cartLineId).filter((id) => id !== null)]);
      if (paidNow.length > 0) await markOrdersPaid(tx, paidNow, now, { payChannel: 'POINTS' });

      return {
        tradeContractId: contractId,
        tradeId: contractId,
        tradeOrderIds: [...orderIds.values()],
        buyerId: user.id,
        needPayAmt: money(cents, p.lines[0]?.currency ?? 'EUR'),
        payUniqueKey,
        isPoint: p.priced.some((o) => o.tradeType === 'NORMAL_POINT_REDEEM'),
        payDeadlineMillis: deadline.getTime(),
      };
    });
  });

  route(api, checkoutCalls.queryAndValidateTradeContractDetailById, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const contract = await findContract(ctx.db, user.id, { id: input.id });
    const orders = await contractOrders(ctx.db, contract.id);
    const payable = payableOf({ id: contract.id, buyer_id: contract.buyer_id, selected_address: contract.selected_address, pay_unique_key: contract.pay_unique_key }, orders);
    const countryCode = marketOf(contract.selected_address);
    const vatRate = await marketVatRate(ctx.db, countryCode);
    // What is due now: the unpaid orders, or the balance; a paid or closed contract shows all its orders.
    const balance = payable.purpose === 'BALANCE' && payable.payOrders.length > 0;
    const shown = payable.payOrders.length > 0 ? payable.payOrders : orders;
    const lines: CheckoutLine[] = balance
      ? balanceLines(shown)
      : shown.flatMap((o) =>
          o.lines.map((l) => ({
            cartLineId: null, tradeOrderLineId: l.id, tradeOrderId: o.id, lineType: o.trade_type, skuId: l.sku_id, itemId: l.item_id, image: l.sku_snapshot.image ?? skuImage(l.sku_id),
            itemName: l.sku_snapshot.name, skuName: l.sku_snapshot.name, urlKey: l.sku_snapshot.urlKey ?? '', attributes: l.sku_snapshot.attributes ?? [],
            unitCents: l.sale_cents, originalCents: l.sale_cents, snapshotCents: l.sale_cents, qty: l.trade_qty,
            // Stock was reserved when the order was placed.
            stock: Number.MAX_SAFE_INTEGER, activityEnded: false,
            shopId: o.shop_id, siteName: o.site_name, sellerId: o.seller_id, expectDate: l.expect_date, currency: o.currency,
            insurance: l.insurance,
            // A deposit still due: the first payment charges it (domain/preSale.ts).
            presale: o.display_status === 'PENDING_DEPOSIT' ? l.presale : null,
          })),
        );
    const priced = priceOrders(lines, vatRate, true);
    for (const p of priced) {
      const order = orders.find((o) => o.id === p.tradeOrderId);
      if (!order) continue;
      // The order's own amounts (shipping included), as it was placed.
      p.shippingCents = balance ? 0 : order.shipping_cents;
      p.needPayCents = order.need_pay_cents - (payable.payOrders.length > 0 ? order.paid_cents : 0);
      p.taxCents = balance ? Math.round((p.needPayCents * order.tax_rate) / (100 + order.tax_rate)) : order.tax_cents;
      p.pointsCents = order.need_pay_points;
    }
    const render = renderContract(
      {
        tradeContractId: contract.id, lines, balance, countryCode, vatRate,
        shipping: contract.selected_address ? { address: contract.selected_address, id: contract.shipping_address_id } : null,
        billing: contract.billing_address ? { address: contract.billing_address, id: contract.billing_address_id } : null,
      },
      priced,
    );
    const invalidReasons: string[] = [...payable.blockers];
    if (!addressComplete(contract.selected_address)) invalidReasons.push('ADDRESS_INCOMPLETE');
    const detail: TradeContractDetail = {
      ...render,
      tradeContractId: contract.id,
      tradeId: contract.id,
      buyerId: user.id,
      payUniqueKey: contract.pay_unique_key,
      tradeOrderIds: orders.map((o) => o.id),
      payDeadlineMillis: payable.payDeadline ? payable.payDeadline.getTime() : null,
      validResult: invalidReasons.length === 0 ? '1' : '0',
      invalidReasons,
    };
    return detail;
  });

  route(api, checkoutCalls.queryContractByUniqueKey, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const contract = await findContract(ctx.db, user.id, { payUniqueKey: input.payUniqueKey });
    const orders = await contractOrders(ctx.db, contract.id);
    const payable = payableOf({ id: contract.id, buyer_id: contract.buyer_id, selected_address: contract.selected_address, pay_unique_key: contract.pay_unique_key }, orders);
    return {
      tradeContractId: contract.id,
      tradeId: contract.id,
      buyerId: user.id,
      tradeOrderIds: orders.map((o) => o.id),
      needPayAmt: money(payable.amountCents, payable.currency),
      payUniqueKey: contract.pay_unique_key,
    };
  });
}
