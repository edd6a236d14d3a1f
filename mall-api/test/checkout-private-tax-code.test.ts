/**
 * Issue 31: a private buyer invoiced in Spain or Italy gives a personal tax code (NIF/NIE, codice
 * fiscale) with the order: the submit refuses it missing or with a wrong check letter, on its
 * field, and keeps it on the contract's billing address. Nobody else is asked.
 */
import { cartCalls, checkoutCalls, type ContractAddressInput } from '@mall/shared/contract';
import type { Client } from './helpers/client';
import { address, chair, guest } from './helpers/checkoutFlow';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const madrid = (overrides: Partial<ContractAddressInput> = {}) =>
  address({ firstName: 'Lucía', lastName: 'Gómez', personPhone: '+34 612 345 678', poiName: 'Calle de Alcalá', houseNo: '120', postalCode: '28009', city: 'Madrid', country: 'Spain', regionShortName: 'ES', ...overrides });
const milano = (overrides: Partial<ContractAddressInput> = {}) =>
  address({ firstName: 'Mario', lastName: 'Rossi', personPhone: '+39 02 1234567', poiName: 'Via Tortona', houseNo: '31', postalCode: '20144', city: 'Milano', country: 'Italy', regionShortName: 'IT', ...overrides });

/** A guest with a chair in the cart, and the submit of it with what the render said. */
async function submitting(shipping: ContractAddressInput, extra: { buyerTaxCode?: string; billingAddress?: ContractAddressInput } = {}) {
  const client: Client = await guest(server);
  await client.ok(cartCalls.batchCreateCartLines, [chair()]);
  const render = await client.ok(checkoutCalls.renderTradeContract, { shippingAddress: shipping, ...(extra.billingAddress ? { billingAddress: extra.billingAddress } : {}) });
  const body = { shippingAddress: shipping, expectedNeedPayAmt: render.needPayAmt.value, ...extra };
  return { client, body };
}

const billingOf = async (contractId: number) =>
  (await server.db.query<{ billing_address: { taxCode: string | null } }>('select billing_address from trade_contracts where id = $1', [contractId]))[0]!.billing_address;

describe('a private buyer\'s tax code at checkout', () => {
  it.each([
    ['Spain', madrid(), '12345678A', ' 12.345.678-z ', '12345678Z'],
    ['Italy', milano(), 'RSSMRA85T10A562T', 'rssmra85t10a562s', 'RSSMRA85T10A562S'],
  ])('%s: refused missing (required) or with a wrong check letter (invalid), kept when right', async (_market, shipping, wrong, right, kept) => {
    const { client, body } = await submitting(shipping);
    expect((await client.fail(checkoutCalls.submitTradeContract, body, 400)).fields).toEqual([{ field: 'buyerTaxCode', message: 'checkout.taxCode.required' }]);
    expect((await client.fail(checkoutCalls.submitTradeContract, { ...body, buyerTaxCode: '   ' }, 400)).fields).toEqual([{ field: 'buyerTaxCode', message: 'checkout.taxCode.required' }]);
    expect((await client.fail(checkoutCalls.submitTradeContract, { ...body, buyerTaxCode: wrong }, 400)).fields).toEqual([{ field: 'buyerTaxCode', message: 'checkout.taxCode.invalid' }]);
    const submitted = await client.ok(checkoutCalls.submitTradeContract, { ...body, buyerTaxCode: right });
    expect((await billingOf(submitted.tradeContractId)).taxCode).toBe(kept);
  });

  it('goes by the invoice address: a Spanish billing address for a German delivery needs it, a German one for a Spanish delivery does not', async () => {
    const spanishBill = await submitting(address(), { billingAddress: madrid() });
    expect((await spanishBill.client.fail(checkoutCalls.submitTradeContract, spanishBill.body, 400)).fields).toEqual([{ field: 'buyerTaxCode', message: 'checkout.taxCode.required' }]);
    const germanBill = await submitting(madrid(), { billingAddress: address() });
    await germanBill.client.ok(checkoutCalls.submitTradeContract, germanBill.body);
  });

  it("refuses a tax code an address given with the call carries when its check character is wrong, on the render and the submit", async () => {
    const client: Client = await guest(server);
    await client.ok(cartCalls.batchCreateCartLines, [chair()]);
    const cases: Array<[Partial<Record<'shippingAddress' | 'billingAddress', ContractAddressInput>>, string]> = [
      [{ shippingAddress: milano({ taxCode: 'RSSMRA85T10A562T' }) }, 'shippingAddress.taxCode'],
      [{ shippingAddress: address(), billingAddress: madrid({ taxCode: '12345678A' }) }, 'billingAddress.taxCode'],
      [{ shippingAddress: address(), billingAddress: madrid({ company: 'Muebles Gómez SL', taxCode: 'B12345675' }) }, 'billingAddress.taxCode'],
    ];
    for (const [addresses, field] of cases) {
      expect((await client.fail(checkoutCalls.renderTradeContract, addresses, 400)).fields).toEqual([{ field, message: 'address.taxCode.invalid' }]);
      expect((await client.fail(checkoutCalls.submitTradeContract, { ...addresses, expectedNeedPayAmt: 148.9 }, 400)).fields).toEqual([{ field, message: 'address.taxCode.invalid' }]);
    }
    // The same codes with their right check character go through.
    const right = { shippingAddress: address(), billingAddress: madrid({ company: 'Muebles Gómez SL', taxCode: 'B12345674' }) };
    const render = await client.ok(checkoutCalls.renderTradeContract, right);
    await client.ok(checkoutCalls.submitTradeContract, { ...right, expectedNeedPayAmt: render.needPayAmt.value });
  });

  it('asks no company, nobody whose address carries its tax code already, and nobody in another market', async () => {
    for (const shipping of [madrid({ company: 'Muebles Gómez SL' }), milano({ taxCode: 'RSSMRA85T10A562S' }), address(), address({ regionShortName: 'FR', country: 'France', postalCode: '75011', city: 'Paris' })]) {
      const { client, body } = await submitting(shipping);
      await client.ok(checkoutCalls.submitTradeContract, body);
    }
  });
});
