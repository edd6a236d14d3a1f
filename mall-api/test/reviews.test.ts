/**
 * Issue 13, reviews over HTTP: the buyer's reviews of completed order lines, follow-ups, the shop's
 * reply through the seller API, and the POST_ORDER_REVIEW points. Every rule of the spec is
 * refused by the server, whatever the storefront checked.
 */
import { authCalls, customerCalls, mediaCalls, reviewCalls, sellerReviewCalls, type NewComment } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import { orderDetailOf } from './helpers/orderDetail';
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

/** Seeded (src/seed): order 5021 (COMPLETE) has a DIY table 50211, its chairs 50212 (DIY child), a gift 50213 and a sofa 50214. */
const LINE = { diyMain: 50211, diyChild: 50212, gift: 50213, sofa: 50214, unreceived: 50071, bens: 51011, toReview: 50101 };
/** Seeded reviews: 9001 (5008, shop 1, replied), 9003 (5009, shop 3), 9004 (5012, shop 1, replied and followed up). */
const REVIEW = { replied: 9001, plain: 9003, followedUp: 9004 };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const uploadPicture = async (who: Client) => (await who.ok(mediaCalls.uploadReviewImage, { file: new File([PNG], 'sofa.png', { type: 'image/png' }) })).url;

const review = (postId: number, extra: Partial<NewComment> = {}): NewComment => ({ postId, rateDict: 5, content: 'Solid and comfortable.', ...extra });
const create = (who: Client, ...comments: NewComment[]) => who.ok(reviewCalls.batchCreateComments, { comments });
const refuse = (who: Client, status: number, ...comments: NewComment[]) => who.fail(reviewCalls.batchCreateComments, { comments }, status);
const points = async (who: Client) => {
  const { pointsBalance, growthValue } = await who.ok(customerCalls.queryCustomer, {});
  return { pointsBalance, growthValue };
};
const detail = async (who: Client, id: number) => (await who.ok(reviewCalls.pageComments, { id })).data[0];

