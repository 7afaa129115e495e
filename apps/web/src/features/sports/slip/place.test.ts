import { describe, expect, it, vi } from 'vitest';
import { Code, type PlaceBetRequest, type Ticket } from '@qilin/contract';
import { ApiError } from '../../../shared/api/api-error.ts';
import type { SlipEntry } from './slip-rules.ts';
import { placeTicket, ticketsOf } from './place.ts';

/** What the server is asked, and how it answers each call in turn. */
const asked: { method: string; params: Record<string, unknown> }[] = [];
const answers: ((params: Record<string, unknown>) => Promise<unknown>)[] = [];
vi.mock('../api.ts', () => ({
  resource: (method: string, params: Record<string, unknown>) => {
    asked.push({ method, params });
    return answers.shift()!(params);
  },
}));
vi.mock('../../../shared/ui/toast.ts', () => ({ toast: { error: () => undefined } }));

const e = (gameId: string, over: Partial<SlipEntry> = {}): SlipEntry => ({
  key: `${gameId}:R:-0.5:H`,
  gameInfo: {
    gameId,
    hgid: `h${gameId}`,
    team_h: 'A',
    team_c: 'B',
    league: 'L',
    gameType: 'FT',
    isLive: false,
  },
  playInfo: { w: 'R', line: -0.5, marketId: `${gameId}:R:-0.5`, maxStake: null },
  oddInfo: { r: 'H', gameId, odds: 1.95, suspended: false, moved: null },
  championRate: null,
  bettingData: { active: false, ticket_id: null },
  isInvalid: false,
  seq: 1,
  ...over,
});

const slip = {
  series: false,
  oddsType: 'M' as const,
  acceptOdds: 'better' as const,
  seriesStake: '',
  stakes: {},
};

describe('tickets of a slip', () => {
  it('singles: one ticket per entry with a stake, in the slip odds type, with decimal odds and the line', () => {
    const a = e('1');
    const b = e('2');
    const out = ticketsOf({ ...slip, entries: [a, b], stakes: { [a.key]: '10' } });
    expect(out).toEqual([
      {
        keys: [a.key],
        request: {
          type: 'single',
          stake: '10',
          oddsType: 'M',
          acceptOdds: 'better',
          legs: [{ gameId: '1', w: 'R', r: 'H', line: -0.5, odds: 1.95 }],
        },
      },
    ]);
  });

  it('series: one parlay of the valid entries in Hong Kong odds; fewer than 2 valid legs place nothing', () => {
    const entries = [e('1'), e('2'), e('3', { isInvalid: true })];
    const [parlay] = ticketsOf({ ...slip, series: true, entries, seriesStake: '5' });
    expect(parlay?.request).toMatchObject({ type: 'parlay', oddsType: 'H', stake: '5' });
    expect(parlay?.request.legs.map((l) => l.gameId)).toEqual(['1', '2']);
    expect(ticketsOf({ ...slip, series: true, entries: [e('1')], seriesStake: '5' })).toEqual([]);
  });

  it('a champion entry places an outright', () => {
    const c = e('C1', {
      championRate: { rtype: 'T1', name: 'X', title: 'Y' },
      playInfo: { w: 'CH', line: null, marketId: 'C1', maxStake: null },
    });
    expect(ticketsOf({ ...slip, entries: [c], stakes: { [c.key]: '1' } })[0]?.request.type).toBe('outright');
  });

  it('sends a stake as the server reads it: "12." is 12, an amount the server would refuse is not sent', () => {
    const a = e('1');
    const b = e('2');
    const out = ticketsOf({ ...slip, entries: [a, b], stakes: { [a.key]: '12.', [b.key]: '1.234' } });
    expect(out.map((t) => t.request.stake)).toEqual(['12']);
    const [parlay] = ticketsOf({ ...slip, series: true, entries: [a, b], seriesStake: '5.' });
    expect(parlay?.request.stake).toBe('5');
  });
});

describe('placing a ticket', () => {
  const request = (odds: number): Omit<PlaceBetRequest, 'ticket_id'> => ({
    type: 'single',
    stake: '10',
    oddsType: 'E',
    acceptOdds: 'any',
    legs: [{ gameId: 'g1', w: 'M', r: 'H', line: null, odds }],
  });

  it('retries a lost answer under the same ticket id though the price moved, and answers the booked ticket', async () => {
    const booked = { ticket_id: 'x', status: 'accepted' } as unknown as Ticket;
    answers.push(
      () => Promise.reject(new ApiError(Code.BadGateway, '网络连接失败', null, 'network')),
      () => Promise.reject(new ApiError(Code.DataExists, '注单号已被使用，请刷新投注单后重试')),
      (p) => Promise.resolve({ ...booked, ticket_id: p.ticket_id }),
    );
    await expect(placeTicket(request(1.95))).rejects.toThrow();
    const ticket = await placeTicket(request(1.96));
    const [first, retry, status] = asked;
    expect(retry?.params.ticket_id).toBe(first?.params.ticket_id);
    expect(status).toEqual({ method: 'orderStatus', params: { ticket_id: first?.params.ticket_id } });
    expect(ticket.ticket_id).toBe(first?.params.ticket_id);
  });

  it('takes a new ticket id once the server has answered', async () => {
    asked.length = 0;
    answers.push(
      () => Promise.reject(new ApiError(Code.InvalidParameter, '盘口已关闭')),
      (p) => Promise.resolve({ ticket_id: p.ticket_id, status: 'accepted' }),
    );
    await expect(placeTicket(request(2.05))).rejects.toThrow();
    await placeTicket(request(2.05));
    expect(asked[1]?.params.ticket_id).not.toBe(asked[0]?.params.ticket_id);
  });
});
