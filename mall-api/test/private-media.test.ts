/**
 * Issue 28 item 12, personal data behind a URL or a number:
 * - evidence and review pictures are served to the buyer who uploaded them and to the seller of
 *   the shop whose order they are about; avatars to their owner only; anyone else (another buyer,
 *   another shop, a guest, no session) gets 404 as for no image, and no cache may keep them;
 * - a parcel's tracking is read by its buyer only: anyone else's waybill number answers as one the
 *   carrier knows nothing of;
 * - a state-changing call without Origin, Sec-Fetch-Site and Referer passes (a client that is no
 *   browser holds its own cookie, which no other site can make it send), while what a browser form
 *   of another site can send (form-urlencoded, text/plain), even with no headers to judge it by, is
 *   refused before any handler.
 */
import { afterSalesCalls, authCalls, cartCalls, mediaCalls, type ImagePurpose, type NewCartLine, type UploadedImage } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { DbFingerprint, DbWatch } from './helpers/dbFingerprint';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
/** Anna (buyer 1) and the sellers of her seeded orders: Nordhaus (shop 1, review 9001), Essentials (shop 4, after-sales 8001). */
let anna: Client;
let ben: Client;
let guest: Client;
let nordhaus: Client;
let essentials: Client;
let atelier: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
  guest = server.client();
  await guest.ok(authCalls.touristSession, {});
  nordhaus = await loggedIn(server, DEMO.merchant('seller'));
  essentials = await loggedIn(server, { email: 'seller.essentials@demo.mall', password: 'furniture-1' });
  atelier = await loggedIn(server, { email: 'seller.atelier@demo.mall', password: 'furniture-1' });
}, 90_000);
afterAll(() => server.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const upload = (who: Client, purpose: ImagePurpose): Promise<UploadedImage> =>
  who.ok(mediaCalls.UPLOAD_CALLS[purpose], { file: new File([PNG], 'photo.png', { type: 'image/png' }) });

/** What a caller gets for an image URL: its status and cache rule. */
async function look(who: Client | null, url: string): Promise<{ status: number; cache: string | null }> {
  const res = await fetch(server.url + url, { headers: who?.cookie ? { cookie: who.cookie } : {} });
  await res.arrayBuffer();
  return { status: res.status, cache: res.headers.get('cache-control') };
}

/** Who sees the image: the status each caller gets. */
const seenBy = async (url: string) => ({
  anna: (await look(anna, url)).status,
  ben: (await look(ben, url)).status,
  guest: (await look(guest, url)).status,
  nobody: (await look(null, url)).status,
  nordhaus: (await look(nordhaus, url)).status,
  essentials: (await look(essentials, url)).status,
  atelier: (await look(atelier, url)).status,
});

describe('uploaded images', () => {
  it('an evidence image: its buyer, and the shop once it is evidence of an application on its order', async () => {
    const image = await upload(anna, 'EVIDENCE');
    expect(await seenBy(image.url)).toEqual({ anna: 200, ben: 404, guest: 404, nobody: 404, nordhaus: 404, essentials: 404, atelier: 404 });
    // Seeded after-sales 8001 is Anna's, on an order of shop 4 (Essentials).
    await server.db.query(`update reverse_orders set evidence_images = $1::jsonb where id = 8001`, [JSON.stringify([image.url])]);
    expect(await seenBy(image.url)).toEqual({ anna: 200, ben: 404, guest: 404, nobody: 404, nordhaus: 404, essentials: 200, atelier: 404 });
  });

  it('a review picture: its buyer, and the shop once it shows in a review of its order line', async () => {
    const image = await upload(anna, 'REVIEW');
    expect(await seenBy(image.url)).toEqual({ anna: 200, ben: 404, guest: 404, nobody: 404, nordhaus: 404, essentials: 404, atelier: 404 });
    // Seeded review 9001 is Anna's, of a line of shop 1 (Nordhaus).
    await server.db.query(`update comments set images = $1::jsonb where id = 9001`, [JSON.stringify([image.url])]);
    expect(await seenBy(image.url)).toEqual({ anna: 200, ben: 404, guest: 404, nobody: 404, nordhaus: 200, essentials: 404, atelier: 404 });
  });

  it('an avatar: its owner only', async () => {
    const image = await upload(anna, 'AVATAR');
    expect(await seenBy(image.url)).toEqual({ anna: 200, ben: 404, guest: 404, nobody: 404, nordhaus: 404, essentials: 404, atelier: 404 });
  });

  it('a guest’s evidence image: the guest', async () => {
    const image = await upload(guest, 'EVIDENCE');
    expect(await seenBy(image.url)).toMatchObject({ guest: 200, anna: 404, nobody: 404 });
  });

  it('is never kept by a cache, for every purpose', async () => {
    for (const purpose of ['EVIDENCE', 'REVIEW', 'AVATAR'] as const) {
      const image = await upload(anna, purpose);
      const { status, cache } = await look(anna, image.url);
      expect([purpose, status, cache]).toEqual([purpose, 200, 'private, no-store']);
    }
  });
});

describe('parcel tracking', () => {
  // Seeded: a package sent to Anna (order 5007, DHL) and a return she sent (DHL).
  const parcels = [
    { carrierCompanyCode: 'DHL', wayBillNumber: 'DH0000500700' },
    { carrierCompanyCode: 'DHL', wayBillNumber: '00340434161094011223' },
  ];

  it('is read by the parcel’s buyer only; anyone else’s number answers as a parcel the carrier does not know', async () => {
    for (const parcel of parcels) {
      expect((await anna.ok(afterSalesCalls.queryWaybill, parcel)).length).toBeGreaterThan(0);
      expect(await ben.ok(afterSalesCalls.queryWaybill, parcel)).toEqual([]);
      expect(await guest.ok(afterSalesCalls.queryWaybill, parcel)).toEqual([]);
      expect(await nordhaus.ok(afterSalesCalls.queryWaybill, parcel)).toEqual([]);
    }
    // Unknown is unknown to its would-be owner too: the same answer, nothing to tell them apart.
    expect(await anna.ok(afterSalesCalls.queryWaybill, { carrierCompanyCode: 'DHL', wayBillNumber: 'DH9999999999' })).toEqual([]);
  });
});

describe('state-changing calls without Origin, Sec-Fetch-Site or Referer', () => {
  // The Oslo sofa, as the storefront adds it.
  const cartLine: NewCartLine = { cartLineTypeDict: 'NORMAL_SALE_B2C', item: { id: 101 }, seller: { id: 15 }, sku: { id: 1011 }, skuQty: 1, snapshotPrc: 899 };
  const post = (who: Client, type: string, body: string) =>
    fetch(server.url + cartCalls.batchCreateCartLines.path, { method: 'POST', headers: { cookie: who.cookie!, 'content-type': type }, body });

  it('refuses what a form of another site can send, even from a browser that sends none of them, and changes nothing', async () => {
    const watch = new DbWatch(new DbFingerprint(server.db));
    await watch.start();
    const json = JSON.stringify([cartLine]);
    for (const [type, body] of [
      ['text/plain', json],
      ['application/x-www-form-urlencoded', `${encodeURIComponent(json)}=`],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${json}\r\n--x--\r\n`],
    ] as const) {
      expect((await post(ben, type, body)).status).toBe(415);
    }
    expect(await watch.unchanged()).toBe(true);
  });

  it('takes JSON from a client that is no browser (its own cookie, no browser headers)', async () => {
    const res = await post(ben, 'application/json', JSON.stringify([cartLine]));
    expect([res.status, await res.text()]).toEqual([200, expect.stringContaining('"success":true')]);
  });
});
