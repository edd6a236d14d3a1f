import { authCalls, contentCalls, customerCalls, ErrorCode, reviewCalls } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the envelope', () => {
  it('answers /health without the envelope, for the bench', async () => {
    const answer = await server.client().raw('GET', '/health');
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('wraps data as {success:true,data}', async () => {
    const answer = await server.client().send(contentCalls.listArticleCategories, {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: expect.any(Array) });
  });

  it('answers an unknown call with 404 NOT_FOUND', async () => {
    const answer = await server.client().raw('POST', '/sapi/no/such/call', {});
    expect(answer).toMatchObject({ status: 404, body: { success: false, error: { code: ErrorCode.notFound } } });
  });

  it('fills {product} from the configured product code', async () => {
    const answer = await server.client().raw('POST', '/auth/other/user/current', {});
    expect(answer.status).toBe(404);
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await server.client().raw('POST', '/auth/mall/user/login', '{"email":');
    expect(answer).toMatchObject({
      status: 400,
      body: { success: false, error: { code: ErrorCode.validation, fields: [{ field: '', message: 'body.invalidJson' }] } },
    });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const answer = await server.client().raw('POST', '/auth/mall/user/login', JSON.stringify({ email: 'x'.repeat(1_100_000) }));
    expect(answer.status).toBe(413);
  });

  it('validates with the call schema and names every failing field by its dot path', async () => {
    const error = await server.client().fail(authCalls.login, { email: '', password: '' }, 400);
    expect(error).toEqual({
      code: ErrorCode.validation,
      message: 'email.required',
      fields: [
        { field: 'email', message: 'email.required' },
        { field: 'email', message: 'email.invalid' },
        { field: 'password', message: 'password.required' },
      ],
    });
  });

  it('uses the keys field.required and field.invalid where the schema has no message of its own', async () => {
    const error = await server.client().fail(authCalls.login, { email: 'anna@example.com', nickname: 5 } as never, 400);
    expect(error.fields).toEqual([{ field: 'password', message: 'field.required' }]);
    const wrongType = await server.client().fail(authCalls.login, { email: 'anna@example.com', password: 12345678 } as never, 400);
    expect(wrongType.fields).toEqual([{ field: 'password', message: 'field.invalid' }]);
  });

  it('needs a session for a buyer call: 401 UNAUTHENTICATED', async () => {
    const error = await server.client().fail(customerCalls.queryCustomer, {}, 401);
    expect(error.code).toBe(ErrorCode.unauthenticated);
  });
});

describe('array-wrapped /api/trantor bodies', () => {
  it('unwraps [payload] before validating', async () => {
    const client = await loggedIn(server, DEMO.buyer);
    const answer = await client.raw('POST', reviewCalls.pageReviewLines.path, [{ page: { no: 1, size: 2 } }]);
    expect(answer.status).toBe(200);
    // The size was read from inside the array: two orders' lines (the list pages by order).
    const lines = (answer.body as { data: { data: Array<{ tradeOrder: { id: number } }> } }).data.data;
    expect(new Set(lines.map((l) => l.tradeOrder.id)).size).toBe(2);
  });

  it('accepts an empty body and an empty array as "no payload"', async () => {
    const client = server.client();
    expect((await client.raw('POST', contentCalls.listArticleCategories.path)).status).toBe(200);
    expect((await client.raw('POST', contentCalls.listArticleCategories.path, [])).status).toBe(200);
  });

  it('refuses a bare object where an array is expected', async () => {
    const answer = await server.client().raw('POST', contentCalls.listArticleCategories.path, {});
    expect(answer).toMatchObject({ status: 400, body: { error: { code: ErrorCode.validation, message: 'body.arrayWrapped' } } });
  });

  it('reports a nested field of the wrapped payload by its path inside the payload', async () => {
    const client = await loggedIn(server, DEMO.buyer);
    const error = await client.fail(reviewCalls.pageReviewLines, { page: { no: 0 } }, 400);
    expect(error.fields?.[0]?.field).toBe('page.no');
  });
});

describe('media', () => {
  it('serves item illustrations as SVG with long cache headers', async () => {
    const res = await fetch(`${server.url}/media/items/101.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*aria-label="Sofa"/);
    const again = await fetch(`${server.url}/media/items/101.svg`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('draws a sku in its own colour, and 404s for unknown images', async () => {
    const grey = await (await fetch(`${server.url}/media/skus/1011.svg`)).text();
    const blue = await (await fetch(`${server.url}/media/skus/1012.svg`)).text();
    expect(grey).toContain('#b8bcc2');
    expect(blue).toContain('#2f3e5c');
    expect((await fetch(`${server.url}/media/items/999.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/items/..%2Fetc.svg`)).status).toBe(404);
  });
});
