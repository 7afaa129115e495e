import type { VenueInfo } from '@qilin/contract';

/** A venue wallet as the pages draw it: its balance joined with the registry facts. */
export interface VenueWallet {
  channelCode: string;
  venueName: string;
  balance: string;
  /** False when the venue could not be asked just now (the figure is the last known one). */
  live: boolean;
  maintenance: boolean;
  minTransfer: string;
  /** A transfer to or from it waits for the venue's confirmation. */
  pending: boolean;
}

/**
 * Transfer-mode venues with their balances: every venue of the registry whose money moves in and out
 * (seamless venues play on the centre wallet and have nothing to transfer), plus any wallet the balance
 * list has that the registry lacks.
 */
export function joinVenues(
  balances: readonly { channelCode: string; venueName: string; balance: string; live: boolean }[],
  registry: readonly VenueInfo[],
  pending: Readonly<Record<string, number>>,
): VenueWallet[] {
  const byCode = new Map(balances.map((b) => [b.channelCode, b]));
  const seen = new Set<string>();
  const out: VenueWallet[] = [];
  for (const info of registry) {
    if (info.walletMode !== 'transfer') continue;
    const b = byCode.get(info.channelCode);
    seen.add(info.channelCode);
    out.push({
      channelCode: info.channelCode,
      venueName: b?.venueName || info.venueName,
      balance: b?.balance ?? '0.00',
      live: b?.live ?? true,
      maintenance: info.status === 'maintenance',
      minTransfer: info.minTransfer,
      pending: info.channelCode in pending,
    });
  }
  const registryKnown = new Set(registry.map((i) => i.channelCode));
  for (const b of balances) {
    if (seen.has(b.channelCode) || registryKnown.has(b.channelCode)) continue;
    out.push({ ...b, maintenance: false, minTransfer: '0.00', pending: b.channelCode in pending });
  }
  return out;
}
