import { GamePath, type Match } from '@qilin/contract';
import type { Account } from '../identity/test-support.ts';

/**
 * The sport page's venue/resource call as tests make it over HTTP (imported only by test files): the
 * envelope fields, then the method's own.
 */
export const resourceCall = <T>(
  p: Account,
  token: string,
  method: string,
  fields: Record<string, unknown> = {},
  enName = 'crty',
) =>
  p.client.post<T>(GamePath.resource, {
    method,
    enName,
    Request: { timestamp: Date.now(), token, language: 'zh-CN', ip: '', ...fields },
  });

/** A football match of the live feed not started yet, with its 1X2 market open (any market type). */
export const preMatchOf = async (
  p: Account,
  token: string,
): Promise<{ match: Match; odds: number } | null> => {
  const dates = (await resourceCall<{ dates: string[] }>(p, token, 'earlyDates')).data.dates;
  const asks = [{ showType: 'FT' }, ...dates.map((date) => ({ showType: 'FU', date }))];
  for (const ask of asks) {
    const list = await resourceCall<{ leagues: { matches: Match[] }[] }>(p, token, 'matches', {
      gameType: 'FT',
      ...ask,
    });
    for (const match of list.data.leagues.flatMap((l) => l.matches)) {
      const m = match.markets.find((x) => x.w === 'M' && x.status === 'open');
      const h = m?.selections.find((s) => s.r === 'H');
      if (match.gameStatus === 'pre' && h) return { match, odds: h.odds };
    }
  }
  return null;
};
