import { DevPath } from '@qilin/contract';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { Notifier } from './notifier.ts';
import { createOutboxRepo, type OutboxRepo } from './outbox-repo.ts';

/**
 * The notify module: the notifier other modules send through, and (outside production) GET /dev/outbox
 * so tests and demos can read the codes. Production adapters for SMS/voice/e-mail replace
 * `createOutboxNotifier` behind the same interface.
 */
export const registerNotifyModule = (ctx: ModuleContext): Notifier => {
  const { db, config } = ctx.deps;
  const outbox = createOutboxRepo(db);
  const notifier = createOutboxNotifier(ctx, outbox);
  if (!config.production) {
    ctx.app.get(DevPath.outbox, { schema: { hide: true } }, async (req, reply) => {
      const query = req.query as Record<string, unknown>;
      const to = typeof query.to === 'string' ? query.to.slice(0, 100) : '';
      if (!to) return reply.status(400).send({ messages: [], error: 'to is required' });
      const rows = await outbox.latestTo(to);
      return {
        messages: rows.map((r) => ({
          to: r.to,
          channel: r.channel,
          text: r.text,
          code: r.code,
          at: r.at.toISOString(),
        })),
      };
    });
  }
  return notifier;
};

const createOutboxNotifier = (ctx: ModuleContext, outbox: OutboxRepo): Notifier => ({
  async send(message) {
    await outbox.record(message, ctx.deps.now());
    // The log line names the channel only: the recipient and the code are personal/secret.
    ctx.deps.log.info({ channel: message.channel }, 'outbox message recorded');
  },
});
