import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('caps a manual adjustment at ¥1,000,000 unless OPERATOR_ADJUST_MAX_YUAN says otherwise', () => {
    expect(loadConfig({}).adjustMaxFen).toBe(100_000_000);
    expect(loadConfig({ OPERATOR_ADJUST_MAX_YUAN: '50000' }).adjustMaxFen).toBe(5_000_000);
    for (const bad of ['0', '-5', '1.5', 'lots'])
      expect(() => loadConfig({ OPERATOR_ADJUST_MAX_YUAN: bad }), bad).toThrow(ConfigError);
  });
});
