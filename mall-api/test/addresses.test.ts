import { addressCalls, authCalls, ErrorCode, type AddressInput } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import { madridBilling } from './helpers/addresses';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let anna: Client;
let ben: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
});
afterAll(() => server.close());

/** A German shipping address that passes every rule. */
const berlin: AddressInput = {
  callSuffix: 'MR',
  gender: 'MALE',
  firstName: 'Ben',
  lastName: 'Martín',
  personPhone: '151 23456789',
  areaCode: '+49',
  areaCodeId: 1,
  email: 'ben@example.com',
  poiName: 'Torstraße',
  houseNo: '101',
  detailAddress: 'Hinterhaus',
  postalCode: '10119',
  city: 'Berlin',
  province: 'Berlin',
  countryId: 5,
  districtList: [
    { districtCode: 'DE-BE', districtName: 'Berlin', districtLevel: 1 },
    { districtCode: '11000000', districtName: 'Berlin', districtLevel: 2 },
    { districtCode: '11000000-01', districtName: 'Mitte', districtLevel: 3 },
  ],
  hearFrom: 'Instagram 📸',
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const upload = (client: Client) => client.ok(addressCalls.uploadTaxFile, { file: new File([PDF], 'nif.pdf', { type: 'application/pdf' }) });

async function freshTourist(): Promise<Client> {
  const tourist = server.client();
  await tourist.ok(authCalls.touristSession, {});
  return tourist;
}

describe('seeded addresses', () => {
  it("lists Anna's default shipping and billing address and nothing for Ben", async () => {
    const shipping = await anna.ok(addressCalls.listShippingAddresses, {});
    expect(shipping.data).toHaveLength(1);
    expect(shipping.data[0]).toMatchObject({
      addressType: 'SHIPPING',
      isDefault: true,
      addressStatus: 'ENABLED',
      personName: 'Anna Becker',
      poiName: 'Schönhauser Allee',
      country: 'Germany',
      regionShortName: 'DE',
      region: { id: 5, regionName: 'Germany', regionShortName: 'DE' },
      districtList: [
        { districtCode: 'DE-BE', districtLevel: 1 },
        { districtCode: '11000000', districtLevel: 2 },
        { districtCode: '11000000-03', districtName: 'Pankow', districtLevel: 3 },
      ],
    });
    const billing = await anna.ok(addressCalls.listBillingAddresses, {});
    expect(billing.data.map((a) => [a.addressType, a.isDefault])).toEqual([['BILLING', true]]);
    expect(await ben.ok(addressCalls.listShippingAddresses, {})).toEqual({ data: [], total: 0 });
    expect(await ben.ok(addressCalls.listBillingAddresses, {})).toEqual({ data: [], total: 0 });
  });

  it('needs a session: no cookie is 401', async () => {
    const nobody = server.client();
    expect((await nobody.fail(addressCalls.listShippingAddresses, {}, 401)).code).toBe(ErrorCode.unauthenticated);
    expect((await nobody.fail(addressCalls.createShippingAddress, berlin, 401)).code).toBe(ErrorCode.unauthenticated);
  });
});

describe('creating and updating a shipping address', () => {
  it('creates it ENABLED and not default, normalized (emoji stripped from hearFrom)', async () => {
    const created = await ben.ok(addressCalls.createShippingAddress, berlin);
    expect(created).toMatchObject({ addressType: 'SHIPPING', isDefault: false, addressStatus: 'ENABLED', hearFrom: 'Instagram', country: 'Germany', regionShortName: 'DE', personPhone: '151 23456789', areaCode: '+49' });
    expect(await ben.ok(addressCalls.getAddress, { id: created.id })).toEqual(created);
  });

  it('refuses what the rules refuse, with every field and its reason, and stores nothing', async () => {
    const before = (await ben.ok(addressCalls.listShippingAddresses, {})).total;
    const error = await ben.fail(addressCalls.createShippingAddress, { ...berlin, firstName: '', postalCode: '1011', houseNo: '', poiName: 'Tor\\straße' }, 400);
    expect(error.code).toBe(ErrorCode.validation);
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'address.firstName.required' },
        { field: 'postalCode', message: 'address.postalCode.fiveDigits' },
        { field: 'houseNo', message: 'address.houseNo.required' },
        { field: 'poiName', message: 'address.poiName.backslash' },
      ]),
    );
    expect((await ben.ok(addressCalls.listShippingAddresses, {})).total).toBe(before);
  });

  it('refuses a Spanish postal code beginning 07 for shipping, but keeps it as a billing address', async () => {
    const palma = { ...madridBilling('x'), rfcFile: null, taxCode: null, postalCode: '07012', city: 'Palma', province: 'Illes Balears' };
    const error = await ben.fail(addressCalls.createShippingAddress, palma, 400);
    expect(error.fields).toEqual([{ field: 'postalCode', message: 'address.postalCode.noDelivery' }]);
    const { fileId } = await upload(ben);
    expect((await ben.ok(addressCalls.saveBillingAddress, { ...madridBilling(fileId), postalCode: '07012' })).postalCode).toBe('07012');
  });

  it('refuses an unknown country and a region path that is not in the tree', async () => {
    expect((await ben.fail(addressCalls.createShippingAddress, { ...berlin, countryId: 99 }, 400)).fields).toEqual([{ field: 'countryId', message: 'address.country.unknown' }]);
    const wrongParent = [berlin.districtList![0]!, { districtCode: '09162000', districtName: 'München', districtLevel: 2 }];
    expect((await ben.fail(addressCalls.createShippingAddress, { ...berlin, districtList: wrongParent }, 400)).fields).toEqual([
      { field: 'districtList', message: 'address.districtList.invalid' },
    ]);
  });

  it('updates the fields and keeps the default flag when isDefault is left out', async () => {
    const created = await ben.ok(addressCalls.createShippingAddress, { ...berlin, isDefault: true });
    const updated = await ben.ok(addressCalls.updateShippingAddress, { ...berlin, id: created.id, isDefault: undefined, poiName: 'Friedrichstraße', postalCode: '10117' });
    expect(updated).toMatchObject({ id: created.id, poiName: 'Friedrichstraße', postalCode: '10117', isDefault: true });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
  });

  it('refuses an update that breaks a rule and leaves the address as it was', async () => {
    const created = await ben.ok(addressCalls.createShippingAddress, berlin);
    const error = await ben.fail(addressCalls.updateShippingAddress, { ...berlin, id: created.id, personPhone: '12' }, 400);
    expect(error.fields).toContainEqual({ field: 'personPhone', message: 'address.personPhone.invalid' });
    expect((await ben.ok(addressCalls.getAddress, { id: created.id })).personPhone).toBe(berlin.personPhone);
  });

  it('keeps a billing copy when saveToBilling is ticked', async () => {
    const before = (await ben.ok(addressCalls.listBillingAddresses, {})).total;
    await ben.ok(addressCalls.createShippingAddress, { ...berlin, poiName: 'Oranienstraße', saveToBilling: true });
    const billing = await ben.ok(addressCalls.listBillingAddresses, {});
    expect(billing.total).toBe(before + 1);
    expect(billing.data.find((a) => a.poiName === 'Oranienstraße')).toMatchObject({ addressType: 'BILLING', isDefault: false });
  });

  it('refuses saveToBilling where the billing copy would lack the tax details the market needs', async () => {
    const madrid = { ...madridBilling('x'), rfcFile: null, taxCode: null, saveToBilling: true };
    expect((await ben.fail(addressCalls.createShippingAddress, madrid, 400)).fields).toEqual([{ field: 'saveToBilling', message: 'address.saveToBilling.invalid' }]);
  });
});