describe('reviewing order lines', () => {
  it('reviews two lines at once with stars, text and a picture; each grants the review points once', async () => {
    const before = await points(anna);
    const picture = await uploadPicture(anna);
    const answer = await create(anna, review(LINE.diyMain, { rateDict: 4, content: 'Sturdy table.', images: { files: [{ url: picture }] } }), review(LINE.sofa));
    expect(answer.comments.map((c) => [c.postId, c.parentId])).toEqual([[LINE.diyMain, null], [LINE.sofa, null]]);
    expect(await points(anna)).toEqual({ pointsBalance: before.pointsBalance + 40, growthValue: before.growthValue + 20 });

    const stored = await detail(anna, answer.comments[0]!.id);
    expect(stored).toMatchObject({
      rateDict: 4, content: 'Sturdy table.', postId: LINE.diyMain, postTypeDict: 'ORDER_LINE', parentId: null,
      images: { files: [{ url: picture }] }, commentatorTypeDict: 'BUYER', commentator: { id: 1 }, postOwner: { id: 1 },
      commentRecipient: { id: 15 }, replyComment: { data: null }, reviewComments: null,
      orderLine: { orderId: 5021, sku: { name: 'Bergen dining set, your configuration' } },
    });

    // The spec's growth call is idempotent: the review granted it already.
    expect(await anna.ok(reviewCalls.sendReviewGrowth, { site: 'EU', orderLineId: LINE.sofa })).toEqual({ granted: false, points: 0, growth: 0 });
    expect(await points(anna)).toEqual({ pointsBalance: before.pointsBalance + 40, growthValue: before.growthValue + 20 });
  });

  it('marks the order EVALUATED once every line but the DIY children is reviewed, and stops offering the comment action', async () => {
    const [pending] = await anna.ok(reviewCalls.orderLinesForIds, { ids: [LINE.gift] });
    expect(pending).toMatchObject({ commentStatus: 'NOT_EVALUATED', tradeOrder: { id: 5021, commentStatus: 'NOT_EVALUATED' } });
    await create(anna, review(LINE.gift, { content: 'A nice extra.' }));
    const line = await anna.ok(reviewCalls.queryOrderLine, { id: LINE.gift });
    expect(line).toMatchObject({ commentStatus: 'EVALUATED', commentId: expect.any(Number), tradeOrder: { commentStatus: 'EVALUATED' } });
    expect((await orderDetailOf(anna, 5021)).operationList.map((o) => o.operation)).not.toContain('comment');
  });

  it('refuses a second review of a line', async () => {
    const error = await refuse(anna, 409, review(LINE.sofa));
    expect(error.message).toBe('review.alreadyReviewed');
  });

  it('refuses a line of an order that is not complete, a DIY child line, and another buyer’s line', async () => {
    expect((await refuse(anna, 409, review(LINE.unreceived))).message).toBe('review.orderNotComplete');
    expect((await refuse(anna, 409, review(LINE.diyChild))).message).toBe('review.lineNotReviewable');
    await refuse(ben, 404, review(LINE.toReview));
    await refuse(anna, 404, review(LINE.bens));
  });

  it('stores all of a batch or nothing', async () => {
    await refuse(anna, 409, review(LINE.toReview), review(LINE.unreceived));
    expect((await anna.ok(reviewCalls.queryOrderLine, { id: LINE.toReview })).commentStatus).toBe('NOT_EVALUATED');
    expect((await refuse(anna, 400, review(LINE.toReview), review(LINE.toReview))).fields).toEqual([{ field: 'comments.1.postId', message: 'review.duplicateLine' }]);
  });

  it.each([
    ['no rating', { rateDict: undefined }, 'comments.0.rateDict', 'review.rateRequired'],
    ['a rating of 0', { rateDict: 0 }, 'comments.0.rateDict', 'review.rateRequired'],
    ['a rating of 6', { rateDict: 6 }, 'comments.0.rateDict', 'review.rateRequired'],
    ['half a star', { rateDict: 2.5 }, 'comments.0.rateDict', 'review.rateRequired'],
    ['no text', { content: '' }, 'comments.0.content', 'review.contentRequired'],
    ['only spaces', { content: '   ' }, 'comments.0.content', 'review.contentRequired'],
    ['301 characters', { content: 'x'.repeat(301) }, 'comments.0.content', 'review.contentMax'],
    ['7 pictures', { images: { files: Array.from({ length: 7 }, () => ({ url: '/media/uploads/00000000-0000-4000-8000-000000000000' })) } }, 'comments.0.images.files', 'review.imagesMax'],
    ['a picture from elsewhere', { images: { files: [{ url: 'https://evil.example/x.png' }] } }, 'comments.0.images.files.0.url', 'media.image.notYours'],
  ])('refuses a review with %s', async (_, extra, field, message) => {
    const error = await refuse(anna, 400, review(LINE.toReview, extra as Partial<NewComment>));
    expect(error.fields).toContainEqual({ field, message });
  });

  it('takes 300 characters, and only the buyer’s own review pictures', async () => {
    const bens = await uploadPicture(ben);
    const error = await refuse(anna, 400, review(LINE.toReview, { images: { files: [{ url: bens }] } }));
    expect(error.fields).toEqual([{ field: 'comments.0.images', message: 'media.image.notYours' }]);
    const mine = await Promise.all(Array.from({ length: 6 }, () => uploadPicture(anna)));
    const { comments } = await create(anna, review(LINE.toReview, { content: 'é'.repeat(300), images: { files: mine.map((url) => ({ url })) } }));
    expect((await detail(anna, comments[0]!.id))?.images.files).toHaveLength(6);
  });

  it('keeps markup as the text it is', async () => {
    const [pending] = (await anna.ok(reviewCalls.pageReviewLines, { commentStatus: 'unComment' })).data;
    const content = '<img src=x onerror=alert(1)> <a href="javascript:alert(2)">link</a>';
    const { comments } = await create(anna, review(pending!.id, { content }));
    expect((await detail(anna, comments[0]!.id))?.content).toBe(content);
  });

  it('needs a logged-in buyer', async () => {
    await server.client().fail(reviewCalls.batchCreateComments, { comments: [review(LINE.toReview)] }, 401);
    const tourist = server.client();
    await tourist.ok(authCalls.touristSession, {});
    await tourist.fail(reviewCalls.batchCreateComments, { comments: [review(LINE.toReview)] }, 401);
    await tourist.fail(reviewCalls.pageComments, {}, 401);
  });
});

