import { authCalls } from '@mall/shared/contract';
import type { Client } from './client';
import type { TestServer } from './server';

/** The seeded logins (src/seed/accounts.ts). */
export const DEMO = {
  buyer: { email: 'buyer@demo.mall', password: 'furniture-1' },
  buyer2: { email: 'buyer2@demo.mall', password: 'furniture-2' },
  merchant: (status: 'none' | 'audit' | 'pass' | 'reject' | 'seller' | 'frozen' | 'clear') => ({
    email: `merchant.${status}@demo.mall`,
    password: 'furniture-1',
  }),
};

export async function loggedIn(server: TestServer, account: { email: string; password: string }): Promise<Client> {
  const client = server.client();
  await client.ok(authCalls.login, account);
  return client;
}
