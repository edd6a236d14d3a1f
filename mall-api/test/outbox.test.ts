import { tableOutbox } from '../src/domain/outbox';
import { readConfig } from '../src/config';
import { startTestServer, type TestServer } from './helpers/server';

describe('the outbox test switch', () => {
  let servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  it('is off unless MALL_TEST_OUTBOX asks, and never in production', () => {
    expect(readConfig({}).testOutbox).toBe(false);
    expect(readConfig({ MALL_TEST_OUTBOX: '1' }).testOutbox).toBe(true);
    expect(readConfig({ MALL_TEST_OUTBOX: '1', NODE_ENV: 'production' }).testOutbox).toBe(false);
  });

  it('reads what was sent to one recipient only while on; off, the path does not exist', async () => {
    const on = await startTestServer({ testOutbox: true });
    const off = await startTestServer({ testOutbox: false });
    servers = [on, off];
    await on.db.transaction((tx) => tableOutbox.send(tx, { channel: 'EMAIL', recipient: 'anna@example.com', template: 'VERIFY_CODE', payload: { code: '123456' } }));
    await on.db.transaction((tx) => tableOutbox.send(tx, { channel: 'SMS', recipient: '+4915112345678', template: 'VERIFY_CODE', payload: { code: '654321' } }));
    const read = await on.client().raw('GET', '/__test/outbox?recipient=anna%40example.com');
    expect(read.status).toBe(200);
    expect((read.body as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ channel: 'EMAIL', recipient: 'anna@example.com', template: 'VERIFY_CODE', payload: { code: '123456' } }),
    ]);
    expect((await off.client().raw('GET', '/__test/outbox?recipient=anna%40example.com')).status).toBe(404);
  });
});
