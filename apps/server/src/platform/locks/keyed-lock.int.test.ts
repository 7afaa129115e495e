import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { Code } from '@qilin/contract';
import { createRedisKeyedLock } from './keyed-lock.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(redisUrl)('keyed lock: Redis across two instances', () => {
  // Two clients stand for two server instances, each with its own in-process queue.
  const clients = [new Redis(redisUrl ?? ''), new Redis(redisUrl ?? '')];
  const prefix = `qilin-test:${randomBytes(4).toString('hex')}:lock:`;
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('never lets the two instances into one key at once, and keeps other keys apart', async () => {
    const [one, two] = clients.map((c) => createRedisKeyedLock(c, prefix, { retryMs: 2 }));
    let inside = 0;
    let most = 0;
    const entered: string[] = [];
    const job = (lock: typeof one, name: string, key = 'm:1') =>
      lock!(key, async () => {
        inside += 1;
        most = Math.max(most, inside);
        entered.push(name);
        await tick(5);
        inside -= 1;
        return name;
      });
    const names = Array.from({ length: 20 }, (_, i) => `${i % 2 ? 'two' : 'one'}-${i}`);
    const results = await Promise.all(names.map((n, i) => job(i % 2 ? two : one, n)));
    expect(results).toEqual(names);
    expect(most).toBe(1);
    expect(new Set(entered)).toEqual(new Set(names));
    // Another member's key is not held up by the first one's holder.
    const slow = job(one, 'slow');
    const started = Date.now();
    await job(two, 'other', 'm:2');
    expect(Date.now() - started).toBeLessThan(200);
    await slow;
  });

  it('renews the lease while the holder runs, so a slow holder keeps the key', async () => {
    const [one, two] = clients.map((c) => createRedisKeyedLock(c, prefix, { leaseMs: 150, retryMs: 5 }));
    const order: string[] = [];
    const slow = one!('m:slow', async () => {
      order.push('slow+');
      await tick(600);
      order.push('slow-');
    });
    await tick(20);
    await two!('m:slow', async () => {
      order.push('next');
    });
    await slow;
    expect(order).toEqual(['slow+', 'slow-', 'next']);
  });

  it("takes over a crashed holder's key after its lease, and answers busy to a caller that waits too long", async () => {
    const [one] = clients.map((c) => createRedisKeyedLock(c, prefix, { waitMs: 100, retryMs: 5 }));
    // A holder that died: its key stays until the lease ends.
    await clients[0]!.set(`${prefix}m:dead`, 'someone-else', 'PX', 300);
    await expect(one!('m:dead', async () => 'early')).rejects.toMatchObject({ code: Code.SystemBusy });
    await tick(250);
    await expect(one!('m:dead', async () => 'after the lease')).resolves.toBe('after the lease');
    // Released by its holder: nothing left behind.
    expect(await clients[0]!.exists(`${prefix}m:dead`)).toBe(0);
  });
});
