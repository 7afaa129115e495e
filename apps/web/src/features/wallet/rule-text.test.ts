import { describe, expect, it } from 'vitest';
import { RuleMessage } from '@qilin/contract';
import { walletZhCN, walletZhTW } from './i18n-strings.ts';
import { amountRuleKey, translateAmountMessage } from './rule-text.ts';

describe('SPEC §5 amount messages in the reader language', () => {
  it('maps each contract message to its key, and leaves server text alone', () => {
    expect(amountRuleKey(RuleMessage.amountRequired)).toBe('rule.amountRequired');
    expect(amountRuleKey(RuleMessage.amountAboveBalance)).toBe('rule.amountAboveBalance');
    expect(translateAmountMessage('场馆维护中', (k) => `T:${k}`)).toBe('场馆维护中');
  });

  it('zh-CN shows SPEC words; zh-TW has its own words for every one', () => {
    expect(walletZhCN.rule.amountRequired).toBe('请输入转入金额');
    for (const [key, zhCN] of Object.entries(walletZhCN.rule)) {
      const zhTW = walletZhTW.rule[key as keyof typeof walletZhTW.rule];
      expect(zhTW, key).toBeTruthy();
      expect(zhTW, key).not.toBe(zhCN);
    }
  });

  it('zh-TW uses Taiwan wording for the wallet words', () => {
    const text = JSON.stringify(walletZhTW);
    expect(text).toContain('錢包');
    expect(text).toContain('額度轉換');
    expect(text).toContain('提款');
    expect(text).not.toMatch(/[钱额转账户记录]/);
  });
});
