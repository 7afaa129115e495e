import { useCallback } from 'react';
import type { ChampionMarket, Market, Match } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { SPORTS_NS } from '../i18n.ts';
import { championEntry, matchEntry } from '../slip/make-entry.ts';
import type { SlipEntry } from '../slip/slip-rules.ts';
import { useSlip } from '../slip/slip-store.ts';

/** A click on a price: toggles the slip entry, telling the player when SPEC §5 refuses it. */
export function usePick() {
  const t = useT(SPORTS_NS);
  const toggle = useSlip((s) => s.toggle);
  const add = useCallback(
    (entry: SlipEntry | null) => {
      if (!entry) return;
      const refused = toggle(entry);
      if (refused === 'limit') toast.warning(t('slip.limitReached'));
      if (refused === 'confirming') toast.warning(t('slip.stillConfirming'));
    },
    [toggle, t],
  );
  const pickMatch = useCallback(
    (match: Match, market: Market, r: string) => add(matchEntry(match, market, r)),
    [add],
  );
  const pickChampion = useCallback(
    (market: ChampionMarket, rtype: string) => add(championEntry(market, rtype)),
    [add],
  );
  return { pickMatch, pickChampion };
}

/** The slip's selection keys joined, for rows that mark chosen prices (a string memo compares cheaply). */
export const useChosenKeys = (): string => useSlip((s) => s.entries.map((e) => e.key).join('\n'));
