import { describe, expect, it } from 'vitest';
import { RuleMessage, validateUsername } from '@qilin/contract';
import { authZhCN, authZhTW } from './i18n-strings.ts';
import { ruleKeyOf } from './rule-keys.ts';

describe('rule message translations', () => {
  it('maps every contract message back to its constant', () => {
    for (const [key, message] of Object.entries(RuleMessage)) expect(ruleKeyOf(message)).toBe(key);
    expect(ruleKeyOf(validateUsername(''))).toBe('usernameRequired');
    expect(ruleKeyOf('服务器说的话')).toBeUndefined();
  });

  it('zh-CN shows SPEC text exactly and zh-TW has a translation for each', () => {
    for (const [key, message] of Object.entries(RuleMessage)) {
      expect(authZhCN.rule[key as keyof typeof RuleMessage]).toBe(message);
      expect(authZhTW.rule[key as keyof typeof RuleMessage]).toBeTruthy();
    }
  });
});
