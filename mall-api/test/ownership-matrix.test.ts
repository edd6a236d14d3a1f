/**
 * Issue 10, ownership matrix. Built from the contract: every request field naming a record by id
 * (idFieldPaths walks each call's request schema) is classified below, by the kind of record it
 * names or as deliberately public. For every field naming something a buyer owns, the demo buyer's
 * (buyer@demo.mall) real ids are sent by the second buyer, by a guest and logged out: each answer
 * is a refusal (401, 403, 404) or an answer that shows nothing of hers, and nothing is written.
 */
import * as v from 'valibot';
import { addressCalls, authCalls, cartCalls, type AnyCall, orderActionCalls } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import { madridBilling } from './helpers/addresses';
import { chair } from './helpers/checkoutFlow';
import { contractCalls } from './helpers/contractCalls';
import { DbFingerprint, DbWatch } from './helpers/dbFingerprint';
import { sendRaw } from './helpers/hostileCaller';
import { idFieldPaths, setIdAt } from './helpers/idFields';
import { plainValue } from './helpers/schemaArbitraries';
import { linkEmailCode } from './helpers/linkOrders';
import { startTestServer, type TestServer } from './helpers/server';

/** Records a buyer (or a guest) owns, by what their id fields name. */
type OwnedKind =
  | 'order'
  | 'orderLine'
  | 'package'
  | 'contract'
  | 'payUniqueKey'
  | 'address'
  | 'reverseOrder'
  | 'card'
  | 'paymentRecord'
  | 'review'
  | 'cartLine'
  | 'user'
  | 'captcha'
  | 'taxFile'
  /** A provider's reference to a payment attempt (PayPal's order id), which names the record on its own. */
  | 'gatewaySerial';
/** A field anyone may name, with the reason in one line. */
type Public = { public: string };

const CATALOGUE: Public = { public: 'catalogue data (items, skus, shops, sellers) anyone may browse' };
const MARKETS: Public = { public: 'markets and their dial codes, the same for every buyer' };
const CONTENT: Public = { public: 'published articles and their categories' };
const CARRIERS: Public = { public: 'the carrier list, the same for every buyer' };

/**
 * Every id field of every call, by call name (as contractCalls names it) and path. A call that
 * gains an id field fails the test below until its field is added here.
 */
