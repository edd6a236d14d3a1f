import type { RemoteRenderRequest } from '../ssr/protocol';
import { testBuyer } from './index';
import { mallApiStandIn, type MallApiAnswers } from './mallApi';

/** The site's settings a remote's server renderer reads from the frame's data (market country DE). */
export const testSite = { site: 'mall-eu', product: 'mall', defaultCountry: 'DE', pointsEnabled: false, cardProviderPublishableKey: 'pk_test_1' };

/**
 * What the host's server asks a remote's renderer for `path` (issue 29): a logged-in buyer (Anna, id 7)
 * with their cookie and address, the frame's data with `testSite`; patch what the test is about.
 */
export const testRenderRequest = (path: string, over: Partial<RemoteRenderRequest> = {}): RemoteRenderRequest => ({
  path, search: '', language: 'en', mobile: false, headers: { cookie: 'mall_session=abc', 'x-forwarded-for': '203.0.113.9' },
  apiBase: 'http://mall-api.test', product: 'mall', timeoutMs: 1_000,
  frame: { answeredAt: 1, footer: { categories: [], articles: [] }, site: testSite },
  visitor: { answeredAt: 1, user: testBuyer({ id: 7 }), cartCount: 1 },
  ...over,
});

/** Answers a server renderer's mall-api calls (made with the global fetch) with the stand-in until jest restores mocks. */
export function answerMallApi(answers: MallApiAnswers) {
  const api = mallApiStandIn(answers);
  jest.spyOn(globalThis, 'fetch').mockImplementation(api.fetch);
  return api;
}
