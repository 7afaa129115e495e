import { describe, expect, it } from 'vitest';
import { backoffMs, decide } from './channel-cursor.ts';

describe('/ws/sports cursor (DESIGN §7)', () => {
  const at = { epoch: 'e1', offset: 10 };

  it('applies snapshots and the next delta', () => {
    expect(decide(undefined, { type: 'snapshot', epoch: 'e1', offset: 3 })).toBe('apply');
    expect(decide(at, { type: 'delta', epoch: 'e1', offset: 11 })).toBe('apply');
  });

  it('skips deltas already applied (a replay overlapping the cursor)', () => {
    expect(decide(at, { type: 'delta', epoch: 'e1', offset: 10 })).toBe('skip');
    expect(decide(at, { type: 'delta', epoch: 'e1', offset: 4 })).toBe('skip');
  });

  it('resyncs on a gap, a new epoch, or a delta before any snapshot', () => {
    expect(decide(at, { type: 'delta', epoch: 'e1', offset: 13 })).toBe('resync');
    expect(decide(at, { type: 'delta', epoch: 'e2', offset: 11 })).toBe('resync');
    expect(decide(undefined, { type: 'delta', epoch: 'e1', offset: 1 })).toBe('resync');
  });

  it('backs off from 1 s to at most 36 s', () => {
    expect(backoffMs(0, 0)).toBe(1_000);
    expect(backoffMs(3, 0)).toBe(8_000);
    expect(backoffMs(20, 1)).toBe(36_000);
  });
});
