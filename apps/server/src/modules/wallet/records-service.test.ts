import { describe, expect, it } from 'vitest';
import { publicReference } from './records-service.ts';

describe('the reference a trade record shows', () => {
  it('is the order number of money orders and the ticket id of bets', () => {
    expect(publicReference('vin:V0A1B2C3:hold')).toBe('V0A1B2C3');
    expect(publicReference('vout:V9:done')).toBe('V9');
    expect(publicReference('dep:D123456')).toBe('D123456');
    expect(publicReference('wd:W77:hold')).toBe('W77');
    expect(publicReference('bet:42:t1abc')).toBe('t1abc');
    expect(publicReference('bet:settle:42:t1abc:G1@2')).toBe('t1abc');
    expect(publicReference('bet:cashout:42:t1abc')).toBe('t1abc');
    expect(publicReference('bet:refund:42:t1abc')).toBe('t1abc');
  });

  it('shows nothing that names staff, keys or the member', () => {
    expect(publicReference('adj:3:0f8c014ffff742169c')).toBe('');
    expect(publicReference('fx:42:abc')).toBe('');
    expect(publicReference('vsync:42:demo:1700000000000:ab12')).toBe('');
  });
});
