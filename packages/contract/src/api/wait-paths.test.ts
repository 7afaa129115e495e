import { describe, expect, it } from 'vitest';
import { waitPageUrl } from './funds.ts';

describe('waiting page of a deposit order (SPEC §2.2 paths)', () => {
  it('puts rechargeWait, transferWait and virtualWait under savemoney, huione and xnbsk under /mine', () => {
    expect(waitPageUrl('rechargeWait', 'D1')).toBe('/mine/savemoney/rechargeWait?orderNo=D1');
    expect(waitPageUrl('transferWait', 'D2')).toBe('/mine/savemoney/transferWait?orderNo=D2');
    expect(waitPageUrl('virtualWait', 'D3')).toBe('/mine/savemoney/virtualWait?orderNo=D3');
    expect(waitPageUrl('huione', 'D 4')).toBe('/mine/huione?orderNo=D%204');
    expect(waitPageUrl('xnbsk', 'D5')).toBe('/mine/xnbsk?orderNo=D5');
  });
});
