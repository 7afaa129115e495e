import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { OutgoingMessage } from './notifier.ts';
import { outboxMessages } from './schema.ts';

/** The dev outbox's table: every message the outbox notifier "sent", newest first per recipient. */
export const createOutboxRepo = (db: Db) => ({
  async record(message: OutgoingMessage, at: Date): Promise<void> {
    await db.insert(outboxMessages).values({
      to: message.to,
      channel: message.channel,
      text: message.text,
      code: message.code ?? null,
      at,
    });
  },

  /** The last 50 messages to one address. */
  latestTo: (to: string) =>
    db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, to))
      .orderBy(desc(outboxMessages.at), desc(outboxMessages.id))
      .limit(50),
});

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
