import { describe, expect, it } from 'vitest';
import { createKeyedLock } from './keyed-lock.ts';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('keyed lock', () => {
  it('runs one function at a time per key, in arrival order, and other keys alongside', async () => {
    const lock = createKeyedLock();
    const log: string[] = [];
    const job = (key: string, name: string, ms: number) =>
      lock(key, async () => {
        log.push(`${name}+`);
        await tick(ms);
        log.push(`${name}-`);
        return name;
      });
    const results = await Promise.all([job('a', 'a1', 20), job('a', 'a2', 1), job('b', 'b1', 5)]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('a1-')).toBeLessThan(log.indexOf('a2+'));
    expect(log.indexOf('b1+')).toBeLessThan(log.indexOf('a1-'));
  });

  it('releases the key when the function throws', async () => {
    const lock = createKeyedLock();
    await expect(lock('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock('k', async () => 'next')).resolves.toBe('next');
  });
});
