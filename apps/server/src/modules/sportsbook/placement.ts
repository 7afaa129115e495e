import {
  Code,
  ParlayLegs,
  RuleMessage,
  StakeLimitMessage,
  playOddsFormat,
  validateAmount,
  yuanToFen,
  type AcceptOdds,
  type PlaceBetRequest,
  type Ticket,
} from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { sha256 } from '../../platform/security/tokens.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { LegRef, Quote, SportsFeedApi } from '../sports-feed/feed-api.ts';
import { capReturn } from '@qilin/sportsbook';
import { ticketCapFen } from './payout-caps.ts';
import { slipAmounts } from './ticket-amounts.ts';
import { ticketKey, type LegRow, type TicketRepo, type TicketRow } from './ticket-repo.ts';
import { toTicket } from './ticket-view.ts';

type OkQuote = Extract<Quote, { ok: true }>;

const bad = (message: string, data: unknown = null) => new AppError(Code.InvalidParameter, message, data);

const QUOTE_REFUSAL: Record<Exclude<Quote, { ok: true }>['reason'], string> = {
  unknown: '投注项不存在或已下架',
  suspended: '盘口暂停投注，请稍后再试',
  closed: '盘口已关闭',
};

/** Prices compared in thousandths, the feed's precision (the client's copy may carry float noise). */
const milli = (odds: number) => Math.round(odds * 1000);

/** Whether the price now is acceptable against the one the player saw, under the slip's policy. */
export const priceAccepted = (policy: AcceptOdds, seen: number, now: number): boolean => {
  if (policy === 'any') return true;
  if (policy === 'better') return milli(now) >= milli(seen);
  return milli(now) === milli(seen);
};

/**
 * The liability shard of a ticket: spreads open stakes over the house shards. FNV-1a of the key: any
 * spread will do (the shards are one account in sum), and settlement asks twice per ticket, where a
 * cryptographic hash cost 0.3 s of CPU per 100,000 tickets (measured).
 */
