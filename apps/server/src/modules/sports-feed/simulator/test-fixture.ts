import type { Fixture } from './match-state.ts';

/** A fixture for rule tests: even teams unless rated, league `TEST` unless named (a league's rules differ). */
export const testFixture = (
  sport: Fixture['sport'],
  gameId: string,
  ratingH = 0.5,
  ratingC = 0.5,
  leagueId = 'TEST',
): Fixture => ({
  gameId,
  hgid: String(900_000_000 + Number(gameId)),
  sport,
  leagueId,
  league: leagueId,
  teamH: 'H',
  teamC: 'C',
  startTime: new Date(0),
  hot: false,
  ratingH,
  ratingC,
  tempo: 1,
});
