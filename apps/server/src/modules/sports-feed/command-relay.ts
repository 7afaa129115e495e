import { randomUUID } from 'node:crypto';
import { Code, FeedPushRequestSchema, type ResponseCode } from '@qilin/contract';
import { z } from 'zod';
import type { Bus } from '../../platform/bus/bus.ts';
import { AppError } from '../../platform/http/errors.ts';

/**
 * The operator's match commands (matches:score, finish, void, restore) and a real provider's messages
 * (feed:push) change the simulator's matches, which live in one process. An instance without the simulator
 * sends them through the bus to the one that runs it and waits for its answer; the changed state reaches its
 * catalogue first (state-relay.ts publishes on the commit, before the answer), so it can answer the operator
 * with the match as it now is.
 */

const COMMAND = 'sports-feed:command';
const DONE = 'sports-feed:command-done';
/** An answer later than this is taken as no simulator listening. */
const ANSWER_MS = 10_000;

const MatchCommandSchema = z.discriminatedUnion('cmd', [
  z.object({ cmd: z.literal('score'), gameId: z.string(), home: z.number().int(), away: z.number().int() }),
  z.object({ cmd: z.literal('finish'), gameId: z.string() }),
  z.object({ cmd: z.literal('void'), gameId: z.string(), reason: z.string() }),
  z.object({ cmd: z.literal('restore'), gameId: z.string() }),
]);
export type MatchCommand = z.infer<typeof MatchCommandSchema>;
const FeedCommandSchema = z.object({ cmd: z.literal('feed'), feed: FeedPushRequestSchema });
const RelayedCommandSchema = z.union([MatchCommandSchema, FeedCommandSchema]);
/** What one instance asks of the simulating one: a match command, or a provider message to apply. */
export type RelayedCommand = z.infer<typeof RelayedCommandSchema>;
const RequestSchema = z.object({ id: z.string(), command: RelayedCommandSchema });
/** `result`: what the command answers beyond success (a feed push's counts), as JSON. */
const DoneSchema = z.object({
  id: z.string(),
  code: z.number().int(),
  message: z.string(),
  result: z.unknown().optional(),
});

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * On the simulating instance: runs what the others send and answers each with its outcome (and `run`'s
 * value as its result, so it must be JSON).
 */
export const serveMatchCommands = async (
  bus: Bus,
  run: (command: RelayedCommand) => Promise<unknown>,
  logger: Logger,
) =>
  bus.subscribe(COMMAND, (raw) => {
    const request = RequestSchema.safeParse(raw);
    if (!request.success) return;
    const { id, command } = request.data;
    run(command)
      .then(
        (result: unknown) => ({ id, code: Code.Success, message: '', result }),
        (err: unknown) =>
          err instanceof AppError
            ? { id, code: err.code, message: err.message }
            : (logger.warn({ err }, 'sports match command'),
              { id, code: Code.ServerError, message: '赛事操作失败，请稍后再试' }),
      )
      .then((done) => bus.publish(DONE, done))
      .catch((err: unknown) => logger.warn({ err }, 'sports match command answer'));
  });

/** On an instance without the simulator: sends a command to the one that runs it and waits for the answer. */
export const forwardMatchCommands = async (bus: Bus) => {
  const waiting = new Map<string, (done: z.infer<typeof DoneSchema>) => void>();
  const unsubscribe = await bus.subscribe(DONE, (raw) => {
    const done = DoneSchema.safeParse(raw);
    if (done.success) waiting.get(done.data.id)?.(done.data);
  });
  return {
    /** Answers the command's result (undefined for a match command). */
    async run(command: RelayedCommand): Promise<unknown> {
      const id = randomUUID();
      const done = await new Promise<z.infer<typeof DoneSchema> | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), ANSWER_MS);
        waiting.set(id, (d) => {
          clearTimeout(timer);
          resolve(d);
        });
        bus.publish(COMMAND, { id, command }).catch(() => resolve(null));
      }).finally(() => waiting.delete(id));
      if (!done) throw new AppError(Code.SystemBusy, '赛事服务暂无响应，请稍后再试');
      if (done.code !== Code.Success) throw new AppError(done.code as ResponseCode, done.message);
      return done.result;
    },
    close: unsubscribe,
  };
};
