import { cartCalls, checkoutCalls, ErrorCode, type CartList } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import { address, guest, lamp, sofa } from './helpers/checkoutFlow';
import { orderDetailOf } from './helpers/orderDetail';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const allLines = (cart: CartList) => cart.cartGroupList.flatMap((g) => g.childGroupList.flatMap((c) => c.cartLineList));
const lineOf = (cart: CartList, skuId: number) => allLines(cart).find((l) => l.sku.id === skuId)!;
// Seeded: the Oslo sofa (item 101) offers a 2-year plan at 49 € per unit; the Halo lamp none.
const SOFA_PLAN = { insuranceId: 302, insuranceName: 'Sofa protection plan, 2 years', insuranceFee: { value: 49, currency: 'EUR' } };

describe('insurance on the cart line', () => {
  it('offers the item\'s plan without selecting it; lines of items without a plan offer none', async () => {
    const client = await guest(server);
    await client.ok(cartCalls.batchCreateCartLines, [sofa(), lamp()]);
    const cart = await client.ok(cartCalls.cartList, {});
    expect(lineOf(cart, 1011)).toMatchObject({ insurancePlan: SOFA_PLAN, insurance: null });
    expect(lineOf(cart, 1061)).toMatchObject({ insurancePlan: null, insurance: null });
    expect(cart.cartSummary.insuranceTotalAmt.value).toBe(0);
  });

  it('keeps the plan for every unit, persisted on the line, and the footer adds it: original plus insurance minus total', async () => {
    const client = await guest(server);
    await client.ok(cartCalls.batchCreateCartLines, [sofa(2)]);
    const id = lineOf(await client.ok(cartCalls.cartList, {}), 1011).id;
    await client.ok(cartCalls.updateCartLine, { id, insured: true });
    // Read again: the choice is stored on the line, not only in the answer.
    const cart = await client.ok(cartCalls.cartList, {});
    expect(lineOf(cart, 1011).insurance).toEqual({ ...SOFA_PLAN, insuranceFee: { value: 98, currency: 'EUR' } });
    // goods 2 × 899 = 1798 (originals 2 × 1099 = 2198), insurance 2 × 49 = 98
    expect(cart.cartSummary).toMatchObject({
      originAmt: { value: 2198 },
      insuranceTotalAmt: { value: 98 },
      totalAmt: { value: 1896 },
      discountTotalAmt: { value: 2198 + 98 - 1896 },
      // VAT is the goods' part only: insurance is exempt. 1798 × 19/119
      taxAmt: { value: 287.08 },
    });
    // A quantity change keeps the plan and its fee follows the units.
    const three = await client.ok(cartCalls.updateCartLine, { id, skuQty: 3 });
    expect(three.cartSummary.insuranceTotalAmt.value).toBe(147);
    const dropped = await client.ok(cartCalls.updateCartLine, { id, insured: false });
    expect(lineOf(dropped, 1011).insurance).toBeNull();
    expect(dropped.cartSummary).toMatchObject({ insuranceTotalAmt: { value: 0 }, totalAmt: { value: 2697 } });
  });

  it('counts only selected lines\' insurance', async () => {
    const client = await guest(server);
    await client.ok(cartCalls.batchCreateCartLines, [sofa()]);
    const id = lineOf(await client.ok(cartCalls.cartList, {}), 1011).id;
    await client.ok(cartCalls.updateCartLine, { id, insured: true });
    const cart = await client.ok(cartCalls.updateCartLine, { id, isSelected: false });
    expect(cart.cartSummary).toMatchObject({ insuranceTotalAmt: { value: 0 }, totalAmt: { value: 0 } });
  });

  it('refuses insurance for an item that offers none, and leaves the line as it was', async () => {
    const client = await guest(server);
    await client.ok(cartCalls.batchCreateCartLines, [lamp()]);
    const id = lineOf(await client.ok(cartCalls.cartList, {}), 1061).id;
    const error = await client.fail(cartCalls.updateCartLine, { id, insured: true, skuQty: 2 }, 400);
    expect(error.code).toBe(ErrorCode.validation);
    expect(error.fields).toEqual([{ field: 'insured', message: 'cart.insuranceNotOffered' }]);
    expect(lineOf(await client.ok(cartCalls.cartList, {}), 1061)).toMatchObject({ skuQty: 1, insurance: null });
  });
});

describe('insurance from the cart to the order', () => {
  it('carries the kept plan into the render, the created order and its detail', async () => {
    const ben = await loggedIn(server, DEMO.buyer2);
    await ben.ok(cartCalls.batchCreateCartLines, [sofa(), lamp()]);
    const cart = await ben.ok(cartCalls.cartList, {});
    await ben.ok(cartCalls.updateCartLine, { id: lineOf(cart, 1011).id, insured: true });
    const ids = [lineOf(cart, 1011).id, lineOf(cart, 1061).id];

    const render = await ben.ok(checkoutCalls.renderTradeContract, { cartLineIds: ids, shippingAddress: address() });
    const [sofaOrder, lampOrder] = render.renderTradeOrderTOList;
    expect(sofaOrder!.renderTradeOrderLineTOList[0]!.insurance).toEqual(SOFA_PLAN);
    expect(lampOrder!.renderTradeOrderLineTOList[0]!.insurance).toBeNull();
    // sofa 899 (free shipping from 200) + 49 insurance; lamp 189 + 19.90 shipping
    expect(sofaOrder).toMatchObject({ insuranceAmt: { value: 49 }, needPayAmt: { value: 948 }, taxAmt: { value: 143.54 } });
    expect(render).toMatchObject({ insuranceAmt: { value: 49 }, needPayAmt: { value: 948 + 208.9 } });

    const submitted = await ben.ok(checkoutCalls.submitTradeContract, { cartLineIds: ids, shippingAddress: address(), expectedNeedPayAmt: render.needPayAmt.value });
    const contract = await ben.ok(checkoutCalls.queryAndValidateTradeContractDetailById, { id: submitted.tradeContractId });
    expect(contract.insuranceAmt.value).toBe(49);

    const detail = await orderDetailOf(ben, submitted.tradeOrderIds[0]!);
    expect(detail).toMatchObject({ insuranceAmt: { value: 49 }, needPayAmt: { value: 948 } });
    expect(detail.tradeOrderLineList[0]!.insurance).toEqual(SOFA_PLAN);
  });
});