const CLASSIFICATION: Record<string, Record<string, OwnedKind | Public>> = {
  'addressCalls.createShippingAddress': { areaCodeId: MARKETS, countryId: MARKETS, 'rfcFile.fileId': 'taxFile' },
  'addressCalls.getAddress': { id: 'address' },
  'addressCalls.placeDetails': { placeId: { public: 'a place of the maps service, not a record of the mall' } },
  'addressCalls.saveBillingAddress': { id: 'address', areaCodeId: MARKETS, countryId: MARKETS, 'rfcFile.fileId': 'taxFile' },
  'addressCalls.setDefaultAddress': { id: 'address' },
  'addressCalls.updateShippingAddress': { id: 'address', areaCodeId: MARKETS, countryId: MARKETS, 'rfcFile.fileId': 'taxFile' },
  'afterSalesCalls.applyCancelBeforeDelivery': { 'tradeOrder.id': 'order', 'reverseTradeOrderLineList[].tradeOrderLine.id': 'orderLine', 'reverseTradeOrderLineList[].derivativeSku.id': CATALOGUE },
  'afterSalesCalls.applyExchange': { 'tradeOrder.id': 'order', 'reverseTradeOrderLineList[].tradeOrderLine.id': 'orderLine', 'reverseTradeOrderLineList[].derivativeSku.id': CATALOGUE },
  'afterSalesCalls.applyRefundOnly': { 'tradeOrder.id': 'order', 'reverseTradeOrderLineList[].tradeOrderLine.id': 'orderLine', 'reverseTradeOrderLineList[].derivativeSku.id': CATALOGUE },
  'afterSalesCalls.applyReturn': { 'tradeOrder.id': 'order', 'reverseTradeOrderLineList[].tradeOrderLine.id': 'orderLine', 'reverseTradeOrderLineList[].derivativeSku.id': CATALOGUE },
  'afterSalesCalls.pageReverseOrders': { tradeOrderId: 'order', skuId: CATALOGUE },
  'afterSalesCalls.queryReverseByOrderSku': { tradeOrderId: 'order', skuId: CATALOGUE, tradeOrderLineId: 'orderLine' },
  'afterSalesCalls.renderReverseApply': { 'tradeOrder.id': 'order', 'reverseTradeOrderLineList[].tradeOrderLine.id': 'orderLine', 'reverseTradeOrderLineList[].derivativeSku.id': CATALOGUE },
  'afterSalesCalls.queryReverseById': { id: 'reverseOrder' },
  'afterSalesCalls.cancelReverse': { id: 'reverseOrder' },
  'afterSalesCalls.confirmExchangeReceived': { id: 'reverseOrder' },
  'afterSalesCalls.postBackReverse': { id: 'reverseOrder', 'fulfillmentProgressList[].fulfillmentServiceProvider.id': CARRIERS },
  'afterSalesCalls.exchangeItemInfo': { diyItemId: CATALOGUE, tradeOrderLineId: 'orderLine' },
  'sellerAfterSalesCalls.approveReverse': { id: 'reverseOrder' },
  'sellerAfterSalesCalls.rejectReverse': { id: 'reverseOrder' },
  'sellerAfterSalesCalls.confirmReturnReceived': { id: 'reverseOrder' },
  'sellerAfterSalesCalls.refundReverse': { id: 'reverseOrder' },
  'sellerAfterSalesCalls.shipReplacement': { id: 'reverseOrder', 'carrier.id': CARRIERS },
  'sellerOrderCalls.shipOrder': { id: 'order', 'carrier.id': CARRIERS, 'lines[].id': 'orderLine' },
  'sellerOrderCalls.deliverOrder': { id: 'order', packageId: 'package' },
  'sellerOrderCalls.readyForPickup': { id: 'order' },
  'cardCalls.queryOneCard': { id: 'card' },
  'cartCalls.batchCreateCartLines': { '[].item.id': CATALOGUE, '[].seller.id': CATALOGUE, '[].sku.id': CATALOGUE, '[].shop.id': CATALOGUE },
  'cartCalls.removeCartLines': { ids: 'cartLine' },
  'cartCalls.updateCartLine': { id: 'cartLine' },
  'checkoutCalls.queryAndValidateTradeContractDetailById': { id: 'contract' },
  'checkoutCalls.queryContractByUniqueKey': { payUniqueKey: 'payUniqueKey' },
  'checkoutCalls.renderTradeContract': { cartLineIds: 'cartLine', tradeContractId: 'contract', shippingAddressId: 'address', billingAddressId: 'address' },
  'checkoutCalls.submitTradeContract': { cartLineIds: 'cartLine', tradeContractId: 'contract', shippingAddressId: 'address', billingAddressId: 'address' },
  'contentCalls.articleDetail': { id: CONTENT },
  'customerCalls.benefitsByLevel': { levelId: { public: 'the membership ladder, the same for every buyer' } },
  'customerCalls.queryLevel': { id: { public: 'the membership ladder, the same for every buyer' } },
  'contentCalls.pageArticle': { categoryId: CONTENT },
  'contentCalls.createArticleLookUp': { articleId: CONTENT },
  'contentCalls.listArticleRecommend': { articleId: CONTENT },
  'catalogueCalls.listCategory': { shopIds: CATALOGUE },
  'catalogueCalls.searchCatalogue': { shopIds: CATALOGUE },
  'itemCalls.itemCombinedFlow': { itemId: CATALOGUE },
  'reviewCalls.itemReviews': { itemId: CATALOGUE },
  'itemCalls.recommendByItem': { itemShopId: CATALOGUE, itemId: CATALOGUE },
  'marketingCalls.drawPrize': { orderId: 'order' },
  'marketingCalls.drawPrizeContent': { orderId: 'order' },
  'marketingCalls.filterGiftCards': { id: 'order' },
  'marketingCalls.filterNeedFreeOrder': { id: 'order' },
  'marketingCalls.updateGiftCardsSendEmailStatus': { id: 'order', activityId: CATALOGUE },
  'itemCalls.itemDetail': { id: CATALOGUE },
  'itemCalls.recommendItems': { id: CATALOGUE },
  'orderActionCalls.cancelAfterPay': { 'tradeOrder.id': 'order', 'reverseTradeOrderLineList[].tradeOrderLine.id': 'orderLine', 'reverseTradeOrderLineList[].derivativeSku.id': CATALOGUE },
  'orderActionCalls.closeOrderBeforePay': { id: 'order' },
  'orderActionCalls.confirmLinkOrders': { uuid: 'captcha', userId: 'user' },
  'orderActionCalls.listPackages': { id: 'order' },
  'orderActionCalls.orderGrowthValue': { orderId: 'order', customerId: 'user' },
  'orderActionCalls.postponeDelivery': { id: 'order', 'fulfillmentProgressList[].id': 'package', 'tradeOrderLineList[].id': 'orderLine' },
  'orderActionCalls.queryAssociatedOrders': { tradeContractId: 'contract', id: 'order' },
  'orderActionCalls.queryVouchers': { id: 'order' },
  'orderActionCalls.sendInvoiceEmail': { id: 'order', 'shop.id': CATALOGUE },
  'orderActionCalls.signForDelivery': { id: 'order', fulfillmentProgressId: 'package' },
  'orderActionCalls.verifyLinkOrders': { uuid: 'captcha', userId: 'user' },
  'orderCalls.orderDetail': { id: 'order' },
  'paymentCalls.adyenDetails': { paymentRecordId: 'paymentRecord' },
  'paymentCalls.affirmAuthorize': { paymentRecordId: 'paymentRecord' },
  'paymentCalls.authority': { contractId: 'contract' },
  'paymentCalls.closePaymentRecordAfterConfirm': { payUniqueKey: 'payUniqueKey', paymentRecordId: 'paymentRecord' },
  'paymentCalls.firstPay': { contractId: 'contract', tradeId: 'contract', orderId: 'order', paymentOrderId: 'paymentRecord', buyerId: 'user' },
  'paymentCalls.klarnaSession': { contractId: 'contract' },
  'paymentCalls.paypalCapture': { paymentRecordId: 'paymentRecord', gatewaySerialNo: 'gatewaySerial' },
  'paymentCalls.paypalDetails': { paymentRecordId: 'paymentRecord' },
  'paymentCalls.payResult': { paymentRecordId: 'paymentRecord' },
  'paymentCalls.queryPaymentRecord': { paymentRecordId: 'paymentRecord', contractId: 'contract', tradeOrderId: 'order' },
  'paymentCalls.queryTradePayStatus': { tradeOrderId: 'order', contractId: 'contract' },
  'paymentCalls.secondaryPay': { id: 'order' },
  'reviewCalls.batchCreateComments': { 'comments[].postId': 'orderLine', 'comments[].parentId': 'review' },
  'reviewCalls.orderLinesForIds': { ids: 'orderLine' },
  'reviewCalls.pageComments': { id: 'review', postId: 'orderLine' },
  'reviewCalls.queryOrderLine': { id: 'orderLine' },
  'reviewCalls.sendReviewGrowth': { orderLineId: 'orderLine' },
  'sellerReviewCalls.replyToReview': { commentId: 'review' },
  'pointsCalls.findCustomerCompletionList': { customerId: 'user' },
  'pointsCalls.findSignInLog': { customerId: 'user' },
  'pointsCalls.pageLedger': { customerId: 'user' },
  'pointsCalls.sendCompleteProfileGrowth': { customerId: 'user' },
  'pointsCalls.sendFollowMediaGrowth': { customerId: 'user' },
  'pointsCalls.sendShareGrowth': { customerId: 'user', itemId: CATALOGUE },
  'pointsCalls.sendSubscribeEmailGrowth': { customerId: 'user' },
  'pointsCalls.signIn': { customerId: 'user' },
};

