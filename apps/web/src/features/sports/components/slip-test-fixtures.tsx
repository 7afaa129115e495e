import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Market, Match } from '@qilin/contract';
import type { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { matchEntry } from '../slip/make-entry.ts';
import { useSlip } from '../slip/slip-store.ts';
import { BetSlip } from './BetSlip.tsx';

/** Football match `n` of the slip's DOM tests (imported only by tests). */
export const slipMatch = (n = 1, isLive = false) =>
  ({
    gameId: `10000000${n}`,
    hgid: `90000000${n}`,
    gameType: 'FT',
    league: 'L',
    team_h: `主队${n}`,
    team_c: `客队${n}`,
    isLive,
  }) as unknown as Match;

/** Match `n`'s open main handicap at -0.5, home at `odds`, with its stake limits. */
export const handicapMarket = ({
  n = 1,
  odds,
  minStake = '10.00',
  maxStake = '50000.00',
}: {
  n?: number;
  odds: number;
  minStake?: string;
  maxStake?: string;
}): Market => ({
  id: `10000000${n}:R:-0.5`,
  w: 'R',
  line: -0.5,
  main: true,
  status: 'open',
  minStake,
  maxStake,
  selections: [
    { r: 'H', odds },
    { r: 'C', odds: 1.9 },
  ],
});

/** Adds the home side of each (match, market) to the slip, then draws the slip. */
export const showSlip = (
  dom: ReturnType<typeof mountPerTest>,
  picks: [Match, Market][],
  client = new QueryClient(),
) => {
  for (const [match, market] of picks)
    act(() => void useSlip.getState().toggle(matchEntry(match, market, 'H')!));
  act(() =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <BetSlip />
      </QueryClientProvider>,
    ),
  );
};
