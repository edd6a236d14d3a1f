import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/open';
import { SEED_VERSION } from '../src/seed';

// A developer's embedded demo database from an earlier seed must not silently lack newer demo data.
const dataDir = mkdtempSync(join(tmpdir(), 'mall-api-open-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const seedVersion = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
  (await db.query<{ version: number }>(`select (value->>'version')::int as version from site_settings where key = 'seed'`))[0]?.version;

it('re-creates an embedded demo database seeded by an older seed, and keeps a current one', async () => {
  const first = await openDatabase({ kind: 'dir', dataDir });
  await first.query(`insert into site_settings (key, value) values ('marker', '{}'::jsonb)`);
  await first.close();

  // Kept: same seed version, so the marker survives a reopen.
  const again = await openDatabase({ kind: 'dir', dataDir });
  expect((await again.query(`select key from site_settings where key = 'marker'`)).length).toBe(1);
  await again.query(`update site_settings set value = jsonb_set(value, '{version}', '1') where key = 'seed'`);
  await again.close();

  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const reopened = await openDatabase({ kind: 'dir', dataDir });
  expect(await seedVersion(reopened)).toBe(SEED_VERSION);
  expect((await reopened.query(`select key from site_settings where key = 'marker'`)).length).toBe(0);
  expect((await reopened.query<{ n: number }>('select count(*)::int as n from users'))[0]?.n).toBeGreaterThan(0);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining(`re-creating it with version ${SEED_VERSION}`));
  await reopened.close();
}, 120_000);