const isOwned = (kind: OwnedKind | Public): kind is OwnedKind => typeof kind === 'string';
const calls = contractCalls();

describe('the classification of id fields', () => {
  it('names every id field of every call, and nothing that is gone', () => {
    const found = calls.flatMap(({ name, call }) => idFieldPaths(call.request).map((path) => `${name} ${path}`));
    const classified = Object.entries(CLASSIFICATION).flatMap(([name, fields]) => Object.keys(fields).map((path) => `${name} ${path}`));
    const unclassified = found.filter((field) => !classified.includes(field));
    const stale = classified.filter((field) => !found.includes(field));
    expect({ unclassified, stale }).toEqual({ unclassified: [], stale: [] });
  });
});

let server: TestServer;
let watch: DbWatch;
/** The demo buyer's records, by kind (a few of each, in different states). */
const hers = {} as Record<OwnedKind, (number | string)[]>;
/** Text only her records carry (order numbers, pay keys, her e-mail): an answer showing one leaks. */
let herMarkers: string[] = [];
const cookies: Record<'anna' | 'buyer2' | 'guest', string | undefined> = { anna: undefined, buyer2: undefined, guest: undefined };
type Id = number | string;
let links: Record<
  'lineOrder' | 'orderLine' | 'packageOrder' | 'orderPackage' | 'orderContract' | 'contractOrder' | 'contractKey' | 'keyContract' | 'recordContract' | 'contractRecord',
  Map<Id, Id>