describe('ownership', () => {
  it("answers NOT_FOUND for someone else's address on every call, and changes nothing", async () => {
    const annas = (await anna.ok(addressCalls.listShippingAddresses, {})).data[0]!;
    expect((await ben.fail(addressCalls.getAddress, { id: annas.id }, 404)).code).toBe(ErrorCode.notFound);
    expect((await ben.fail(addressCalls.updateShippingAddress, { ...berlin, id: annas.id }, 404)).code).toBe(ErrorCode.notFound);
    expect((await ben.fail(addressCalls.setDefaultAddress, { id: annas.id }, 404)).code).toBe(ErrorCode.notFound);
    const annasBilling = (await anna.ok(addressCalls.listBillingAddresses, {})).data[0]!;
    expect((await ben.fail(addressCalls.saveBillingAddress, { ...berlin, id: annasBilling.id }, 404)).code).toBe(ErrorCode.notFound);
    expect(await anna.ok(addressCalls.getAddress, { id: annas.id })).toEqual(annas);
  });

  it('does not update a billing address through the shipping call', async () => {
    const annasBilling = (await anna.ok(addressCalls.listBillingAddresses, {})).data[0]!;
    expect((await anna.fail(addressCalls.updateShippingAddress, { ...berlin, id: annasBilling.id }, 404)).code).toBe(ErrorCode.notFound);
  });

  it("refuses a billing address pointing at someone else's uploaded PDF", async () => {
    const { fileId } = await upload(anna);
    expect((await ben.fail(addressCalls.saveBillingAddress, madridBilling(fileId), 400)).fields).toEqual([{ field: 'rfcFile', message: 'address.rfcFile.unknown' }]);
  });
});

