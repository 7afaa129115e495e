import { useQuery } from '@tanstack/react-query';
import { FundsPath, type Balance } from '@qilin/contract';
import { apiPost } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { useSession } from '../session/store.ts';

export type { Balance } from '@qilin/contract';

/*
 * SPEC §3 balance: transfer/getBalance with lock money included; the field shown is centerWalletBalance.
 * One query for the whole app (header, guard 4, wallet, deposit and withdraw pages), keyed by the member so
 * a second login in the same tab never shows the first member's figure.
 */
const BALANCE = ['wallet', 'balance'] as const;

export const balanceQueryKey = (userId: string | null) => [...BALANCE, userId ?? ''] as const;

/** `silent`: the guard's refresh shows nothing; a refresh the player asked for shows the server message (SPEC §8.3). */
export const fetchBalance = (silent = true): Promise<Balance> =>
  apiPost<Balance>(FundsPath.getBalance, { withLockMoney: true }, { silent });

/** The member's balance; disabled (no data) while logged out. Polls while a venue transfer is unconfirmed. */
export function useBalance() {
  const userId = useSession((s) => (s.token ? s.userId : null));
  return useQuery({
    queryKey: balanceQueryKey(userId),
    queryFn: () => fetchBalance(),
    enabled: Boolean(userId),
    staleTime: 10_000,
    // Money waiting for a venue's confirmation settles by itself on the server; follow it until it has.
    refetchInterval: (q) => (q.state.data && q.state.data.pendingMoney !== '0.00' ? 3_000 : false),
  });
}

/**
 * Fetch the balance now and update every view of it. Does nothing when logged out. `showError` shows the
 * server's message on failure (a refresh button); otherwise failures are quiet and resolve undefined.
 */
export async function refreshBalance(options: { showError?: boolean } = {}): Promise<Balance | undefined> {
  const { token, userId } = useSession.getState();
  if (!token) return undefined;
  try {
    // A read already in flight began before what this refresh follows (a money call's answer): fetchQuery
    // would join it and show its older figure. It is dropped and the balance read afresh.
    await queryClient.cancelQueries({ queryKey: balanceQueryKey(userId), exact: true });
    return await queryClient.fetchQuery({
      queryKey: balanceQueryKey(userId),
      queryFn: () => fetchBalance(!options.showError),
      staleTime: 0,
    });
  } catch {
    return undefined;
  }
}

/**
 * Take the balance a money call answered with (e.g. centerWalletBalance after a transfer) without a round
 * trip. A read in flight (the wallet page polls while a transfer is pending) started before the money
 * moved: it is dropped first, or its older figure would land on top of this one.
 */
export async function patchBalance(patch: Partial<Balance>): Promise<void> {
  const { userId } = useSession.getState();
  const key = balanceQueryKey(userId);
  await queryClient.cancelQueries({ queryKey: key, exact: true });
  queryClient.setQueryData<Balance>(key, (old) => (old ? { ...old, ...patch } : old));
}