>;

/** Her records that go with one of hers (the order of a line, the contract of a payment record ...); her first of a kind otherwise. */
function relatedTo(kind: OwnedKind, id: Id): Partial<Record<OwnedKind, Id>> {
  const found: Partial<Record<OwnedKind, Id>> = { [kind]: id };
  if (kind === 'orderLine') found.order = links.lineOrder.get(id);
  if (kind === 'package') found.order = links.packageOrder.get(id);
  if (kind === 'paymentRecord') found.contract = links.recordContract.get(id);
  if (kind === 'payUniqueKey') found.contract = links.keyContract.get(id);
  if (found.order === undefined && found.contract !== undefined) found.order = links.contractOrder.get(found.contract);
  if (found.order !== undefined) {
    found.contract ??= links.orderContract.get(found.order);
    found.orderLine ??= links.orderLine.get(found.order);
    found.package ??= links.orderPackage.get(found.order);
  }
  if (found.contract !== undefined) {
    found.payUniqueKey ??= links.contractKey.get(found.contract);
    found.paymentRecord ??= links.contractRecord.get(found.contract);
  }
  return found;
}

beforeAll(async () => {
  server = await startTestServer({ testCaptcha: 'K7QX', testOutbox: true });
  const anna = await loggedIn(server, DEMO.buyer);
  cookies.anna = anna.cookie;
  // Records she owns that the seed has none of: a cart line, a tax-code file, captchas (one verified).
  await anna.ok(cartCalls.batchCreateCartLines, [chair()]);
  await anna.ok(addressCalls.uploadTaxFile, { file: new File(['%PDF-1.4\n'], 'tax.pdf', { type: 'application/pdf' }) });
  await anna.ok(orderActionCalls.linkOrderCaptcha, {});
  const verified = await anna.ok(orderActionCalls.linkOrderCaptcha, {});
  await anna.ok(orderActionCalls.verifyLinkOrders, { uuid: verified.uuid, code: 'K7QX', buyerEmail: DEMO.buyer.email, emailCode: await linkEmailCode(anna, DEMO.buyer.email) });

  const db = server.db;
  const [{ id: annaId } = { id: 0 }] = await db.query<{ id: number }>('select id from users where email = $1', [DEMO.buyer.email]);
  const ids = async (sql: string) => (await db.query<{ id: number | string }>(sql, sql.includes('$1') ? [annaId] : [])).map((row) => row.id);
  // One order per status, so a refusal for the order's state cannot stand in for one for its owner.
  hers.order = await ids('select distinct on (display_status) id from trade_orders where buyer_id = $1 order by display_status, id');
  const orders = hers.order.join(',');
  hers.orderLine = await ids(`select distinct on (order_id) id from trade_order_lines where order_id in (${orders}) order by order_id, id`);
  hers.contract = await ids(`select distinct contract_id as id from trade_orders where id in (${orders})`);
  hers.payUniqueKey = await ids(`select pay_unique_key as id from trade_contracts where buyer_id = $1 and pay_unique_key is not null order by id limit 3`);
  hers.package = await ids('select distinct on (p.trade_order_id) p.id from fulfilment_packages p join trade_orders o on o.id = p.trade_order_id where o.buyer_id = $1 order by p.trade_order_id, p.id limit 4');
  hers.address = await ids('select id from addresses where user_id = $1');
  hers.reverseOrder = await ids('select id from reverse_orders where buyer_id = $1');
  hers.card = await ids('select id from cards where user_id = $1');
  // Her seeded payments are MOCKPAY; the PayPal calls only go past the channel for a PayPal attempt.
  const paypal = await ids(
    `insert into payment_records (contract_id, buyer_id, channel, provider, idempotency_key, status, amount_cents, currency, return_url, provider_data)
     select contract_id, buyer_id, 'PAYPAL_PAY_PC', 'PAYPAL', 'k-ownership-paypal', 'PAY_FAILED', amount_cents, currency, return_url, '{"paypalOrderId":"PP-OWNERSHIP"}'
       from payment_records where buyer_id = $1 order by id limit 1 returning id`,
  );
  hers.gatewaySerial = ['PP-OWNERSHIP'];
  hers.paymentRecord = [...new Set([...(await ids('select distinct on (status) id from payment_records where buyer_id = $1 order by status, id')), ...paypal])];
  hers.review = await ids('select id from comments where commentator_id = $1');
  hers.cartLine = await ids('select id from cart_lines where user_id = $1');
  hers.user = [annaId];
  hers.captcha = await ids('select uuid as id from link_order_captchas where user_id = $1');
  hers.taxFile = await ids('select id from address_files where user_id = $1');
  // How her records hang together, so a request naming a line names that line's order too.
  const pairs = async (sql: string) => new Map((await db.query<{ a: number | string; b: number | string }>(sql, [annaId])).map((row) => [row.a, row.b] as const));
  links = {
    lineOrder: await pairs('select l.id as a, l.order_id as b from trade_order_lines l join trade_orders o on o.id = l.order_id where o.buyer_id = $1'),
    orderLine: await pairs('select distinct on (l.order_id) l.order_id as a, l.id as b from trade_order_lines l join trade_orders o on o.id = l.order_id where o.buyer_id = $1 order by l.order_id, l.id'),
    packageOrder: await pairs('select p.id as a, p.trade_order_id as b from fulfilment_packages p join trade_orders o on o.id = p.trade_order_id where o.buyer_id = $1'),
    orderPackage: await pairs('select distinct on (p.trade_order_id) p.trade_order_id as a, p.id as b from fulfilment_packages p join trade_orders o on o.id = p.trade_order_id where o.buyer_id = $1 order by p.trade_order_id, p.id'),
    orderContract: await pairs('select id as a, contract_id as b from trade_orders where buyer_id = $1'),
    contractOrder: await pairs('select distinct on (contract_id) contract_id as a, id as b from trade_orders where buyer_id = $1 order by contract_id, id'),
    contractKey: await pairs('select id as a, pay_unique_key as b from trade_contracts where buyer_id = $1 and pay_unique_key is not null'),
    keyContract: await pairs('select pay_unique_key as a, id as b from trade_contracts where buyer_id = $1 and pay_unique_key is not null'),
    recordContract: await pairs('select id as a, contract_id as b from payment_records where buyer_id = $1'),
    contractRecord: await pairs('select distinct on (contract_id) contract_id as a, id as b from payment_records where buyer_id = $1 order by contract_id, id desc'),
  };
  herMarkers = [
    DEMO.buyer.email,
    ...(await ids(`select trade_order_code as id from trade_orders where buyer_id = $1`)),
    ...(await ids(`select reverse_code as id from reverse_orders where buyer_id = $1`)),
    ...hers.payUniqueKey,
    ...hers.captcha,
  ].map(String);

  cookies.buyer2 = (await loggedIn(server, DEMO.buyer2)).cookie;
  const guest = server.client();
  await guest.ok(authCalls.touristSession, {});
  cookies.guest = guest.cookie;
  watch = new DbWatch(new DbFingerprint(db));
  await watch.start();
}, 120_000);
afterAll(() => server.close());

