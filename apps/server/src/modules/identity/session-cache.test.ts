import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../platform/bus/bus.ts';
import { createSessionCache, SESSION_CACHE_MS, type CachedSession } from './session-cache.ts';

const session = (memberId: number): CachedSession => ({
  sessionId: memberId * 10,
  sessionExpiresAt: Date.parse('2030-01-01T00:00:00Z'),
  memberId,
  userId: `u${memberId}`,
  name: `m${memberId}`,
  siteId: 'site',
  status: 'active',
});

describe('session cache', () => {
  it('trusts a resolved session for a short time only', () => {
    let t = Date.parse('2026-11-22T00:00:00Z');
    const cache = createSessionCache(createMemoryBus(), () => new Date(t));
    cache.put('h1', session(1), cache.mark());
    expect(cache.get('h1')?.memberId).toBe(1);
    t += SESSION_CACHE_MS;
    expect(cache.get('h1')).toBeNull();
  });

  it('drops a revoked token and every token of a revoked member, on every instance sharing the bus', async () => {
    const bus = createMemoryBus();
    const now = () => new Date('2026-11-22T00:00:00Z');
    const a = createSessionCache(bus, now);
    const b = createSessionCache(bus, now);
    for (const c of [a, b]) {
      c.put('h1', session(1), c.mark());
      c.put('h2', session(2), c.mark());
      c.put('h3', session(2), c.mark());
    }
    await a.revoked({ tokenHash: 'h1' });
    expect(a.get('h1')).toBeNull();
    expect(b.get('h1')).toBeNull();
    await b.revoked({ memberId: 2 });
    for (const c of [a, b]) {
      expect(c.get('h2')).toBeNull();
      expect(c.get('h3')).toBeNull();
    }
  });

  it('does not cache a read that raced with a revocation', async () => {
    const cache = createSessionCache(createMemoryBus(), () => new Date('2026-11-22T00:00:00Z'));
    const mark = cache.mark();
    await cache.revoked({ memberId: 1 });
    cache.put('h1', session(1), mark);
    expect(cache.get('h1')).toBeNull();
  });
});
