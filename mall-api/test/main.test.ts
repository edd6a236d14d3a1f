import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authCalls } from '@mall/shared/contract';
import { Client } from './helpers/client';
import { startApiProcess as startServer } from './helpers/process';

const dataDir = mkdtempSync(join(tmpdir(), 'mall-api-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('seeds a new data dir, stops cleanly on SIGTERM and SIGINT, and keeps its data across restarts', async () => {
  const env = { ...process.env, PORT: '0', MALL_DATA_DIR: dataDir, MALL_DB: '', MALL_DB_SNAPSHOT: '', DATABASE_URL: '' };

  const first = await startServer(env);
  expect(await (await fetch(`${first.url}/health`)).json()).toEqual({ ok: true });
  const client = new Client(first.url, 'mall');
  const created = await client.ok(authCalls.signup, { email: 'kept@example.com', password: 'furniture-7' });
  expect(created.id).toBeGreaterThan(100_000 - 1);
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);

  const second = await startServer(env);
  const again = new Client(second.url, 'mall');
  expect(await again.ok(authCalls.login, { email: 'kept@example.com', password: 'furniture-7' })).toEqual(created);
  // Seeded once only: the demo buyer is still there, and new ids continue after the old ones.
  await again.ok(authCalls.login, { email: 'buyer@demo.mall', password: 'furniture-1' });
  const next = await new Client(second.url, 'mall').ok(authCalls.signup, { email: 'next@example.com', password: 'furniture-8' });
  expect(next.id).toBe(created.id + 1);
  second.child.kill('SIGINT');
  expect(await second.exited).toBe(0);
  // A fresh initdb, the seed and two more starts: minutes of real work on a busy 2-core machine.
}, 240_000);