/**
 * Realistic values by field name, so a request passes the rules behind the schema (an address in
 * Spain, where billing needs a tax code and its file; the second buyer's own e-mail) and what
 * refuses it can only be the id of hers it names.
 */
const FIELD_HINTS: Record<string, unknown> = {
  ...madridBilling('none'),
  buyerEmail: DEMO.buyer2.email,
  // Link orders' e-mail proof: any code of the right shape, so the captcha's owner is what decides.
  emailCode: '000000',
  // A review's rating (a follow-up's parentId is named by the matrix itself).
  rateDict: 5,
  // A catalogue item (the exchange item call lists an item's skus for one of her lines).
  diyItemId: 101,
};

/** A request the call's schema accepts, naming her record at `path` (and hers wherever another owned id is needed). */
function requestNaming(call: AnyCall, name: string, path: string, kind: OwnedKind, id: Id): unknown {
  const fields = Object.entries(CLASSIFICATION[name] ?? {}).filter(([other]) => other !== path);
  const related = relatedTo(kind, id);
  const hersOf = (other: OwnedKind) => related[other] ?? hers[other][0];
  const plain = plainValue(call.request, FIELD_HINTS) ?? {};
  // Other id fields the request needs (required ones) name her records that go with this one.
  const needed = new Set(idFieldPaths(call.request).filter((other) => valueAt(plain, other) !== undefined));
  let request = setIdAt(plain, call.request, path, id);
  for (const [other, otherKind] of fields) {
    if (needed.has(other) && isOwned(otherKind) && hersOf(otherKind) !== undefined) request = setIdAt(request, call.request, other, hersOf(otherKind));
  }
  if (v.safeParse(call.request, request).success) return request;
  // Object-level checks (one of several keys given): name hers in the optional ones too.
  for (const [other, otherKind] of fields) {
    if (isOwned(otherKind) && hersOf(otherKind) !== undefined) request = setIdAt(request, call.request, other, hersOf(otherKind));
  }
  const checked = v.safeParse(call.request, request);
  if (!checked.success) throw new Error(`${name}: no valid request naming ${path}: ${v.summarize(checked.issues)}`);
  return request;
}

