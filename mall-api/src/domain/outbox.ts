import type { Queryable } from '../db/db';

/**
 * Every e-mail and SMS the mall sends (codes, gift cards, invoices) goes through here. The embedded
 * default stores the message in the `outbox` table, which a mail or SMS provider's worker would
 * drain; tests read it through the test-only route (MALL_TEST_OUTBOX, routes/testOutbox.ts).
 * Nothing sent is ever echoed to the client that asked for it.
 */
export type OutboxChannel = 'EMAIL' | 'SMS';

export interface OutboxMessage {
  channel: OutboxChannel;
  /** An e-mail address, or a mobile number with its dial code (+49…). */
  recipient: string;
  /** What the message is (e.g. 'VERIFY_CODE', 'GIFT_CARD'); the provider picks the text by it. */
  template: string;
  payload: Record<string, unknown>;
}

export interface Outbox {
  send(tx: Queryable, message: OutboxMessage): Promise<void>;
}

/** The embedded outbox: a row per message, in the caller's transaction (sent only if it commits). */
export const tableOutbox: Outbox = {
  async send(tx, message) {
    await tx.query(`insert into outbox (channel, recipient, template, payload) values ($1, $2, $3, $4)`, [
      message.channel,
      message.recipient,
      message.template,
      JSON.stringify(message.payload),
    ]);
  },
};

export interface SentMessage extends OutboxMessage {
  id: number;
  createdAt: string;
}

/** The newest messages to one recipient (tests only). */
export async function readOutbox(q: Queryable, recipient: string, limit = 20): Promise<SentMessage[]> {
  const rows = await q.query<{ id: number; channel: OutboxChannel; recipient: string; template: string; payload: Record<string, unknown>; created_at: Date }>(
    `select id, channel, recipient, template, payload, created_at from outbox where recipient = $1 order by id desc limit $2`,
    [recipient, limit],
  );
  return rows.map((r) => ({ id: r.id, channel: r.channel, recipient: r.recipient, template: r.template, payload: r.payload, createdAt: r.created_at.toISOString() }));
}
