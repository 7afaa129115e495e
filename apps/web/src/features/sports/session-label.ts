import type { Match } from '@qilin/contract';

/** A label as an i18n key (namespace 'sports', under `session.`) and its values, so zh-TW gets its own words. */
export interface SessionLabel {
  key: string;
  values?: Record<string, string | number>;
}

/** Seconds as mm:ss (SPEC §9: the basketball clock). */
export const mmss = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** SPEC §9: baseball innings from the 9th on are shown as extra innings. */
export const EXTRA_INNINGS_FROM = 9;

type Live = Pick<
  Match,
  | 'gameType'
  | 're_time'
  | 'clockSeconds'
  | 'se_now'
  | 'gameStatus'
  | 'isLive'
  | 'sc_FT_H'
  | 'sc_FT_C'
  | 'inningNum'
  | 'HalfTime'
>;

/**
 * SPEC §4 match session labels from the Crown-style clock `re_time` (`1H^23'`, `HT`, `Q2^05:32`, `OT^..`,
 * `B7^T`, `S2^`, `LIVE^0'`): football first half / half time / second half with the minute; basketball
 * quarters 1-4, half time and overtime with the mm:ss time left, and the end of one while the teams
 * rest (American football's quarters and ice hockey's periods likewise); baseball innings and their halves (9+ extra
 * innings); sets for tennis, volleyball and table tennis; "about to start" for a live 0-0 at LIVE^0'.
 */
export function sessionLabel(m: Live): SessionLabel | null {
  if (m.gameStatus === 'finished') return { key: 'finished' };
  if (m.gameStatus === 'void') return { key: 'void' };
  if (!m.isLive && m.gameStatus === 'pre') return null;
  const [phase = '', clock = ''] = m.re_time.split('^');
  if (phase === 'LIVE') {
    return m.sc_FT_H === 0 && m.sc_FT_C === 0 && /^0'?$/.test(clock)
      ? { key: 'aboutToStart' }
      : { key: 'live' };
  }
  const basket = m.gameType === 'BK';
  if (phase === 'HT' || m.HalfTime) return { key: basket ? 'bkHalf' : 'halfTime' };
  // Quarters (basketball, American football) and periods (ice hockey) run a game clock that counts down,
  // as on the arena's board: re_time carries the time left (Q1^11:54, P2^08:10). The seconds played
  // (clockSeconds) are only a fallback for a basketball feed that sends no clock; shown as they were, a
  // quarter began at 00:06 and "ended" at 12:00.
  const counted = /^\d{2}:\d{2}$/.test(clock);
  const period = /^[QP](\d)$/.exec(phase);
  // Between periods the board stands at 00:00: say the period is over rather than show a stopped clock.
  if (m.gameStatus === 'break' && (period || phase === 'OT'))
    return period ? { key: 'quarterEnd', values: { n: Number(period[1]) } } : { key: 'overtimeEnd' };
  if (basket || period || (phase === 'OT' && counted)) {
    const left = counted ? clock : mmss(m.clockSeconds);
    if (period) return { key: 'quarter', values: { n: Number(period[1]), clock: left } };
    if (phase === 'OT') return { key: 'overtime', values: { clock: left } };
  }
  if (phase === '1H') return { key: 'firstHalf', values: { clock } };
  if (phase === '2H') return { key: 'secondHalf', values: { clock } };
  const inning = /^B(\d+)$/.exec(phase);
  if (inning || m.gameType === 'BS') {
    const n = inning ? Number(inning[1]) : m.inningNum || m.se_now;
    const half = clock === 'T' ? 'Top' : clock === 'B' ? 'Bottom' : '';
    return { key: `${n >= EXTRA_INNINGS_FROM ? 'extraInning' : 'inning'}${half}`, values: { n } };
  }
  const set = /^S(\d+)$/.exec(phase);
  if (set) {
    const unit = m.gameType === 'TN' ? 'set' : 'game';
    return { key: m.gameStatus === 'break' ? `${unit}End` : unit, values: { n: Number(set[1]) } };
  }
  if (phase === 'OT') return { key: 'overtimeShort' };
  return { key: 'live' };
}
