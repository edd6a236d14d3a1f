import { cartCalls, ErrorCode, type CartGroup, type CartList } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { orderShipping } from '../domain/checkout';
import { pointsEarnedFor } from '../domain/points';
import { one } from '../db/db';
import { CART_LINE_QUERY, CART_QTY_MAX, cartCount, FINANCING_TEASER, financingInstallmentCents, lineInsuranceCents, TAX_LINE_MARKETS, type CartLineRow } from '../domain/cart';
import { money, vatPart } from '../domain/money';
import { HttpError, invalidField, notFound } from '../http/errors';
import { route, type Api, type RequestCtx } from '../http/route';


const DAY = 24 * 3600_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function vatRate(q: Queryable, country: string): Promise<number> {
  const region = await one<{ vat_rate: number }>(q, 'select vat_rate from regions where region_short_name = $1', [country.toUpperCase()]);
  if (!region) throw invalidField('country', 'cart.countryUnknown');
  return region.vat_rate;
}

/** The cart page: lines grouped by shop, then by line type; the summary over selected lines. */
async function loadCart(ctx: RequestCtx, userId: number | null, country: string): Promise<CartList> {
  const rate = await vatRate(ctx.db, country);
  const rows =
    userId === null
      ? []
      : await ctx.db.query<CartLineRow>(
          `${CART_LINE_QUERY}
           where c.user_id = $1
           order by sh.id, c.created_at, c.id`,
          [userId],
        );

  const groups = new Map<number, CartGroup>();
  const today = Date.now();
  let totalCents = 0;
  let originCents = 0;
  let insuranceCents = 0;
  let selectedQty = 0;
  let count = 0;
  let selectedPointsOnly = true;
  // The ticked lines' goods per shop order (shop and line type), as checkout splits them.
  const orderGoods = new Map<string, { lineType: CartLineRow['line_type']; skuCents: number }>();
  for (const row of rows) {
    count += row.qty;
    if (row.is_selected) {
      selectedQty += row.qty;
      totalCents += row.price_cents * row.qty;
      originCents += (row.original_cents ?? row.price_cents) * row.qty;
      insuranceCents += lineInsuranceCents(row);
      if (row.line_type !== 'NORMAL_POINT_REDEEM') selectedPointsOnly = false;
      const key = `${row.shop_id}-${row.line_type}`;
      const goods = orderGoods.get(key) ?? { lineType: row.line_type, skuCents: 0 };
      goods.skuCents += row.price_cents * row.qty;
      orderGoods.set(key, goods);
    }
    let group = groups.get(row.shop_id);
    if (!group) {
      group = { shop: { id: row.shop_id, siteName: row.site_name }, seller: { id: row.seller_id }, childGroupList: [] };
      groups.set(row.shop_id, group);
    }
    let child = group.childGroupList.find((g) => g.cartLineTypeDict === row.line_type);
    if (!child) {
      child = { cartLineTypeDict: row.line_type, cartLineList: [] };
      group.childGroupList.push(child);
    }
    child.cartLineList.push({
      id: row.id,
      cartLineTypeDict: row.line_type,
      item: { id: row.item_id, name: row.item_name, urlKey: row.url_key, mainImage: row.item_image },
      sku: { id: row.sku_id, name: row.sku_name, image: row.sku_image, attributes: row.attributes },
      shop: { id: row.shop_id },
      seller: { id: row.seller_id },
      skuQty: row.qty,
      marketingUnit: row.unit_name ? { unitName: row.unit_name } : null,
      adjustStep: row.adjust_step,
      minQty: row.min_qty,
      salePrc: money(row.price_cents, row.currency),
      originalPrc: row.original_cents === null ? null : money(row.original_cents, row.currency),
      snapshotPrc: money(row.snapshot_cents, row.currency),
      priceChanged: row.snapshot_cents !== row.price_cents,
      lineAmt: money(row.price_cents * row.qty, row.currency),
      isSelected: row.is_selected,
      expectDate: isoDate(today + row.lead_days * DAY),
      available: row.stock >= row.qty,
      activityEnded: row.activity_ended,
      insurancePlan:
        row.plan_id === null ? null : { insuranceId: row.plan_id, insuranceName: row.plan_name ?? '', insuranceFee: money(row.plan_fee_cents ?? 0, row.currency) },
      insurance:
        row.insured && row.plan_id !== null
          ? { insuranceId: row.plan_id, insuranceName: row.plan_name ?? '', insuranceFee: money(lineInsuranceCents(row), row.currency) }
          : null,
    });
  }
  // The catalogue is priced in euros in every market; the market only decides the VAT rate.
  const currency = 'EUR';
  const market = country.toUpperCase();
  // What the buyer pays for the selected lines: goods plus the insurance they kept, plus shipping
  // as checkout's price calculation charges it (before a code or points), so both say one total.
  const payCents = totalCents + insuranceCents;
  let shippingCents = 0;
  let taxCents = 0;
  for (const goods of orderGoods.values()) {
    const shipping = orderShipping(goods.skuCents, goods.lineType);
    const orderShippingCents = shipping.shippingCents - shipping.shippingDiscountCents;
    shippingCents += orderShippingCents;
    // VAT per shop order, as checkout rounds it; insurance is exempt (Directive 2006/112/EC art. 135(1)(a)).
    taxCents += vatPart(goods.skuCents + orderShippingCents, rate);
  }
  const installment = financingInstallmentCents(market, payCents + shippingCents);
  return {
    cartGroupList: [...groups.values()],
    cartSummary: {
      currency,
      taxRate: rate,
      taxAmt: money(taxCents, currency),
      showTaxLine: TAX_LINE_MARKETS.has(market),
      originAmt: money(originCents, currency),
      shippingAmt: money(shippingCents, currency),
      totalAmt: money(payCents + shippingCents, currency),
      insuranceTotalAmt: money(insuranceCents, currency),
      // Spec: original amount plus insurance minus total.
      discountTotalAmt: money(originCents + insuranceCents - payCents, currency),
      discountCodeAtCheckout: selectedQty > 0 && !selectedPointsOnly,
      // Points are earned on what is paid for the goods, not on shipping (as the order earns them).
      expectPoints: ctx.config.pointsEnabled ? pointsEarnedFor(payCents) : 0,
      selectedQty,
      financingTeaser:
        installment === null
          ? null
          : {
              provider: FINANCING_TEASER.provider,
              installments: FINANCING_TEASER.installments,
              installmentAmt: money(installment, currency),
              minAmt: money(FINANCING_TEASER.minCents, currency),
              maxAmt: money(FINANCING_TEASER.maxCents, currency),
            },
    },
    count,
  };
}

