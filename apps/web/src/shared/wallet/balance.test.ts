import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Balance } from '@qilin/contract';
import { queryClient } from '../api/query-client.ts';
import { useSession } from '../session/store.ts';
import { balanceQueryKey, patchBalance, refreshBalance } from './balance.ts';

/** Each balance read the server is asked for: resolved by the test, in any order. */
const reads: { resolve: (b: Balance) => void }[] = [];
vi.mock('../api/client.ts', () => ({
  apiPost: () => new Promise<Balance>((resolve) => reads.push({ resolve })),
}));

const balance = (centre: string) => ({ centerWalletBalance: centre, pendingMoney: '0.00' }) as Balance;
const key = balanceQueryKey('u1');
const shown = () => queryClient.getQueryData<Balance>(key)?.centerWalletBalance;
const settle = () => new Promise((r) => setTimeout(r, 0));
/** A balance read already out (the wallet page's poll), answered when the test says. */
const readInFlight = () =>
  queryClient
    .fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<Balance>((resolve) => reads.push({ resolve })),
      staleTime: 0,
    })
    .catch(() => undefined);

describe('the shared balance', () => {
  beforeEach(() => {
    reads.length = 0;
    queryClient.clear();
    useSession.setState({ token: 'token', userId: 'u1', member: null });
    queryClient.setQueryData(key, balance('1000.00'));
  });

  it('keeps the figure a money call answered when an older read comes back after it', async () => {
    const polling = readInFlight();
    await settle();
    await patchBalance({ centerWalletBalance: '900.00' });
    reads[0]!.resolve(balance('1000.00')); // the poll was asked before the transfer
    await polling;
    await settle();
    expect(shown()).toBe('900.00');
  });

  it('reads afresh on a refresh instead of joining a read that began earlier', async () => {
    const polling = readInFlight();
    await settle();
    const refreshed = refreshBalance();
    await settle();
    expect(reads).toHaveLength(2);
    reads[0]!.resolve(balance('1000.00'));
    reads[1]!.resolve(balance('800.00'));
    await Promise.all([polling, refreshed]);
    await settle();
    expect(shown()).toBe('800.00');
  });
});