const ownedFields = calls.flatMap(({ name, call }) =>
  Object.entries(CLASSIFICATION[name] ?? {}).flatMap(([path, kind]) => (isOwned(kind) ? [{ name, call, path, kind }] : [])),
);

describe('the demo buyer’s ids sent by others', () => {
  it('covers every kind a call names (she has records of each)', () => {
    const kinds = new Set(ownedFields.map((field) => field.kind));
    expect([...kinds].filter((kind) => hers[kind].length === 0)).toEqual([]);
  });

  it.each(ownedFields)('$name $path ($kind): refused or nothing of hers, and nothing written', async ({ name, call, path, kind }) => {
    const problems: string[] = [];
    for (const id of hers[kind]) {
      const body = JSON.stringify(call.path.startsWith('/api/trantor/') ? [requestNaming(call, name, path, kind, id)] : requestNaming(call, name, path, kind, id));
      for (const caller of ['buyer2', 'guest', 'loggedOut'] as const) {
        const answer = await sendRaw(server, call, body, caller === 'loggedOut' ? undefined : cookies[caller]);
        const refused = [401, 403, 404].includes(answer.status) || refusedOnField(answer.text, path);
        const shown = answer.status < 300 ? herMarkers.find((marker) => answer.text.includes(marker)) ?? mentionsId(answer.text, id) : undefined;
        if (!refused && (answer.status >= 300 || shown !== undefined)) {
          problems.push(`${caller} with ${path}=${id}: ${answer.status} ${shown ? `shows '${shown}' ` : ''}${answer.text.slice(0, 200)}`);
        }
        if (!(await watch.unchanged())) problems.push(`${caller} with ${path}=${id}: changed the database (${answer.status})`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('the same requests sent by her', () => {
  // The control: her own reads answer, so the refusals above are about whose ids they are, not
  // about requests the handlers could not use. Writes are left out (they would change her records).
  const reads = ownedFields.filter(({ call }) => call.safeToRetry === true);

  const REFUSALS = [400, 401, 403, 404];
  it.each(reads)('$name $path ($kind) answers her for one of her ids', async ({ name, call, path, kind }) => {
    const cookie = cookies.anna;
    const statuses: number[] = [];
    for (const id of hers[kind]) {
      const body = JSON.stringify(call.path.startsWith('/api/trantor/') ? [requestNaming(call, name, path, kind, id)] : requestNaming(call, name, path, kind, id));
      statuses.push((await sendRaw(server, call, body, cookie)).status);
      if (!REFUSALS.includes(statuses.at(-1)!)) break;
    }
    // Past the gate and her ownership: answered, or refused for what the record is (PayPal not configured ...).
    expect(statuses.some((status) => !REFUSALS.includes(status))).toBe(true);
  }, 120_000);
});

/**
 * A 400 that names the id field (or the object holding it) as what it refuses, e.g. checkout's
 * 'checkout.addressNotFound' on shippingAddressId: refused because of her id, as the form shows it.
 */
function refusedOnField(text: string, path: string): boolean {
  let answer: { error?: { fields?: { field: string }[] } };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    return false;
  }
  const fields = (answer.error?.fields ?? []).map(({ field }) => field.replace(/\.\d+(?=\.|$)/g, '[]'));
  return fields.some((field) => field !== '' && (path === field || path.startsWith(`${field}.`)));
}

/** The value at an id path of a request ([] reads the first item). */
function valueAt(request: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, segment) => {
    const key = segment.endsWith('[]') ? segment.slice(0, -2) : segment;
    const next = (value as Record<string, unknown> | undefined)?.[key];
    return segment.endsWith('[]') ? (next as unknown[] | undefined)?.[0] : next;
  }, request);
}

/** A numeric id of hers echoed back as some record's id. */
function mentionsId(text: string, id: number | string): string | undefined {
  if (typeof id !== 'number') return undefined;
  return new RegExp(`"(id|\\w+Id)":${id}[,}]`).test(text) ? `id ${id}` : undefined;
}