describe('follow-ups', () => {
  const followUp = (parentId: number, postId: number, extra: Partial<NewComment> = {}): NewComment => ({ postId, parentId, content: 'Still great a month later.', ...extra });

  it('takes one follow-up without a rating, and refuses a second', async () => {
    const postId = (await detail(anna, REVIEW.plain))!.postId;
    expect((await refuse(anna, 400, followUp(REVIEW.plain, postId, { rateDict: 3 }))).fields).toEqual([{ field: 'comments.0.rateDict', message: 'review.followUpNoRate' }]);
    const { comments } = await create(anna, followUp(REVIEW.plain, postId));
    expect(comments[0]).toMatchObject({ parentId: REVIEW.plain, postId });
    expect((await detail(anna, REVIEW.plain))?.reviewComments).toMatchObject({ content: 'Still great a month later.', rateDict: null, topId: REVIEW.plain });
    expect((await refuse(anna, 409, followUp(REVIEW.plain, postId))).message).toBe('review.followUpExists');
    expect((await refuse(anna, 409, followUp(comments[0]!.id, postId))).message).toBe('review.followUpOfReviewOnly');
  });

  it('refuses a follow-up of another buyer’s review, or about another line', async () => {
    const postId = (await detail(anna, REVIEW.replied))!.postId;
    await refuse(ben, 404, followUp(REVIEW.replied, postId));
    expect((await refuse(anna, 400, followUp(REVIEW.replied, LINE.sofa))).fields).toEqual([{ field: 'comments.0.postId', message: 'review.postMismatch' }]);
  });
});

describe('reading reviews', () => {
  it('shows the buyer’s reviews with the shop’s reply and the follow-up', async () => {
    expect(await detail(anna, REVIEW.replied)).toMatchObject({
      rateDict: 5,
      replyComment: { data: { content: 'Thank you, Anna! Enjoy your new reading corner.', commentatorTypeDict: 'SHOP', commentRecipient: { id: 1 } } },
      reviewComments: null,
    });
    expect(await detail(anna, REVIEW.followedUp)).toMatchObject({
      replyComment: { data: { content: 'Thank you! Our cushions are filled to last: enjoy many more naps.' } },
      reviewComments: { content: 'Six months on, the cushions still look new.', commentatorTypeDict: 'BUYER' },
    });
    const page = await anna.ok(reviewCalls.pageComments, { page: { size: 50 } });
    expect(page.data.every((c) => c.parentId === null && c.commentator.id === 1)).toBe(true);
  });

  it('shows nothing of another buyer’s reviews or lines', async () => {
    expect(await ben.ok(reviewCalls.pageComments, { id: REVIEW.replied })).toEqual({ data: [], total: 0 });
    await ben.fail(reviewCalls.queryOrderLine, { id: LINE.sofa }, 404);
    await ben.fail(reviewCalls.orderLinesForIds, { ids: [LINE.bens, LINE.sofa] }, 404);
    await ben.fail(reviewCalls.sendReviewGrowth, { site: 'EU', orderLineId: LINE.sofa }, 404);
  });

  it('the growth call grants nothing for a line not reviewed', async () => {
    expect((await ben.fail(reviewCalls.sendReviewGrowth, { site: 'EU', orderLineId: LINE.bens }, 409)).message).toBe('review.lineNotReviewed');
  });
});

describe('shop replies (seller API)', () => {
  it('a seller replies once to a review of their own shop, and the buyer sees it', async () => {
    // Anna's review of the sofa (first test above), of order 5021 of Nordhaus Living.
    const sofaReview = (await anna.ok(reviewCalls.pageComments, { postId: LINE.sofa })).data[0]!.id;
    const nordhaus = await loggedIn(server, DEMO.merchant('seller'));
    const reply = await nordhaus.ok(sellerReviewCalls.replyToReview, { commentId: sofaReview, content: 'Glad you like it!' });
    expect(reply.parentId).toBe(sofaReview);
    expect((await detail(anna, sofaReview))?.replyComment.data).toMatchObject({ content: 'Glad you like it!', commentator: { id: 15 }, commentatorTypeDict: 'SHOP', commentRecipient: { id: 1 } });
    expect((await nordhaus.fail(sellerReviewCalls.replyToReview, { commentId: sofaReview, content: 'Again' }, 409)).message).toBe('review.replyExists');
    expect((await nordhaus.fail(sellerReviewCalls.replyToReview, { commentId: sofaReview, content: 'x'.repeat(301) }, 400)).fields).toEqual([{ field: 'content', message: 'review.contentMax' }]);
  });

  it('refuses another shop’s review, and anyone who is not a seller', async () => {
    const casa = await loggedIn(server, { email: 'seller.casa@demo.mall', password: 'furniture-1' });
    await casa.fail(sellerReviewCalls.replyToReview, { commentId: REVIEW.plain, content: 'Not ours' }, 404);
    await anna.fail(sellerReviewCalls.replyToReview, { commentId: REVIEW.plain, content: 'Me' }, 403);
    await server.client().fail(sellerReviewCalls.replyToReview, { commentId: REVIEW.plain, content: 'Me' }, 401);
    expect((await detail(anna, REVIEW.plain))?.replyComment.data).toBeNull();
  });
});