interface SkuCheckRow {
  id: number;
  item_id: number;
  shop_id: number;
  seller_id: number;
  adjust_step: number;
  min_qty: number;
}

export function registerCart(api: Api): void {
  route(api, cartCalls.batchCreateCartLines, async (lines, ctx) => {
    const { user } = await ctx.requireSession();
    const skus = await ctx.db.query<SkuCheckRow>(
      `select s.id, s.item_id, i.shop_id, sh.seller_id, i.adjust_step, i.min_qty
       from skus s join items i on i.id = s.item_id join shops sh on sh.id = i.shop_id
       where s.id = any($1::int[])`,
      [lines.map((l) => l.sku.id)],
    );
    const byId = new Map(skus.map((s) => [s.id, s]));
    const fields: Array<{ field: string; message: string }> = [];
    lines.forEach((line, i) => {
      const sku = byId.get(line.sku.id);
      if (!sku) fields.push({ field: `${i}.sku.id`, message: 'cart.skuUnknown' });
      else if (sku.item_id !== line.item.id) fields.push({ field: `${i}.item.id`, message: 'cart.skuNotInItem' });
      else if (sku.seller_id !== line.seller.id) fields.push({ field: `${i}.seller.id`, message: 'cart.sellerMismatch' });
      else if (line.shop && sku.shop_id !== line.shop.id) fields.push({ field: `${i}.shop.id`, message: 'cart.shopMismatch' });
      // Goods sold by weight come in multiples of their step (issue 15).
      else if (line.skuQty % sku.adjust_step !== 0) fields.push({ field: `${i}.skuQty`, message: 'cart.qtyStep' });
    });
    if (fields.length > 0) throw new HttpError(400, ErrorCode.validation, fields[0]!.message, fields);

    return ctx.db.transaction(async (tx) => {
      for (const [i, line] of lines.entries()) {
        const existing = await one<{ qty: number }>(
          tx,
          'select qty from cart_lines where user_id = $1 and sku_id = $2 and line_type = $3',
          [user.id, line.sku.id, line.cartLineTypeDict],
        );
        if ((existing?.qty ?? 0) + line.skuQty > CART_QTY_MAX) throw invalidField(`${i}.skuQty`, 'cart.qtyMax');
        // Goods sold by weight: the line never holds less than the item's minimum (issue 15).
        if ((existing?.qty ?? 0) + line.skuQty < byId.get(line.sku.id)!.min_qty) throw invalidField(`${i}.skuQty`, 'cart.qtyBelowMin');
        // The same sku again adds to its line; the newest price seen becomes the snapshot.
        await tx.query(
          `insert into cart_lines (user_id, sku_id, line_type, qty, snapshot_cents) values ($1, $2, $3, $4, $5)
           on conflict (user_id, sku_id, line_type)
           do update set qty = cart_lines.qty + excluded.qty, snapshot_cents = excluded.snapshot_cents`,
          [user.id, line.sku.id, line.cartLineTypeDict, line.skuQty, Math.round(line.snapshotPrc * 100)],
        );
      }
      return { added: lines.reduce((sum, l) => sum + l.skuQty, 0), count: await cartCount(tx, user.id) };
    });
  });

  route(api, cartCalls.cartCount, async (_input, ctx) => {
    const session = await ctx.session();
    return { count: session ? await cartCount(ctx.db, session.user.id) : 0 };
  });

  route(api, cartCalls.cartList, async (input, ctx) => {
    const session = await ctx.session();
    return loadCart(ctx, session?.user.id ?? null, input.country);
  });

  route(api, cartCalls.updateCartLine, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const line = await one<{ plan_id: number | null; adjust_step: number; min_qty: number }>(
      ctx.db,
      `select p.id as plan_id, i.adjust_step, i.min_qty from cart_lines c join skus s on s.id = c.sku_id join items i on i.id = s.item_id
       left join insurance_plans p on p.item_id = s.item_id
       where c.id = $1 and c.user_id = $2`,
      [input.id, user.id],
    );
    if (!line) throw notFound('cart line');
    if (input.insured && line.plan_id === null) throw invalidField('insured', 'cart.insuranceNotOffered');
    // Goods sold by weight stay in multiples of their step (issue 15).
    if (input.skuQty !== undefined && input.skuQty % line.adjust_step !== 0) throw invalidField('skuQty', 'cart.qtyStep');
    if (input.skuQty !== undefined && input.skuQty < line.min_qty) throw invalidField('skuQty', 'cart.qtyBelowMin');
    // insured: true keeps the item's plan, false drops it, omitted leaves the line's choice as it is.
    await ctx.db.query(
      `update cart_lines set qty = coalesce($3, qty), is_selected = coalesce($4, is_selected),
              insurance_id = case when $5::boolean is null then insurance_id when $5::boolean then $6::int else null end
       where id = $1 and user_id = $2`,
      [input.id, user.id, input.skuQty ?? null, input.isSelected ?? null, input.insured ?? null, line.plan_id],
    );
    return loadCart(ctx, user.id, input.country);
  });

  route(api, cartCalls.removeCartLines, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    // Lines that are not (or no longer) the caller's are ignored: removing twice is harmless.
    await ctx.db.query('delete from cart_lines where user_id = $1 and id = any($2::int[])', [user.id, input.ids]);
    return loadCart(ctx, user.id, input.country);
  });
}