describe('the default rule', () => {
  it('keeps exactly one default per kind: choosing one unsets the other, billing untouched', async () => {
    const tourist = await freshTourist();
    const first = await tourist.ok(addressCalls.createShippingAddress, { ...berlin, isDefault: true });
    const second = await tourist.ok(addressCalls.createShippingAddress, { ...berlin, poiName: 'Zeil', postalCode: '60313', city: 'Frankfurt am Main', province: 'Hessen', districtList: [], isDefault: true });
    const billing = await tourist.ok(addressCalls.saveBillingAddress, { ...berlin, isDefault: true });
    const defaults = async () => (await tourist.ok(addressCalls.listShippingAddresses, {})).data.filter((a) => a.isDefault).map((a) => a.id);
    expect(await defaults()).toEqual([second.id]);
    expect((await tourist.ok(addressCalls.setDefaultAddress, { id: first.id })).isDefault).toBe(true);
    expect(await defaults()).toEqual([first.id]);
    // The list puts the default first.
    expect((await tourist.ok(addressCalls.listShippingAddresses, {})).data[0]!.id).toBe(first.id);
    expect((await tourist.ok(addressCalls.getAddress, { id: billing.id })).isDefault).toBe(true);
    await tourist.ok(addressCalls.updateShippingAddress, { ...berlin, id: second.id, isDefault: true });
    expect(await defaults()).toEqual([second.id]);
  });

  it('refuses to untick the default address directly', async () => {
    const tourist = await freshTourist();
    const address = await tourist.ok(addressCalls.createShippingAddress, { ...berlin, isDefault: true });
    const error = await tourist.fail(addressCalls.updateShippingAddress, { ...berlin, id: address.id, isDefault: false }, 400);
    expect(error.fields).toEqual([{ field: 'isDefault', message: 'address.isDefault.cannotUnset' }]);
    expect((await tourist.ok(addressCalls.getAddress, { id: address.id })).isDefault).toBe(true);
  });
});

