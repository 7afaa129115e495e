import { afterEach, describe, expect, it, vi } from 'vitest';
import { Code, FeedPushRequestSchema } from '@qilin/contract';
import { createMemoryBus } from '../../platform/bus/bus.ts';
import { AppError } from '../../platform/http/errors.ts';
import { forwardMatchCommands, serveMatchCommands, type RelayedCommand } from './command-relay.ts';

const gameOf = (command: RelayedCommand) => (command.cmd === 'feed' ? '' : command.gameId);

const logger = { warn: vi.fn() };

const codeOf = async (promise: Promise<unknown>): Promise<number | null> =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof AppError ? err.code : -1),
  );

describe('command relay', () => {
  afterEach(() => {
    vi.useRealTimers();
    logger.warn.mockClear();
  });

  it('runs a command where the simulator is and answers the sender with its outcome', async () => {
    const bus = createMemoryBus();
    const ran: RelayedCommand[] = [];
    await serveMatchCommands(
      bus,
      async (command) => {
        ran.push(command);
        if (gameOf(command) === 'missing') throw new AppError(Code.NotFound, '赛事不存在');
      },
      logger,
    );
    const sender = await forwardMatchCommands(bus);

    await sender.run({ cmd: 'score', gameId: 'g1', home: 2, away: 1 });
    expect(ran).toEqual([{ cmd: 'score', gameId: 'g1', home: 2, away: 1 }]);
    // The simulator's refusal reaches the operator with its own code and words.
    await expect(sender.run({ cmd: 'finish', gameId: 'missing' })).rejects.toMatchObject({
      code: Code.NotFound,
      message: '赛事不存在',
    });
    await sender.close();
  });

  it('carries a provider message to the simulator and its counts back', async () => {
    const bus = createMemoryBus();
    await serveMatchCommands(
      bus,
      async (command) => (command.cmd === 'feed' ? { added: command.feed.matches.length } : undefined),
      logger,
    );
    const sender = await forwardMatchCommands(bus);
    const feed = FeedPushRequestSchema.parse({
      matches: [
        {
          gameId: '555000111',
          sport: 'FT',
          leagueId: 'EPL',
          teamH: '曼联',
          teamC: '利物浦',
          startTime: '2026-11-22T12:00:00+08:00',
        },
      ],
    });
    expect(await sender.run({ cmd: 'feed', feed })).toEqual({ added: 1 });
    expect(await sender.run({ cmd: 'finish', gameId: 'g1' })).toBeUndefined();
    await sender.close();
  });

  it('answers an unexpected failure with a generic message, not the internal error', async () => {
    const bus = createMemoryBus();
    await serveMatchCommands(
      bus,
      async () => {
        throw new Error('connection reset by peer');
      },
      logger,
    );
    const sender = await forwardMatchCommands(bus);
    await expect(sender.run({ cmd: 'restore', gameId: 'g1' })).rejects.toMatchObject({
      code: Code.ServerError,
      message: '赛事操作失败，请稍后再试',
    });
    expect(logger.warn).toHaveBeenCalledOnce();
    await sender.close();
  });

  it('gives up with 6317 after 10 s when no simulator answers', async () => {
    vi.useFakeTimers();
    const sender = await forwardMatchCommands(createMemoryBus());
    const outcome = codeOf(sender.run({ cmd: 'void', gameId: 'g1', reason: '1' }));
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe(Code.SystemBusy);
    await sender.close();
  });

  it('matches each answer to its own command when several are in flight', async () => {
    const bus = createMemoryBus();
    const release = new Map<string, () => void>();
    await serveMatchCommands(
      bus,
      (command) =>
        new Promise<void>((resolve, reject) => {
          release.set(gameOf(command), () =>
            gameOf(command) === 'bad' ? reject(new AppError(Code.IllegalParameter, '比分无效')) : resolve(),
          );
        }),
      logger,
    );
    const sender = await forwardMatchCommands(bus);
    const good = codeOf(sender.run({ cmd: 'finish', gameId: 'good' }));
    const bad = codeOf(sender.run({ cmd: 'finish', gameId: 'bad' }));
    await vi.waitFor(() => expect(release.size).toBe(2));
    // Answered in the other order than asked.
    release.get('bad')!();
    release.get('good')!();
    expect(await bad).toBe(Code.IllegalParameter);
    expect(await good).toBeNull();
    await sender.close();
  });
});
