import { describe, expect, it } from 'vitest';
import { signParams, signingString, verifySignature } from './protocol.ts';
import { createSwitches } from './switches.ts';

describe('demo provider signature', () => {
  it('signs the sorted fields, leaving out sign and empty values', () => {
    expect(signingString({ b: '2', a: '1', sign: 'x', empty: '', c: '3' })).toBe('a=1&b=2&c=3');
  });

  it('verifies its own signature and refuses any change', () => {
    const params: Record<string, string> = { merchantId: 'm', timestamp: '1', amount: '1.00' };
    params.sign = signParams(params, 'secret');
    expect(verifySignature(params, 'secret')).toBe(true);
    expect(verifySignature(params, 'other')).toBe(false);
    expect(verifySignature({ ...params, amount: '100.00' }, 'secret')).toBe(false);
    expect(verifySignature({ ...params, sign: '' }, 'secret')).toBe(false);
  });
});

describe('demo provider switches', () => {
  it('uses a matching override up, then falls back to the global mode', () => {
    const s = createSwitches();
    s.apply({
      mode: 'fail',
      overrides: [{ op: 'in', account: 'a', mode: 'unknown', latencyMs: 5, times: 2 }],
    });
    expect(s.take({ op: 'out', account: 'a' })).toEqual({ mode: 'fail', latencyMs: 0 });
    expect(s.take({ op: 'in', account: 'b' })).toEqual({ mode: 'fail', latencyMs: 0 });
    expect(s.take({ op: 'in', account: 'a' })).toEqual({ mode: 'unknown', latencyMs: 5 });
    expect(s.take({ op: 'in', account: 'a' })).toEqual({ mode: 'unknown', latencyMs: 5 });
    expect(s.take({ op: 'in', account: 'a' })).toEqual({ mode: 'fail', latencyMs: 0 });
    expect(s.apply({ reset: true })).toEqual({ mode: 'ok', latencyMs: 0, overrides: [] });
  });
});
