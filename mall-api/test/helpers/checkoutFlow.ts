import { randomUUID } from 'node:crypto';
import { authCalls, cartCalls, checkoutCalls, type ContractAddressInput, type NewCartLine } from '@mall/shared/contract';
import type { Client } from './client';
import type { TestServer } from './server';

export const cartLine = (skuId: number, itemId: number, sellerId: number, skuQty: number, snapshotPrc: number): NewCartLine => ({
  cartLineTypeDict: 'NORMAL_SALE_B2C',
  item: { id: itemId },
  seller: { id: sellerId },
  sku: { id: skuId },
  skuQty,
  snapshotPrc,
});
// Lund chair oak 129 (shop 1), Halo lamp 189 (shop 3), Oslo sofa 899 (shop 1), amber pendant (no stock).
export const chair = (qty = 1) => cartLine(1031, 103, 15, qty, 129);
export const lamp = (qty = 1) => cartLine(1061, 106, 23, qty, 189);
export const sofa = (qty = 1) => cartLine(1011, 101, 15, qty, 899);
export const soldOutPendant = () => cartLine(1203, 120, 23, 1, 149);

export const address = (overrides: Partial<ContractAddressInput> = {}): ContractAddressInput => ({
  firstName: 'Gina',
  lastName: 'Gast',
  personPhone: '+49 30 5550123',
  email: 'gina@example.com',
  poiName: 'Torstraße',
  houseNo: '1',
  postalCode: '10119',
  city: 'Berlin',
  country: 'Germany',
  regionShortName: 'DE',
  ...overrides,
});

export const newKey = () => `k-${randomUUID()}`;

export async function guest(server: TestServer): Promise<Client> {
  const client = server.client();
  await client.ok(authCalls.touristSession, {});
  return client;
}

/** Cart lines in, a submitted contract out (inline address, the total the render showed; a discount code or points in `discounts`). */
export async function placeOrder(client: Client, lines: NewCartLine[], shipping: ContractAddressInput = address(), discounts: { couponCode?: string; discountPoint?: number } = {}) {
  await client.ok(cartCalls.batchCreateCartLines, lines);
  const render = await client.ok(checkoutCalls.renderTradeContract, { shippingAddress: shipping, ...discounts });
  const submitted = await client.ok(checkoutCalls.submitTradeContract, { shippingAddress: shipping, expectedNeedPayAmt: render.needPayAmt.value, ...discounts });
  return { render, submitted };
}

/** An order's status straight from the database. */
export async function statusOf(server: TestServer, orderId: number): Promise<string> {
  const rows = await server.db.query<{ display_status: string }>('select display_status from trade_orders where id = $1', [orderId]);
  return rows[0]!.display_status;
}
