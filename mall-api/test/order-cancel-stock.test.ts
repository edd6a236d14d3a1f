import { orderActionCalls, orderCalls } from '@mall/shared/contract';
import { releaseStock } from '../src/domain/checkout';
import { chair, guest, lamp, placeOrder, statusOf } from './helpers/checkoutFlow';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stockOf = async (skuId: number) => (await server.db.query<{ stock: number }>('select stock from skus where id = $1', [skuId]))[0]!.stock;
const makeOverdue = (contractId: number) =>
  server.db.query(`update trade_orders set pay_deadline_at = now() - interval '1 minute' where contract_id = $1`, [contractId]);

describe('cancel before pay gives the reserved stock back once', () => {
  it('a cancelled order’s stock does not come back again from a later release (sweep, retried close)', async () => {
    const client = await guest(server);
    const before = await stockOf(1061);
    const { submitted } = await placeOrder(client, [lamp(2)]);
    expect(await stockOf(1061)).toBe(before - 2);

    await client.ok(orderActionCalls.closeOrderBeforePay, { id: submitted.tradeOrderIds[0]! });
    expect(await stockOf(1061)).toBe(before);

    // Whatever else closes unpaid orders releases through releaseStock: it must find nothing left to give.
    await releaseStock(server.db, submitted.tradeOrderIds);
    await makeOverdue(submitted.tradeContractId);
    await client.ok(orderCalls.orderStatusCounts, {});
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('CANCELED');
    expect(await stockOf(1061)).toBe(before);
  });

  it('cancelling a merged checkout gives back every order’s lines once', async () => {
    const client = await guest(server);
    const before = [await stockOf(1031), await stockOf(1061)];
    const { submitted } = await placeOrder(client, [chair(3), lamp()]);
    expect(submitted.tradeOrderIds).toHaveLength(2);
    expect([await stockOf(1031), await stockOf(1061)]).toEqual([before[0]! - 3, before[1]! - 1]);

    const { closedOrderIds } = await client.ok(orderActionCalls.closeOrderBeforePay, { id: submitted.tradeOrderIds[1]! });
    expect(closedOrderIds).toEqual([...submitted.tradeOrderIds].sort((a, b) => a - b));
    expect([await stockOf(1031), await stockOf(1061)]).toEqual(before);

    await releaseStock(server.db, submitted.tradeOrderIds);
    expect([await stockOf(1031), await stockOf(1061)]).toEqual(before);
  });

  it('an order the sweep closed past its deadline cannot be cancelled into a second release', async () => {
    const client = await guest(server);
    const before = await stockOf(1031);
    const { submitted } = await placeOrder(client, [chair(2)]);
    await makeOverdue(submitted.tradeContractId);
    await client.ok(orderCalls.orderStatusCounts, {});
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('CLOSED');
    expect(await stockOf(1031)).toBe(before);

    await client.fail(orderActionCalls.closeOrderBeforePay, { id: submitted.tradeOrderIds[0]! }, 409);
    expect(await stockOf(1031)).toBe(before);
  });
});
