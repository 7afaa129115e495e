import { describe, expect, it } from 'vitest';
import { crownLine, handicapText } from './lines.ts';
import { toDisplayOdds } from './odds.ts';

describe('Crown-style lines and odds', () => {
  it('shows quarter lines as their two halves', () => {
    expect(crownLine(0.25)).toBe('0/0.5');
    expect(crownLine(2.75)).toBe('2.5/3');
    expect(crownLine(1.5)).toBe('1.5');
    expect(handicapText(-0.25, 'H')).toBe('-0/0.5');
    expect(handicapText(-0.25, 'C')).toBe('+0/0.5');
    expect(handicapText(0, 'H')).toBe('0');
  });

  it('converts decimal odds to the four odds types', () => {
    expect(toDisplayOdds(1.8, 'H')).toBeCloseTo(0.8);
    expect(toDisplayOdds(1.8, 'M')).toBeCloseTo(0.8);
    expect(toDisplayOdds(1.8, 'I')).toBeCloseTo(-1.25);
    expect(toDisplayOdds(2.5, 'M')).toBeCloseTo(-0.6667, 3);
    expect(toDisplayOdds(2.5, 'I')).toBeCloseTo(1.5);
    expect(toDisplayOdds(2, 'M')).toBe(1);
  });
});
