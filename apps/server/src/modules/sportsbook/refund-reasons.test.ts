import { describe, expect, it } from 'vitest';
import { refundReasonOf, refundReasonsOf } from './refund-reasons.ts';
import type { LegRow, TicketRow, TicketWithLegs } from './ticket-repo.ts';

const ticket = (status: string, statusText: string, voids: [string | null, string | null][]) =>
  ({
    ticket: { key: `7:T${status}`, ticketId: `T${status}`, status, statusText } as TicketRow,
    legs: voids.map(([voidCode, voidReason]) => ({ voidCode, voidReason }) as LegRow),
  }) satisfies TicketWithLegs;

describe('why a ticket was refunded', () => {
  it('keeps a refusal in its own words, and says a refusal without any that it was not accepted', () => {
    expect(refundReasonOf(ticket('rejected', '赔率已变化，注单未被接受', [[null, null]]))).toBe(
      '赔率已变化，注单未被接受',
    );
    expect(refundReasonOf(ticket('rejecting', '', [[null, null]]))).toBe('注单未被接受，本金已退还');
  });

  it('names each distinct void code and reason of a cancelled ticket once', () => {
    const parlay = ticket('cancelled', '', [
      ['D1', '赛事取消'],
      ['D1', '赛事取消'],
      ['D3', '比赛腰斩'],
    ]);
    expect(refundReasonOf(parlay)).toBe('注单取消：D1 赛事取消；D3 比赛腰斩');
    expect(refundReasonOf(ticket('cancelled', '', [[null, null]]))).toBe('注单取消，本金已退还');
  });

  it("reads only the asking member's tickets, by the key that carries the member", async () => {
    const asked: string[][] = [];
    const reasons = refundReasonsOf({
      byKeys: async (keys) => {
        asked.push(keys);
        return keys.includes('7:Trejected') ? [ticket('rejected', '盘口已关闭，注单未被接受', [])] : [];
      },
    });
    expect(await reasons.of(7, ['Trejected', 'Trejected'])).toEqual(
      new Map([['Trejected', '盘口已关闭，注单未被接受']]),
    );
    expect(await reasons.of(8, ['Trejected'])).toEqual(new Map());
    expect(asked).toEqual([['7:Trejected'], ['8:Trejected']]);
    expect(await reasons.of(7, [])).toEqual(new Map());
    expect(asked).toHaveLength(2);
  });
});
