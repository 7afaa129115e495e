import { describe, expect, it } from 'vitest';
import { ticketOddsText } from './ticket-odds.ts';

describe('ticket odds text', () => {
  it('keeps a parlay’s thousandth so the odds multiply to the payout shown', () => {
    expect(ticketOddsText(20.109)).toBe('20.109'); // 10.00 x 20.109 = 201.09
    expect(ticketOddsText(1.97)).toBe('1.97');
    expect(ticketOddsText(5.7)).toBe('5.70');
    expect(ticketOddsText(-0.83)).toBe('-0.83');
    expect(ticketOddsText(33.022)).toBe('33.022');
  });
});
