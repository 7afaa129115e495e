import {
  fenToYuan,
  type BetResult,
  type OddsFormat,
  type SportCode,
  type Ticket,
  type TicketStatus,
} from '@qilin/contract';
import type { TicketWithLegs } from './ticket-repo.ts';

/** 'rejecting' (a refund in flight) is still "being confirmed" to the player. */
const publicStatus = (status: string): TicketStatus =>
  status === 'rejecting' ? 'confirming' : (status as TicketStatus);

/** The wire form of a ticket (contract TicketSchema); `cashOutFen` when an offer stands. */
export const toTicket = ({ ticket: t, legs }: TicketWithLegs, cashOutFen: number | null = null): Ticket => ({
  ticket_id: t.ticketId,
  venue: t.venue,
  type: t.type as Ticket['type'],
  status: publicStatus(t.status),
  statusText: t.statusText,
  oddsType: t.oddsType as OddsFormat,
  odds: t.odds,
  displayOdds: t.displayOdds,
  stake: fenToYuan(t.stake),
  risk: fenToYuan(t.risk),
  potentialReturn: fenToYuan(t.potentialReturn),
  payout: t.payout === null ? null : fenToYuan(t.payout),
  winLoss: t.payout === null ? null : fenToYuan(t.payout - t.risk),
  result: (t.result as BetResult | null) ?? null,
  placedAt: t.placedAt.toISOString(),
  settledAt: t.settledAt?.toISOString() ?? null,
  legs: legs.map((l) => ({
    gameId: l.gameId,
    gameType: l.sport as SportCode,
    league: l.league,
    team_h: l.teamH,
    team_c: l.teamC,
    w: l.w as Ticket['legs'][number]['w'],
    r: l.r,
    line: l.line,
    selectionName: l.selectionName,
    odds: l.odds,
    isLive: l.isLive,
    scoreAtBet: l.scoreAtBet,
    startTime: l.startTime.toISOString(),
    result: (l.result as BetResult | null) ?? null,
    voidCode: l.voidCode,
    voidReason: l.voidReason,
    finalScore: l.finalScore,
  })),
  cashOut: cashOutFen === null ? null : { value: fenToYuan(cashOutFen) },
});
