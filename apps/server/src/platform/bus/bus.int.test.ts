import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus, type Bus } from './bus.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
};

describe('bus: memory', () => {
  it('delivers to subscribers until they unsubscribe', async () => {
    const bus = createMemoryBus();
    const got: unknown[] = [];
    const off = await bus.subscribe('a', (p) => got.push(p));
    await bus.publish('a', { n: 1 });
    await off();
    await bus.publish('a', { n: 2 });
    expect(got).toEqual([{ n: 1 }]);
    await bus.close();
  });
});

describe.runIf(redisUrl)('bus: redis across two instances', () => {
  it('reaches the other instance once and the own instance at once, without an echo', async () => {
    const prefix = `qilin-test:${randomBytes(4).toString('hex')}`;
    const one: Bus = createRedisBus(redisUrl ?? '', prefix);
    const two: Bus = createRedisBus(redisUrl ?? '', prefix);
    const atOne: unknown[] = [];
    const atTwo: unknown[] = [];
    await one.subscribe('room', (p) => atOne.push(p));
    await two.subscribe('room', (p) => atTwo.push(p));
    await one.publish('room', { text: '你好' });
    expect(atOne).toEqual([{ text: '你好' }]);
    await waitFor(() => atTwo.length > 0);
    expect(atTwo).toEqual([{ text: '你好' }]);
    await new Promise((r) => setTimeout(r, 100));
    expect(atOne).toHaveLength(1);
    await Promise.all([one.close(), two.close()]);
  });
});
