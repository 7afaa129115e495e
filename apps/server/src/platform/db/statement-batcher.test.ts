import { describe, expect, it } from 'vitest';
import { createStatementBatcher } from './statement-batcher.ts';

/** A fake statement that records each batch it got and answers after a tick, like a round trip. */
const recorder = (fail?: (items: number[]) => boolean) => {
  const batches: number[][] = [];
  const batcher = createStatementBatcher<number, number>(async (items) => {
    batches.push(items);
    await new Promise((r) => setTimeout(r, 1));
    if (fail?.(items)) throw new Error(`bad batch ${items.join(',')}`);
    return items.map((i) => i * 10);
  });
  return { batches, batcher };
};

describe('statement batcher', () => {
  it('runs a lone call at once and carries the calls that wait meanwhile in one statement', async () => {
    const { batches, batcher } = recorder();
    const answers = await Promise.all([1, 2, 3, 4].map((i) => batcher(i)));
    expect(answers).toEqual([10, 20, 30, 40]);
    // The first went alone (nothing was in flight); the three that arrived meanwhile went together.
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('fails only the bad item of a failed batch and answers the others', async () => {
    const { batches, batcher } = recorder((items) => items.includes(3));
    const results = await Promise.allSettled([1, 2, 3, 4].map((i) => batcher(i)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'refused'))).toEqual([
      10,
      20,
      'refused',
      40,
    ]);
    expect(batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('splits a long queue at the batch limit', async () => {
    const batches: number[][] = [];
    const batcher = createStatementBatcher<number, number>(
      async (items) => {
        batches.push(items);
        await new Promise((r) => setTimeout(r, 1));
        return items;
      },
      { maxBatch: 2 },
    );
    await Promise.all([1, 2, 3, 4, 5].map((i) => batcher(i)));
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
  });
});
