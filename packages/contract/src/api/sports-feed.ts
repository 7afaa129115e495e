import { z } from 'zod';
import { CalendarDateSchema } from './common.ts';
import { IsoTimeSchema, YuanSchema } from './money.ts';

/**
 * The sportsbook's feed shapes (SPEC §2.8, §3 match data, DESIGN §6). Field names keep SPEC's Crown-style
 * names where SPEC names them (gameId, hgid, team_h, team_c, re_time, isLive, sc_FT_H, league_id, w, r,
 * rtype); the rest are ours.
 */

/** A match's sport. OP on the page groups AF, IH, RU and HB (SPEC §2.8 "other"). */
export const SportCodeSchema = z.enum([
  'FT',
  'VF',
  'BK',
  'TN',
  'BS',
  'VB',
  'TT',
  'SK',
  'AF',
  'IH',
  'RU',
  'HB',
]);
export type SportCode = z.infer<typeof SportCodeSchema>;
/** The page's sport filter (SPEC §2.8): FS shows champion (outright) markets of every sport. */
export const SportFilterSchema = z.enum(['ALL', 'FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'FS', 'BS', 'VB', 'TT']);
export type SportFilter = z.infer<typeof SportFilterSchema>;
/** The sports grouped under OP. */
export const OtherSports: readonly SportCode[] = ['AF', 'IH', 'RU', 'HB'];
/**
 * Sports scored in sets (tennis, volleyball, table tennis): sc_FT and sc_set are sets won, sc_game the games
 * (tennis) or points (the others) of the set in play.
 */
export const SetSports: readonly SportCode[] = ['TN', 'VB', 'TT'];

/** Market types (SPEC §2.8): early FU, today FT, in-play RB, champion today FSFT, champion early FSFU. */
export const ShowTypeSchema = z.enum(['FU', 'FT', 'RB', 'FSFT', 'FSFU']);
export type ShowType = z.infer<typeof ShowTypeSchema>;

/** Odds types (SPEC §2.8): E European (decimal), H Hong Kong, I Indonesian, M Malaysian. */
export const OddsFormatSchema = z.enum(['E', 'H', 'I', 'M']);
export type OddsFormat = z.infer<typeof OddsFormatSchema>;

/**
 * Preset league filter (SPEC §2.8), matched against a league's `preset` tag, in SPEC's order (the page shows
 * them so): All, the European cup (UCL, the Champions League), English, Italian, Spanish, German, French and
 * Chinese leagues.
 */
export const PresetLeagueSchema = z.enum(['ALL', 'UCL', 'EPL', 'SEA', 'LAL', 'BUN', 'LIG1', 'CSL']);
export type PresetLeague = z.infer<typeof PresetLeagueSchema>;

/**
 * Play codes `w` (DESIGN §6). Full time: M 1X2 (or moneyline where no draw), R handicap, OU over/under,
 * EO odd/even, TS both teams to score, PD correct score. Half time (priced on the match's hgid): HM, HR,
 * HOU, HPD. Set sports (tennis, volleyball, table tennis; the full-time score is sets): M match winner,
 * SR set handicap, OU total sets, PD set score, R games (tennis) / points (volleyball, table tennis)
 * handicap, SOU games / points total (@qilin/sportsbook settle/play-codes.ts). Snooker counts frames as
 * its one score: R frame handicap, OU total frames, PD frame score. Extra/alternative lines are markets
 * with `main: false`.
 */
export const PlayCodeSchema = z.enum([
  'M',
  'R',
  'OU',
  'EO',
  'TS',
  'PD',
  'HM',
  'HR',
  'HOU',
  'HPD',
  'SR',
  'SOU',
]);
export type PlayCode = z.infer<typeof PlayCodeSchema>;
/** Half-time plays: SPEC §9 says they use the match's alternate game id (hgid). */
export const HalfTimePlays: readonly PlayCode[] = ['HM', 'HR', 'HOU', 'HPD'];

/**
 * The full-time plays a match list row shows per sport, which the feed must mark main: the win, the main
 * handicap and the main total. Set sports have no set total: tennis lists its games handicap and games
 * total, volleyball and table tennis their set handicap and points total.
 */
export const listPlays = (gameType: SportCode): readonly PlayCode[] => {
  switch (gameType) {
    case 'TN':
      return ['M', 'R', 'SOU'];
    case 'VB':
    case 'TT':
      return ['M', 'SR', 'SOU'];
    default:
      return ['M', 'R', 'OU'];
  }
};
/** The half-time columns a football row adds. */
export const ListHalfPlays: readonly PlayCode[] = ['HM', 'HR', 'HOU'];
/** Football and virtual football rows add the half-time columns. */
export const listsHalfTime = (gameType: SportCode): boolean => gameType === 'FT' || gameType === 'VF';
/** Double-handicap plays show an odds-type label (SPEC §9). */
export const HandicapPlays: readonly PlayCode[] = ['R', 'OU', 'HR', 'HOU', 'SR', 'SOU'];

/**
 * The odds type a play is shown and booked in: the chosen type for the handicap and over/under family (the
 * plays that carry the odds-type label, SPEC §9), decimal for the rest (1X2, correct score, odd/even, both
 * to score, outrights) — as Asian books show them, where a "0.79" win-draw-win price would read as odds-on
 * nonsense, and a 250.00 correct score has no Malay price in two decimals (-0.004 shows as 0).
 */
export const playOddsFormat = (w: PlayCode | 'CH', chosen: OddsFormat): OddsFormat =>
  showsOddsTypeLabel(w) ? chosen : 'E';

/** SPEC §9: handicap and over/under plays (and their half-time and set variants) show the odds-type label. */
export const showsOddsTypeLabel = (w: PlayCode | 'CH'): boolean => w !== 'CH' && HandicapPlays.includes(w);

/**
 * Selection codes `r`: H home, C away (Crown's "客"), N draw, O over, U under, ODD, EVEN, Y / NO both to
 * score, and correct scores as `h-c` (e.g. `2-1`) or `OTH` (any other score).
 */
export const SelectionCodeSchema = z.string().regex(/^(H|C|N|O|U|ODD|EVEN|Y|NO|OTH|\d{1,2}-\d{1,2})$/);

export const MarketStatusSchema = z.enum(['open', 'suspended', 'closed']);
export type MarketStatus = z.infer<typeof MarketStatusSchema>;

export const SelectionSchema = z.object({
  r: SelectionCodeSchema,
  /** Decimal odds, 2 decimals at most (the page converts to the chosen odds type). */
  odds: z.number().positive(),
});
export type Selection = z.infer<typeof SelectionSchema>;

export const MarketSchema = z.object({
  /** `${gameId or hgid}:${w}:${line ?? ''}` — stable while the market lives. */
  id: z.string(),
  w: PlayCodeSchema,
  /** R/HR/SR: the home side's handicap (-0.25 = home gives a quarter); OU/HOU/SOU: the total line. */
  line: z.number().nullable(),
  /** The main line of its play (the row the list shows); false for alternative lines. */
  main: z.boolean(),
  status: MarketStatusSchema,
  /** Least and most one stake may risk on this market (yuan); the slip clamps to the most (SPEC §5). */
  minStake: YuanSchema,
  maxStake: YuanSchema,
  selections: z.array(SelectionSchema),
});
export type Market = z.infer<typeof MarketSchema>;

/** gameStatus: not started, live, half time / period break, finished (results published), void. */
export const GameStatusSchema = z.enum(['pre', 'live', 'break', 'finished', 'void']);
export type GameStatus = z.infer<typeof GameStatusSchema>;

export const MatchSchema = z.object({
  gameId: z.string(),
  /** The alternate game id the half-time plays are priced and booked on (SPEC §9). */
  hgid: z.string(),
  gameType: SportCodeSchema,
  league_id: z.string(),
  league: z.string(),
  team_h: z.string(),
  team_c: z.string(),
  startTime: IsoTimeSchema,
  isLive: z.boolean(),
  gameStatus: GameStatusSchema,
  /**
   * Crown-style clock: `1H^23'`, `HT`, `2H^90+2'`, `Q2^05:32`, `OT^03:10`, `LIVE^0'` (about to start),
   * `B7^T` / `B7^B` (top / bottom of the 7th inning; `B7^` when the feed has no half), `S2^` (second set); empty before kick-off. The page turns it into SPEC §4's labels.
   */
  re_time: z.string(),
  /** Seconds into the current period (basketball shows mm:ss from this), 0 when not running. */
  clockSeconds: z.number().int().min(0),
  /** Current period: half (1-2), quarter (1-4, 5+ overtime), set, inning, frame; 0 before the start. */
  se_now: z.number().int().min(0),
  HalfTime: z.boolean(),
  inningNum: z.number().int().min(0),
  sc_FT_H: z.number().int().min(0),
  sc_FT_C: z.number().int().min(0),
  /** Half-time score once the first half is over (football); null before. */
  sc_HT_H: z.number().int().min(0).nullable(),
  sc_HT_C: z.number().int().min(0).nullable(),
  /** Sets and games in the current set (tennis, volleyball, table tennis); frames for snooker in sc_FT. */
  sc_set_H: z.number().int().min(0),
  sc_set_A: z.number().int().min(0),
  sc_game_H: z.number().int().min(0),
  sc_game_A: z.number().int().min(0),
  /** How many markets the match has (the "+N" link). */
  t_count: z.number().int().min(0),
  /** Main markets in list answers, every market in matchDetail. */
  markets: z.array(MarketSchema),
  /** Hot (featured) matches appear in the home page strip. */
  hot: z.boolean(),
});
export type Match = z.infer<typeof MatchSchema>;

export const LeagueSchema = z.object({
  league_id: z.string(),
  name: z.string(),
  gameType: SportCodeSchema,
  /** Which preset filter this league answers to (ALL when none). */
  preset: PresetLeagueSchema,
  /** Matches of the league in the asked list. */
  count: z.number().int().min(0),
});
export type League = z.infer<typeof LeagueSchema>;

/** One league's block in a match list (SPEC §3 league: league_id, isShow, isExpand are the page's state). */
export const LeagueBlockSchema = z.object({
  league_id: z.string(),
  name: z.string(),
  gameType: SportCodeSchema,
  matches: z.array(MatchSchema),
});
export type LeagueBlock = z.infer<typeof LeagueBlockSchema>;

export const ChampionOptionSchema = z.object({
  /** The champion selection code (SPEC §3 championRate.rtype). */
  rtype: z.string(),
  name: z.string(),
  odds: z.number().positive(),
});
export const ChampionMarketSchema = z.object({
  /** The outright's id; bets on it are keyed like a game id. */
  gameId: z.string(),
  gameType: SportCodeSchema,
  league_id: z.string(),
  league: z.string(),
  title: z.string(),
  /** When the market closes; settled when the competition's winner is known. */
  closeTime: IsoTimeSchema,
  status: MarketStatusSchema,
  minStake: YuanSchema,
  maxStake: YuanSchema,
  options: z.array(ChampionOptionSchema),
});
export type ChampionMarket = z.infer<typeof ChampionMarketSchema>;

/** Leagues and match lists: SPEC §4 sports filters (the in-play market has no date). */
export const MatchListParamsSchema = z.object({
  gameType: SportFilterSchema.default('FT'),
  showType: ShowTypeSchema.default('RB'),
  /** Early market only: a day in Asia/Shanghai. */
  date: CalendarDateSchema.optional(),
  preset: PresetLeagueSchema.default('ALL'),
  /** Chosen leagues; empty or absent means every league. */
  leagueIds: z.array(z.string().max(20)).max(200).optional(),
});
export type MatchListParams = z.infer<typeof MatchListParamsSchema>;
export const LeagueListSchema = z.object({ leagues: z.array(LeagueSchema), matchCount: z.number().int() });
export const MatchListSchema = z.object({
  leagues: z.array(LeagueBlockSchema),
  /** Per sport filter, how many matches the market type has (the sport tabs' counts). */
  counts: z.record(z.string(), z.number().int()),
  /** Feed offset of this answer: the socket continues from here (DESIGN §7). */
  offset: z.number().int(),
  epoch: z.string(),
});
export const MatchDetailParamsSchema = z.object({ gameId: z.string().min(1).max(20) });
export const ChampionListSchema = z.object({ markets: z.array(ChampionMarketSchema) });
/** Dates the early market offers (SPEC §4: the date picker), Asia/Shanghai days. */
export const EarlyDatesSchema = z.object({ dates: z.array(CalendarDateSchema) });
/** The home page's "hot matches" strip. */
export const HotMatchesSchema = z.object({ matches: z.array(MatchSchema) });
