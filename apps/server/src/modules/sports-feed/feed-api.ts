import type { z } from 'zod';
import type {
  ChampionMarket,
  OperatorMatchSettlement,
  LeagueListSchema,
  Market,
  Match,
  MatchListParams,
  MatchListSchema,
  PlayCode,
  ShowType,
  SportCode,
  SportFilter,
} from '@qilin/contract';

/** One selection as a bet names it (issue 4 §3): a game (or hgid, or outright id), play, selection, line. */
export interface LegRef {
  gameId: string;
  w: PlayCode | 'CH';
  r: string;
  line: number | null;
}

/** The live price of a selection, or why it cannot be bet now. */
export type Quote =
  | {
      ok: true;
      /** The match (for an outright: null) with its current score and clock. */
      match: Match | null;
      market: Market | null;
      champion: ChampionMarket | null;
      /** Decimal odds offered now. */
      odds: number;
      /** What the player backs, in zh-CN words (e.g. "曼联 -0.5"). */
      selectionName: string;
      sport: SportCode;
      /** The event a parlay may use once: the match's gameId (half-time plays map back to it). */
      eventId: string;
      /** Seconds an in-play bet waits in "confirming" (0 before kick-off). */
      delaySeconds: number;
      /** Stake limits of this market in fen. */
      minStakeFen: number;
      maxStakeFen: number;
      /** New-handicap markets have their own payout cap (SPEC §9). */
      newHandicap: boolean;
    }
  | { ok: false; reason: 'unknown' | 'suspended' | 'closed' };

/** A final (or corrected, or void) result the sportsbook settles on. */
export interface FinalResult {
  /** The match's gameId, or the outright's id. */
  gameId: string;
  hgid: string | null;
  sport: SportCode;
  /**
   * restored: a voided match is live again (or not yet started); its bets are open again (result A) until
   * it finishes. A match restored after it had finished publishes its finished result instead.
   */
  status: 'finished' | 'void' | 'restored';
  /** Full-time score (tennis/volleyball/table tennis: sets; snooker: frames; baseball: runs). */
  ft: readonly [number, number];
  /**
   * Regulation's score where the win (M) settles on it (ice hockey: ft then counts the overtime or
   * shoot-out winner's goal); null elsewhere, and absent from results stored before it (ft then stands).
   */
  reg?: readonly [number, number] | null;
  /** Half-time score where the sport has halves (football), else null. */
  ht: readonly [number, number] | null;
  /** Games (tennis) or points (volleyball, table tennis) per set; empty elsewhere. */
  sets: readonly (readonly [number, number])[];
  /** Outrights: the winning option's rtype. */
  winner: string | null;
  /** void: the D code (D0..DZ) and the reason text the operator gave. */
  voidCode: string | null;
  voidReason: string | null;
  /** Increases with each correction of the same match: settlement re-runs when it grows. */
  revision: number;
}

/**
 * What the sportsbook (placement, settlement, cash-out, the resource call) needs from the feed. The
 * simulator implements it now; a real feed adapter plugs in behind the same interface.
 */
export interface SportsFeedApi {
  leagues(params: MatchListParams): z.infer<typeof LeagueListSchema>;
  matches(params: MatchListParams): z.infer<typeof MatchListSchema>;
  matchDetail(gameId: string): Match | null;
  champions(gameType: SportFilter, showType: ShowType): ChampionMarket[];
  earlyDates(): string[];
  hotMatches(): Match[];
  quote(leg: LegRef): Quote;
  /** Results in the order they happen (finished, corrected, voided, restored; outrights decided). */
  onResult(listener: (result: FinalResult) => void): () => void;
  /** The latest result of a game or outright, from the database (settlement catch-up after a restart). */
  resultOf(gameId: string): Promise<FinalResult | null>;
  /** Every result newer than what settlement acknowledged (see markSettled); for restart catch-up. */
  pendingResults(): Promise<FinalResult[]>;
  /** Settlement records that it has settled this revision of a result. */
  markSettled(gameId: string, revision: number): Promise<void>;
  /** The sportsbook tells the feed how to count open tickets per game (operator matches:list). */
  setOpenTicketCounter?(counter: (gameIds: string[]) => Promise<Map<string, number>>): void;
  /**
   * The sportsbook tells the feed how to read what settlement did with a result, so an operator's match
   * command can say what happened to the tickets (match-operations.ts).
   */
  setSettlementReporter?(reporter: (result: FinalResult) => Promise<OperatorMatchSettlement>): void;
}
