import { readOutbox } from '../domain/outbox';
import { HttpError } from '../http/errors';
import type { Api } from '../http/route';

/**
 * Test-only (config.testOutbox, MALL_TEST_OUTBOX=1, never with NODE_ENV=production): what the
 * outbox sent to one recipient, newest first, so journeys can read an e-mailed code the way a
 * buyer reads their mail. Not in the contract: no storefront screen may call it.
 */
export function registerTestOutbox(api: Api): void {
  api.hono.get('/__test/outbox', async (c) => {
    const recipient = c.req.query('recipient');
    if (!recipient) throw new HttpError(400, 'VALIDATION', 'field.required', [{ field: 'recipient', message: 'field.required' }]);
    return c.json({ success: true, data: await readOutbox(c.get('deps').db, recipient) });
  });
}
