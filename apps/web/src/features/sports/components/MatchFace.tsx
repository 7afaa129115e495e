import { sessionLabel, SetSports, SITE_TIME_ZONE, type Match } from '@qilin/contract';
import { currentLanguage, useT } from '../../../shared/i18n/index.ts';
import { SPORTS_NS } from '../i18n.ts';

/**
 * How a match shows its teams, score and clock wherever it is listed (the sport page's rows and detail,
 * the home page's hot strip). Kept light (no antd, no live store) so the lazily loaded hot strip can use it.
 */

/** Kick-off (or closing) time in the site's time zone, e.g. 03/01 14:05. */
export function kickOff(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), {
    timeZone: SITE_TIME_ZONE,
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(Date.parse(iso));
}

/** True once the match is under way (in play or at a break): its score is worth showing. */
export const matchStarted = (match: Match): boolean =>
  match.isLive || match.gameStatus === 'live' || match.gameStatus === 'break';

/**
 * Public to other features (the home page's hot strip): the clock line's text, SPEC §4's session label, or
 * the kick-off time (atKickOff) before it starts.
 */
export function useMatchClock(match: Match): { text: string; atKickOff: boolean } {
  const t = useT(SPORTS_NS);
  const label = sessionLabel(match);
  return label
    ? { text: t(`session.${label.key}`, label.values), atKickOff: false }
    : { text: kickOff(match.startTime), atKickOff: true };
}

/** The clock/score line of a match: the session label, or the kick-off time before it starts. */
export function MatchClock({ match }: { match: Match }) {
  const clock = useMatchClock(match);
  return <span className={clock.atKickOff ? 'qs-time' : 'qs-clock'}>{clock.text}</span>;
}

/** A set sport under way: its row and detail also show the games or points of the set in play. */
const setInPlay = (match: Match): boolean =>
  SetSports.includes(match.gameType) && match.gameStatus === 'live';

/** The score on one line once the match has started (2 : 1; a set sport adds the set in play: 1 : 0 (4 : 3)). */
export function MatchScore({ match }: { match: Match }) {
  if (!matchStarted(match)) return null;
  const current = setInPlay(match) ? ` (${match.sc_game_H} : ${match.sc_game_A})` : '';
  return (
    <span className="qs-score" data-testid="detail-score">
      {match.sc_FT_H} : {match.sc_FT_C}
      {current}
    </span>
  );
}

/**
 * Public to other features (the hot strip). Home and away team, each with its score once the match has started. A set sport shows the sets won and,
 * beside them, the games (tennis) or points of the set in play, as a scoreboard does.
 */
export function TeamScores({ match }: { match: Match }) {
  const t = useT(SPORTS_NS);
  const started = matchStarted(match);
  const sets = SetSports.includes(match.gameType);
  const current = setInPlay(match);
  const side = (name: string, total: number, games: number) => (
    <span className="qs-team">
      <span>{name}</span>
      {started ? (
        <span className="qs-scores">
          {current ? (
            <span className="qs-current" title={t(match.gameType === 'TN' ? 'score.games' : 'score.points')}>
              {games}
            </span>
          ) : null}
          <span className="qs-score" title={sets ? t('score.sets', { context: match.gameType }) : undefined}>
            {total}
          </span>
        </span>
      ) : null}
    </span>
  );
  return (
    <>
      {side(match.team_h, match.sc_FT_H, match.sc_game_H)}
      {side(match.team_c, match.sc_FT_C, match.sc_game_A)}
    </>
  );
}
