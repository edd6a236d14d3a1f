import { DEMO, loggedIn } from './accounts';
import type { Client } from './client';
import { startTestServer, type TestServer } from './server';

/**
 * A file's usual set-up, called at its top level: a fresh seeded server with a logged-in demo
 * buyer, made before its tests and closed after them. Read both inside tests (they exist then).
 */
export function seededServerWithBuyer(account = DEMO.buyer): { server: () => TestServer; buyer: () => Client } {
  let server: TestServer | undefined;
  let buyer: Client | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    buyer = await loggedIn(server, account);
  });
  afterAll(() => server?.close());
  return { server: () => server!, buyer: () => buyer! };
}
