/**
 * Issue 31, item 4: an issued invoice opens. /media/invoices/<code>.pdf answers a real PDF to the
 * order's owner only, in the buyer's language, with the shop's and buyer's details, lines, totals
 * and VAT; anyone else gets 404 and nothing is cached by a shared cache.
 */
import { cartCalls, checkoutCalls, orderCalls, sellerOrderCalls, type ContractAddressInput } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { address, chair, guest, placeOrder } from './helpers/checkoutFlow';
import { orderDetailOf } from './helpers/orderDetail';
import { pdfText as textOf } from './helpers/pdfText';
import { startTestServer, type TestServer } from './helpers/server';
import { markOrdersPaid } from '../src/domain/orderState';

let server: TestServer;
let anna: Client;
let ben: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
});
afterAll(() => server.close());

const eur = (value: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(value);

/** The invoice URL the order detail links to (its first file). */
const invoiceUrlOf = async (orderId: number) => (await orderDetailOf(anna, orderId)).invoiceUrl?.[0]?.url;

async function fetchInvoice(client: Client | null, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + url, { headers: { ...(client?.cookie ? { cookie: client.cookie } : {}), ...headers } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('a seeded invoiced order (5021: company billing, discounts, an insured sofa)', () => {
  it('answers the owner a PDF with the shop’s and buyer’s details, VAT numbers, lines and totals', async () => {
    const url = (await invoiceUrlOf(5021))!;
    const { res, bytes } = await fetchInvoice(anna, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(bytes);
    const detail = await orderDetailOf(anna, 5021);
    expect(text).toContain('Invoice');
    expect(text).toContain(detail.tradeOrderCode);
    expect(text).toContain('Becker Studio GmbH');
    expect(text).toContain('VAT number: DE298765432');
    expect(text).toContain('VAT number: DE301234567');
    for (const line of detail.tradeOrderLineList) expect(text).toContain(line.sku.name);
    expect(text).toContain(`Total ${eur(detail.needPayAmt.value)}`);
    expect(text).toContain(eur(detail.taxAmt.value));
    expect(text).toContain(`${detail.taxRate} %`);
    if (detail.shopDiscountAmt.value > 0) expect(text).toContain(`Shop discount -${eur(detail.shopDiscountAmt.value)}`);
  });

  it('is written in the language the storefront chose (cookie), else the browser’s', async () => {
    const url = (await invoiceUrlOf(5021))!;
    const de = await textOf((await fetchInvoice(anna, url, { cookie: `${anna.cookie}; mall.language=de` })).bytes);
    expect(de).toContain('Rechnung');
    expect(de).toContain('USt-IdNr.: DE298765432');
    expect(de).toContain('Gesamtbetrag');
    const zh = await textOf((await fetchInvoice(anna, url, { 'accept-language': 'zh-CN,zh;q=0.9' })).bytes);
    expect(zh).toContain('发票');
    expect(zh).toContain('合计');
    expect(zh).toContain('增值税号: DE298765432');
  });

  it('is 404 to another buyer, a guest, no session, and for a code that is not an invoice', async () => {
    const url = (await invoiceUrlOf(5021))!;
    expect((await fetchInvoice(ben, url)).res.status).toBe(404);
    expect((await fetchInvoice(await guest(server), url)).res.status).toBe(404);
    expect((await fetchInvoice(null, url)).res.status).toBe(404);
    expect((await fetchInvoice(anna, '/media/invoices/NOPE.pdf')).res.status).toBe(404);
    expect((await fetchInvoice(anna, url.replace('.pdf', '.txt'))).res.status).toBe(404);
  });
});

describe('an order shipped through the seller API', () => {
  it('gets an invoice that opens once shipped, not before', async () => {
    await server.db.query('update skus set stock = 1000 where id = 1031');
    const { submitted } = await placeOrder(anna, [chair(3)]);
    const id = submitted.tradeOrderIds[0]!;
    await server.db.transaction((tx) => markOrdersPaid(tx, [id], new Date(), { payChannel: 'MOCKPAY' }));
    const { tradeOrderCode } = await orderDetailOf(anna, id);
    expect(await invoiceUrlOf(id)).toBeUndefined();
    expect((await fetchInvoice(anna, `/media/invoices/${tradeOrderCode}.pdf`)).res.status).toBe(404);
    const sven = await loggedIn(server, DEMO.merchant('seller'));
    await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: { id: 1 }, serviceCode: 'INV1' });
    const url = (await invoiceUrlOf(id))!;
    const { res, bytes } = await fetchInvoice(anna, url);
    expect(res.status).toBe(200);
    const text = await textOf(bytes);
    expect(text).toContain('Lund');
    expect(text).toContain('Gina Gast');
    const list = await anna.ok(orderCalls.pageOrders, { searchStatus: 'unreceived', pageSize: 50 });
    expect(list.data.find((o) => o.id === id)?.operationList.map((o) => o.operation)).toContain('viewInvoice');
  });

  it.each<[string, ContractAddressInput, string, Record<'en' | 'de' | 'zh-CN', string>]>([
    [
      'a Spanish NIF',
      address({ firstName: 'Lucía', lastName: 'Gómez', personPhone: '+34 612 345 678', poiName: 'Calle de Alcalá', houseNo: '120', postalCode: '28009', city: 'Madrid', country: 'Spain', regionShortName: 'ES' }),
      '12345678z',
      { en: 'Tax code (NIF/NIE): 12345678Z', de: 'Steuernummer (NIF/NIE): 12345678Z', 'zh-CN': '税号 (NIF/NIE): 12345678Z' },
    ],
    [
      'an Italian codice fiscale',
      address({ firstName: 'Mario', lastName: 'Rossi', personPhone: '+39 02 1234567', poiName: 'Via Tortona', houseNo: '31', postalCode: '20144', city: 'Milano', country: 'Italy', regionShortName: 'IT' }),
      'RSSMRA85T10A562S',
      { en: 'Tax code (Codice fiscale): RSSMRA85T10A562S', de: 'Steuernummer (Codice fiscale): RSSMRA85T10A562S', 'zh-CN': '税号 (Codice fiscale): RSSMRA85T10A562S' },
    ],
  ])("prints a private buyer's tax code (%s) in the buyer's block, labelled in the invoice's language, not as a VAT number (issue 31)", async (_code, shipping, typed, labelled) => {
    await server.db.query('update skus set stock = 1000 where id = 1031');
    await anna.ok(cartCalls.batchCreateCartLines, [chair()]);
    const render = await anna.ok(checkoutCalls.renderTradeContract, { shippingAddress: shipping });
    const submitted = await anna.ok(checkoutCalls.submitTradeContract, { shippingAddress: shipping, expectedNeedPayAmt: render.needPayAmt.value, buyerTaxCode: typed });
    const id = submitted.tradeOrderIds[0]!;
    await server.db.transaction((tx) => markOrdersPaid(tx, [id], new Date(), { payChannel: 'MOCKPAY' }));
    const sven = await loggedIn(server, DEMO.merchant('seller'));
    await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: { id: 1 }, serviceCode: `TAX${id}` });
    const url = (await invoiceUrlOf(id))!;
    const en = await textOf((await fetchInvoice(anna, url, { cookie: `${anna.cookie}; mall.language=en` })).bytes);
    // In the buyer's block: after the buyer's name and town.
    expect(en).toMatch(new RegExp(`${shipping.firstName} ${shipping.lastName}[\\s\\S]*${shipping.city}[\\s\\S]*${labelled.en.replace(/[()]/g, '\\$&')}`));
    expect(en).not.toContain(`VAT number: ${labelled.en.split(': ')[1]}`);
    expect(await textOf((await fetchInvoice(anna, url, { cookie: `${anna.cookie}; mall.language=de` })).bytes)).toContain(labelled.de);
    expect(await textOf((await fetchInvoice(anna, url, { cookie: `${anna.cookie}; mall.language=zh-CN` })).bytes)).toContain(labelled['zh-CN']);
  });

  it('names the discount code and shows the points spent at checkout (issue 31)', async () => {
    await server.db.query('update skus set stock = 1000 where id = 1031');
    const { submitted } = await placeOrder(anna, [chair(2)], undefined, { couponCode: 'WELCOME10', discountPoint: 1000 });
    const id = submitted.tradeOrderIds[0]!;
    await server.db.transaction((tx) => markOrdersPaid(tx, [id], new Date(), { payChannel: 'MOCKPAY' }));
    const sven = await loggedIn(server, DEMO.merchant('seller'));
    await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: { id: 1 }, serviceCode: 'INV2' });
    const text = await textOf((await fetchInvoice(anna, (await invoiceUrlOf(id))!)).bytes);
    // 10 % of 258 € and 1 000 points (10 €).
    expect(text).toContain(`Coupon WELCOME10 -${eur(25.8)}`);
    expect(text).toContain(`Points -${eur(10)}`);
  });
});
