import { authCalls, ErrorCode, merchantCalls, type MerchantApplication } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/server';

const BACK_OFFICE = 'https://seller.test.example/bo';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ backOfficeUrl: BACK_OFFICE });
});
afterAll(() => server.close());

const application: MerchantApplication = {
  shopName: 'Keller Wohnen',
  contactName: 'Nora Keller',
  companyRegistrationNo: 'HRB 123456',
  countryCode: 'DE',
};

const hidden = { isShow: false, isShowSettled: false, isShowBackground: false, merchantStatus: null, auditStatus: null, backOfficeUrl: BACK_OFFICE };

describe('merchant entry', () => {
  it('is hidden for a guest without a session and for a tourist', async () => {
    expect(await server.client().ok(merchantCalls.merchantEntry, {})).toEqual(hidden);
    const tourist = server.client();
    await tourist.ok(authCalls.touristSession, {});
    expect(await tourist.ok(merchantCalls.merchantEntry, {})).toEqual(hidden);
  });

  it.each([
    // status, auditStatus, merchantStatus, settle-in link, back-office link
    ['none', 'none', null, true, false],
    ['audit', 'audit', null, true, false],
    ['reject', 'reject', null, true, false],
    ['pass', 'pass', null, false, true],
    ['seller', 'pass', 'seller', false, true],
    ['frozen', 'pass', 'frozen', false, true],
    ['clear', 'pass', 'clear', false, true],
  ] as const)('merchant.%s sees audit %s, merchant %s', async (status, auditStatus, merchantStatus, settled, background) => {
    const client = await loggedIn(server, DEMO.merchant(status));
    expect(await client.ok(merchantCalls.merchantEntry, {})).toEqual({
      isShow: true,
      isShowSettled: settled,
      isShowBackground: background,
      auditStatus,
      merchantStatus,
      backOfficeUrl: BACK_OFFICE,
    });
  });

  it('a plain buyer is offered to settle in', async () => {
    const client = await loggedIn(server, DEMO.buyer);
    expect(await client.ok(merchantCalls.merchantEntry, {})).toMatchObject({ isShow: true, isShowSettled: true, auditStatus: 'none' });
  });
});

describe('applying as a merchant', () => {
  it('needs a logged-in buyer: 401 for a guest and a tourist', async () => {
    await server.client().fail(merchantCalls.applyMerchant, application, 401);
    const tourist = server.client();
    await tourist.ok(authCalls.touristSession, {});
    await tourist.fail(merchantCalls.applyMerchant, application, 401);
  });

  it('validates the form with the contract', async () => {
    const client = await loggedIn(server, DEMO.merchant('none'));
    const error = await client.fail(merchantCalls.applyMerchant, { ...application, shopName: '  ', countryCode: 'DEU' }, 400);
    expect(error.fields).toEqual([
      { field: 'shopName', message: 'merchant.shopNameRequired' },
      { field: 'countryCode', message: 'merchant.countryRequired' },
    ]);
  });

  it("refuses a country outside the mall's markets: it is picked from a list, never typed", async () => {
    // One login for every code: the login limit counts each sign-in.
    const client = await loggedIn(server, DEMO.merchant('none'));
    for (const countryCode of ['XX', 'US', 'de', 'GB']) {
      const error = await client.fail(merchantCalls.applyMerchant, { ...application, countryCode }, 400);
      expect(error.fields).toEqual([{ field: 'countryCode', message: 'merchant.countryRequired' }]);
    }
  });

  it('a user without a record applies once: the audit starts, a second application is refused', async () => {
    const client = await loggedIn(server, DEMO.merchant('none'));
    expect(await client.ok(merchantCalls.applyMerchant, application)).toMatchObject({ auditStatus: 'audit', merchantStatus: null, isShowSettled: true });
    expect(await client.ok(merchantCalls.merchantEntry, {})).toMatchObject({ auditStatus: 'audit' });
    expect((await client.fail(merchantCalls.applyMerchant, application, 409)).code).toBe(ErrorCode.conflict);
  });

  it('a rejected applicant may apply again', async () => {
    const client = await loggedIn(server, DEMO.merchant('reject'));
    expect(await client.ok(merchantCalls.applyMerchant, application)).toMatchObject({ auditStatus: 'audit' });
  });

  it.each(['audit', 'pass', 'seller', 'frozen', 'clear'] as const)('merchant.%s may not apply (409)', async (status) => {
    const client = await loggedIn(server, DEMO.merchant(status));
    await client.fail(merchantCalls.applyMerchant, application, 409);
  });
});