export const liabilityShard = (key: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

const stableHash = (body: PlaceBetRequest): string =>
  sha256(
    JSON.stringify([
      body.type,
      body.stake.trim(),
      body.oddsType,
      body.acceptOdds,
      body.legs.map((l) => [l.gameId, l.w, l.r, l.line, l.odds]),
    ]),
  );

/** Stake messages for a bet slip (SPEC §5's amount rule; the empty message names the bet, not a transfer). */
const stakeMessage = (raw: string): string => {
  const message = validateAmount(raw);
  return message === RuleMessage.amountRequired ? '请输入投注金额' : message;
};

const scoreOf = (q: OkQuote): string =>
  q.match && q.match.isLive ? `${q.match.sc_FT_H}-${q.match.sc_FT_C}` : '';

/**
 * placeBet (issue 4 §3): validates the slip against the live quotes, then ONE ledger posting moves the
 * money at risk from the wallet to the liability account with the ticket and its legs as companion rows,
 * so the ticket exists exactly when its stake is booked. The client's ticket_id is the idempotency key.
 */
export const createPlacement = (deps: {
  deps: Deps;
  ledger: Ledger;
  repo: TicketRepo;
  feed: SportsFeedApi;
  onConfirming: (key: string, at: Date) => void;
}) => {
  const { repo, feed, ledger } = deps;

  const answerExisting = (existing: { ticket: TicketRow; legs: LegRow[] }, hash: string): Ticket => {
    if (existing.ticket.requestHash !== hash)
      throw new AppError(Code.DataExists, '注单号已被使用，请刷新投注单后重试');
    return toTicket(existing);
  };

  const checkShape = (body: PlaceBetRequest) => {
    const n = body.legs.length;
    const outrights = body.legs.filter((l) => l.w === 'CH').length;
    if (body.type === 'single' && (n !== 1 || outrights > 0)) throw bad('单注只能包含一个非冠军投注项');
    if (body.type === 'outright' && (n !== 1 || outrights !== 1)) throw bad('冠军投注只能包含一个冠军投注项');
    if (body.type === 'parlay') {
      if (n < ParlayLegs.min || n > ParlayLegs.max)
        throw bad(`串关需要${ParlayLegs.min}至${ParlayLegs.max}个投注项`);
      if (outrights > 0) throw bad('冠军投注不能加入串关');
    }
  };

  const quoteLegs = (body: PlaceBetRequest): OkQuote[] => {
    const quotes: OkQuote[] = [];
    for (const leg of body.legs) {
      const ref: LegRef = { gameId: leg.gameId, w: leg.w, r: leg.r, line: leg.line };
      const q = feed.quote(ref);
      if (!q.ok) throw bad(QUOTE_REFUSAL[q.reason], { gameId: leg.gameId });
      if (q.market && q.market.line !== leg.line)
        throw bad('盘口已变化，请确认新的让球/大小', { gameId: leg.gameId });
      if (!priceAccepted(body.acceptOdds, leg.odds, q.odds))
        throw bad('赔率已变化，请确认新赔率', { gameId: leg.gameId, odds: q.odds });
      quotes.push(q);
    }
    if (body.type === 'parlay' && new Set(quotes.map((q) => q.eventId)).size !== quotes.length)
      throw bad('同一场比赛不能在串关中重复投注');
    return quotes;
  };

  /** Validates the slip against the live quotes and builds the ticket it would book. */
  const prepare = (memberId: number, body: PlaceBetRequest, key: string, hash: string) => {
    checkShape(body);
    const message = stakeMessage(body.stake);
    if (message) throw bad(message);
    const quotes = quoteLegs(body);

    const stake = yuanToFen(body.stake);
    const { odds, oddsType, displayOdds, risk, win } = slipAmounts(
      body.type,
      stake,
      quotes.map((q) => q.odds),
      // A single is booked in the type its play is shown in (a correct score in decimal whatever the slip
      // chose); a parlay always combines decimal odds.
      body.type === 'parlay' ? body.oddsType : playOddsFormat(body.legs[0]!.w, body.oddsType),
    );
    if (risk <= 0) throw bad(RuleMessage.amountPositive);
    const minStake = Math.max(...quotes.map((q) => q.minStakeFen));
    const maxStake = Math.min(...quotes.map((q) => q.maxStakeFen));
    if (risk < minStake) throw bad(StakeLimitMessage.belowMin(minStake));
    if (risk > maxStake) throw bad(StakeLimitMessage.aboveMax(maxStake));
    const cap = ticketCapFen(quotes);

    const now = deps.deps.now();
    const delay = Math.max(...quotes.map((q) => q.delaySeconds));
    const confirming = delay > 0;
    const confirmAt = confirming ? new Date(now.getTime() + delay * 1000) : null;
    const ticket: TicketRow = {
      key,
      memberId,
      ticketId: body.ticket_id,
      requestHash: hash,
      venue: 'crty',
      type: body.type,
      status: confirming ? 'confirming' : 'accepted',
      statusText: confirming ? '注单确认中' : '',
      oddsType,
      acceptOdds: body.acceptOdds,
      odds,
      displayOdds,
      stake,
      risk,
      potentialReturn: capReturn(risk + win, risk, cap),
      cap,
      payout: null,
      shortfall: 0,
      result: null,
      gameType: quotes[0]!.sport,
      confirmAt,
      placedAt: now,
      settledAt: null,
    };
    const legs: LegRow[] = quotes.map((q, idx) => {
      const leg = body.legs[idx]!;
      return {
        ticketKey: key,
        idx,
        gameId: leg.gameId,
        eventId: q.eventId,
        sport: q.sport,
        league: q.match?.league ?? q.champion?.league ?? '',
        teamH: q.match?.team_h ?? q.champion?.title ?? '',
        teamC: q.match?.team_c ?? '',
        startTime: new Date(q.match?.startTime ?? q.champion?.closeTime ?? now.toISOString()),
        w: leg.w,
        r: leg.r,
        line: leg.line,
        odds: q.odds,
        selectionName: q.selectionName,
        isLive: q.match?.isLive ?? false,
        scoreAtBet: scoreOf(q),
        newHandicap: q.newHandicap,
        result: null,
        voidCode: null,
        voidReason: null,
        finalScore: null,
        revision: null,
      };
    });

    return { ticket, legs, risk, confirmAt };
  };

  return {
    async place(memberId: number, body: PlaceBetRequest): Promise<Ticket> {
      const key = ticketKey(memberId, body.ticket_id);
      const hash = stableHash(body);
      // No lookup before booking (it would cost every bet a round trip): a replay of a booked ticket is
      // recognised by its posting reference below. Only when the slip no longer validates (the market has
      // closed since, say) is the ticket looked up, so a replay still answers the ticket it booked.
      let prepared: ReturnType<typeof prepare>;
      try {
        prepared = prepare(memberId, body, key, hash);
      } catch (refusal) {
        const existing = await repo.find(key);
        if (existing) return answerExisting(existing, hash);
        throw refusal;
      }
      const { ticket, legs, risk, confirmAt } = prepared;
      const posted = await ledger.postOrThrow({
        reference: `bet:${memberId}:${body.ticket_id}`,
        kind: 'bet_stake',
        legs: [
          {
            from: { member: memberId, kind: 'wallet' },
            to: { house: 'liability', shardKey: liabilityShard(key) },
            amount: risk,
          },
        ],
        memo: `sportsbook ticket ${body.ticket_id}`,
        companions: [repo.insertCompanion({ ticket, legs })],
        // A replayed ticket id is rare (a retry after a lost answer): its batch is then retried with lookups.
        freshReference: true,
      });
      if (posted.status === 'duplicate') {
        // A concurrent retry of the same ticket won the race: answer what it booked.
        const won = await repo.find(key);
        if (!won) throw new AppError(Code.SystemBusy);
        return answerExisting(won, hash);
      }
      if (confirmAt) deps.onConfirming(key, confirmAt);
      return toTicket({ ticket, legs });
    },
  };
};

export type Placement = ReturnType<typeof createPlacement>;
