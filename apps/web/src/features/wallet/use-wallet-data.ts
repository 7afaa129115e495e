import { useEffect, useMemo } from 'react';
import { refreshBalance, useBalance } from '../../shared/wallet/balance.ts';
import { refreshVenueList, useAllBalance, useVenueInfo } from './api.ts';
import { usePendingVenues } from './pending-store.ts';
import { joinVenues } from './venues.ts';

export type { VenueWallet } from './venues.ts';

/** Centre balance, venue wallets and the auto-transfer flag; follows unconfirmed transfers until settled. */
export function useWalletData() {
  const balance = useBalance();
  const pending = usePendingVenues((s) => s.venues);
  const hasPending = Object.keys(pending).length > 0;
  const all = useAllBalance({ poll: hasPending });
  const info = useVenueInfo();

  useEffect(() => {
    // Until the server reports nothing in transit, ask again (the marks need an answer newer than them).
    if (!hasPending) return;
    const timer = setInterval(() => void refreshBalance(), 3_000);
    return () => clearInterval(timer);
  }, [hasPending]);

  const answeredAt = balance.dataUpdatedAt;
  const nothingPending = balance.data?.pendingMoney === '0.00';
  useEffect(() => {
    // A balance answer newer than a mark, with no money in transit, means the venue has confirmed.
    if (!hasPending || !nothingPending) return;
    usePendingVenues.getState().settle(answeredAt);
    // The venue side of a settled transfer shows only in the venue list: ask for it once more.
    void refreshVenueList();
  }, [hasPending, nothingPending, answeredAt]);

  const venues = useMemo(
    () => joinVenues(all.data?.list ?? [], info.data ?? [], pending),
    [all.data, info.data, pending],
  );
  return {
    balance,
    all,
    info,
    venues,
    loading: balance.isPending || all.isPending || info.isPending,
  };
}
