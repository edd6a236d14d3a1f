import { orderActionCalls } from '@mall/shared/contract';
import type { Client } from './client';

/** The newest code the outbox sent to a recipient with this template, read through the test switch (MALL_TEST_OUTBOX). */
export async function outboxCode(client: Client, recipient: string, template: string): Promise<string> {
  const read = await client.raw('GET', `/__test/outbox?recipient=${encodeURIComponent(recipient)}`);
  const sent = (read.body as { data?: Array<{ template: string; payload: { code?: unknown } }> }).data ?? [];
  const code = sent.find((message) => message.template === template)?.payload.code;
  if (typeof code !== 'string') throw new Error(`no ${template} sent to ${recipient} (status ${read.status})`);
  return code;
}

/** Link orders' e-mail proof: asks for the code and reads it from the mailbox, as the buyer would. */
export async function linkEmailCode(client: Client, email: string): Promise<string> {
  await client.ok(orderActionCalls.linkOrderEmailCode, {});
  return outboxCode(client, email.toLowerCase(), 'VERIFY_CODE_LINK_ORDERS');
}