describe('billing addresses and the tax-code PDF', () => {
  it('saves a Spanish billing address with its tax code (normalized) and PDF, then updates it by id', async () => {
    const { fileId, size } = await upload(ben);
    expect(size).toBe(PDF.length);
    const saved = await ben.ok(addressCalls.saveBillingAddress, madridBilling(fileId));
    expect(saved).toMatchObject({ addressType: 'BILLING', taxCode: '12345678Z', rfcFile: { fileId, fileName: 'nif.pdf' }, isDefault: false });
    const updated = await ben.ok(addressCalls.saveBillingAddress, { ...madridBilling(fileId), id: saved.id, company: 'Martín SL' });
    expect(updated).toMatchObject({ id: saved.id, company: 'Martín SL' });
  });

  it('refuses a tax code whose check character is wrong on every call that saves a billing address (issue 31)', async () => {
    const { fileId } = await upload(ben);
    // 12345678 gives the NIF letter Z; X1234567 the NIE letter L.
    for (const taxCode of ['12345678A', 'X1234567A']) {
      expect((await ben.fail(addressCalls.saveBillingAddress, { ...madridBilling(fileId), taxCode }, 400)).fields).toEqual([{ field: 'taxCode', message: 'address.taxCode.invalid' }]);
    }
    const saved = await ben.ok(addressCalls.saveBillingAddress, madridBilling(fileId));
    expect((await ben.fail(addressCalls.saveBillingAddress, { ...madridBilling(fileId), id: saved.id, taxCode: '12345678A' }, 400)).fields).toEqual([
      { field: 'taxCode', message: 'address.taxCode.invalid' },
    ]);
    expect((await ben.ok(addressCalls.getAddress, { id: saved.id })).taxCode).toBe('12345678Z');
    // A shipping address's billing copy is checked as a billing address.
    const copied = { ...madridBilling(fileId), taxCode: '12345678A', saveToBilling: true };
    expect((await ben.fail(addressCalls.createShippingAddress, copied, 400)).fields).toEqual([{ field: 'saveToBilling', message: 'address.saveToBilling.invalid' }]);
    // Italy: a codice fiscale with a wrong check letter, a partita IVA with a wrong check digit.
    const milano = { ...madridBilling(fileId), postalCode: '20144', city: 'Milano', province: 'MI', countryId: 3, personPhone: '02 1234567' };
    for (const taxCode of ['RSSMRA85T10A562T', '12345678901']) {
      expect((await ben.fail(addressCalls.saveBillingAddress, { ...milano, taxCode }, 400)).fields).toEqual(
        expect.arrayContaining([{ field: 'taxCode', message: 'address.taxCode.invalid' }]),
      );
    }
  });

  it('refuses a Spanish billing address without tax code or PDF', async () => {
    const error = await ben.fail(addressCalls.saveBillingAddress, { ...madridBilling('x'), taxCode: '', rfcFile: null }, 400);
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { field: 'taxCode', message: 'address.taxCode.required' },
        { field: 'rfcFile', message: 'address.rfcFile.required' },
      ]),
    );
  });

  it('asks a company buyer in the United Kingdom for its tax code', async () => {
    const london: AddressInput = {
      gender: 'FEMALE', firstName: 'Ada', lastName: 'Lovelace', personPhone: '07400 123456', email: 'ada@example.co.uk', company: 'Analytical Ltd',
      poiName: 'Oxford Street', detailAddress: 'Unit 4', postalCode: 'W1D 1BS', city: 'London', province: 'Greater London', countryId: 13, hearFrom: 'Press',
    };
    expect((await ben.fail(addressCalls.saveBillingAddress, london, 400)).fields).toEqual([{ field: 'taxCode', message: 'address.taxCode.requiredForCompany' }]);
    expect((await ben.ok(addressCalls.saveBillingAddress, { ...london, taxCode: 'GB 123 4567 89' })).taxCode).toBe('GB123456789');
  });

  it('takes a company billing address without a tax code where no market rule asks for one (Germany)', async () => {
    const saved = await ben.ok(addressCalls.saveBillingAddress, { ...berlin, callSuffix: 'COMPANY', company: 'Martín Möbel GmbH' });
    expect(saved.company).toBe('Martín Möbel GmbH');
    expect(saved.taxCode ?? '').toBe('');
  });

  it('keeps other calls at the small body limit', async () => {
    const answer = await ben.raw('POST', addressCalls.createShippingAddress.path, { ...berlin, detailAddress: 'x'.repeat(2 * 1024 * 1024) });
    expect(answer.status).toBe(413);
  });
});

describe('tourists', () => {
  it('create shipping addresses of their own, invisible to buyers', async () => {
    const tourist = await freshTourist();
    const created = await tourist.ok(addressCalls.createShippingAddress, berlin);
    expect((await tourist.ok(addressCalls.listShippingAddresses, {})).data.map((a) => a.id)).toEqual([created.id]);
    expect((await anna.fail(addressCalls.getAddress, { id: created.id }, 404)).code).toBe(ErrorCode.notFound);
  });
});
