import type { Match } from '../api/sports-feed.ts';

/**
 * A label as a key of the session texts below and its values, so zh-TW gets its own words. The page reads
 * them through i18n (namespace 'sports', under `session.`); the operator's match list through `sessionText`.
 */
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

/** SPEC §4's labels in zh-CN, keyed as `sessionLabel` answers. */
export const SESSION_TEXTS_ZH_CN = {
  finished: '完场',
  void: '取消',
  live: '滚球中',
  aboutToStart: '即将开始',
  halfTime: '中场休息',
  bkHalf: '半场',
  firstHalf: '上半场 {{clock}}',
  secondHalf: '下半场 {{clock}}',
  quarter: '第{{n}}节 {{clock}}',
  quarterEnd: '第{{n}}节 结束',
  overtime: '加时 {{clock}}',
  overtimeEnd: '加时 结束',
  overtimeShort: '加时',
  inning: '第{{n}}局',
  inningTop: '第{{n}}局 上半',
  inningBottom: '第{{n}}局 下半',
  extraInning: '加局 第{{n}}局',
  extraInningTop: '加局 第{{n}}局 上半',
  extraInningBottom: '加局 第{{n}}局 下半',
  set: '第{{n}}盘',
  game: '第{{n}}局',
  setEnd: '第{{n}}盘 结束',
  gameEnd: '第{{n}}局 结束',
};

/** The same in zh-TW (Taiwan wording). */
export const SESSION_TEXTS_ZH_TW: Record<keyof typeof SESSION_TEXTS_ZH_CN, string> = {
  finished: '完場',
  void: '取消',
  live: '滾球中',
  aboutToStart: '即將開始',
  halfTime: '中場休息',
  bkHalf: '半場',
  firstHalf: '上半場 {{clock}}',
  secondHalf: '下半場 {{clock}}',
  quarter: '第{{n}}節 {{clock}}',
  quarterEnd: '第{{n}}節 結束',
  overtime: '延長賽 {{clock}}',
  overtimeEnd: '延長賽 結束',
  overtimeShort: '延長賽',
  inning: '第{{n}}局',
  inningTop: '第{{n}}局 上半',
  inningBottom: '第{{n}}局 下半',
  extraInning: '延長局 第{{n}}局',
  extraInningTop: '延長局 第{{n}}局 上半',
  extraInningBottom: '延長局 第{{n}}局 下半',
  set: '第{{n}}盤',
  game: '第{{n}}局',
  setEnd: '第{{n}}盤 結束',
  gameEnd: '第{{n}}局 結束',
};

/** A label written out with its values, for readers without i18n (the operator's match list). */
export const sessionText = (
  label: SessionLabel | null,
  texts: Record<string, string> = SESSION_TEXTS_ZH_CN,
): string =>
  label
    ? (texts[label.key] ?? label.key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
        String(label.values?.[name] ?? ''),
      )
    : '';
