import { addressCalls, authCalls, type AddressInput } from '@mall/shared/contract';
import { DEMO } from './helpers/accounts';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A German address a guest enters at checkout. */
const frankfurt: AddressInput = {
  gender: 'FEMALE',
  firstName: 'Gina',
  lastName: 'Gast',
  personPhone: '151 23456789',
  areaCode: '+49',
  email: 'gina@example.com',
  poiName: 'Zeil',
  houseNo: '5',
  postalCode: '60313',
  city: 'Frankfurt am Main',
  province: 'Hessen',
  countryId: 5,
  hearFrom: 'A friend',
};

/** A Spanish billing address: tax code and PDF required. */
const madridBilling = (fileId: string): AddressInput => ({
  ...frankfurt,
  countryId: 2,
  personPhone: '612 345 678',
  areaCode: null,
  poiName: 'Calle de Alcalá',
  houseNo: '120',
  detailAddress: '4º B',
  postalCode: '28009',
  city: 'Madrid',
  province: 'Madrid',
  taxCode: '12345678Z',
  rfcFile: { fileId, fileName: 'nif.pdf' },
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function guestWithAddresses(): Promise<{ guest: Client; shippingId: number; billingId: number; fileId: string }> {
  const guest = server.client();
  await guest.ok(authCalls.touristSession, {});
  const shipping = await guest.ok(addressCalls.createShippingAddress, { ...frankfurt, isDefault: true });
  const file = await guest.ok(addressCalls.uploadTaxFile, { file: new File([PDF], 'nif.pdf', { type: 'application/pdf' }) });
  const billing = await guest.ok(addressCalls.saveBillingAddress, { ...madridBilling(file.fileId), isDefault: true });
  return { guest, shippingId: shipping.id, billingId: billing.id, fileId: file.fileId };
}

let accounts = 0;
/** An account with no addresses yet, logged out again. */
async function freshAccount(): Promise<{ email: string; password: string }> {
  const account = { email: `buyer.${++accounts}.${Date.now()}@example.com`, password: 'furniture-9' };
  const client = server.client();
  await client.ok(authCalls.signup, account);
  await client.ok(authCalls.logout, {});
  return account;
}

const ids = (list: { data: Array<{ id: number }> }) => list.data.map((a) => a.id);
const defaults = (list: { data: Array<{ id: number; isDefault: boolean }> }) => list.data.filter((a) => a.isDefault).map((a) => a.id);

describe('a guest who logs in', () => {
  it('brings their addresses to the account, whose own defaults stay the defaults', async () => {
    const { guest, shippingId, billingId } = await guestWithAddresses();
    const before = { shipping: await guest.ok(addressCalls.listShippingAddresses, {}), billing: await guest.ok(addressCalls.listBillingAddresses, {}) };
    expect(defaults(before.shipping)).toEqual([shippingId]);

    await guest.ok(authCalls.login, DEMO.buyer);
    const shipping = await guest.ok(addressCalls.listShippingAddresses, {});
    const billing = await guest.ok(addressCalls.listBillingAddresses, {});
    expect(ids(shipping)).toContain(shippingId);
    expect(ids(billing)).toContain(billingId);
    // Anna's seeded defaults win: exactly one default per kind, and not the guest's.
    expect(defaults(shipping)).toHaveLength(1);
    expect(defaults(shipping)).not.toContain(shippingId);
    expect(defaults(billing)).toHaveLength(1);
    expect(defaults(billing)).not.toContain(billingId);
    expect(await guest.ok(addressCalls.getAddress, { id: shippingId })).toMatchObject({ isDefault: false, poiName: 'Zeil' });
  });

  it('keeps the tax-code PDF usable: the billing address it came with saves again', async () => {
    const account = await freshAccount();
    const { guest, billingId, fileId } = await guestWithAddresses();
    await guest.ok(authCalls.login, account);
    expect((await guest.ok(addressCalls.getAddress, { id: billingId })).rfcFile?.fileId).toBe(fileId);
    // The PDF must belong to the account now, or the save is refused (address.rfcFile.unknown).
    const saved = await guest.ok(addressCalls.saveBillingAddress, { ...madridBilling(fileId), id: billingId, detailAddress: '5º A' });
    expect(saved).toMatchObject({ id: billingId, detailAddress: '5º A', rfcFile: { fileId } });
  });

  it("takes the guest's defaults where the account has none of that kind", async () => {
    const account = await freshAccount();
    const { guest, shippingId, billingId } = await guestWithAddresses();
    await guest.ok(authCalls.login, account);
    expect(defaults(await guest.ok(addressCalls.listShippingAddresses, {}))).toContain(shippingId);
    expect(defaults(await guest.ok(addressCalls.listBillingAddresses, {}))).toContain(billingId);
  });

  it('leaves nothing behind with the guest, and nothing of another guest comes along', async () => {
    const other = server.client();
    await other.ok(authCalls.touristSession, {});
    const othersAddress = await other.ok(addressCalls.createShippingAddress, frankfurt);
    const { guest, shippingId } = await guestWithAddresses();
    await guest.ok(authCalls.login, await freshAccount());
    expect(ids(await guest.ok(addressCalls.listShippingAddresses, {}))).not.toContain(othersAddress.id);
    expect(ids(await other.ok(addressCalls.listShippingAddresses, {}))).toEqual([othersAddress.id]);
    await other.fail(addressCalls.getAddress, { id: shippingId }, 404);
  });
});

describe('a guest who signs up', () => {
  it('starts the new account with the addresses entered as a guest, defaults kept', async () => {
    const { guest, shippingId, billingId } = await guestWithAddresses();
    await guest.ok(authCalls.signup, { email: `gina.${Date.now()}@example.com`, password: 'furniture-9', nickname: 'Gina' });
    const shipping = await guest.ok(addressCalls.listShippingAddresses, {});
    const billing = await guest.ok(addressCalls.listBillingAddresses, {});
    expect(ids(shipping)).toEqual([shippingId]);
    expect(defaults(shipping)).toEqual([shippingId]);
    expect(defaults(billing)).toEqual([billingId]);
  });
});
