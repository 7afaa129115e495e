import { RuleMessage } from '@qilin/contract';
import { AMOUNT_RULE_KEYS } from './i18n-strings.ts';

export type AmountRuleKey = (typeof AMOUNT_RULE_KEYS)[number];

const keyByMessage = new Map<string, AmountRuleKey>(AMOUNT_RULE_KEYS.map((k) => [RuleMessage[k], k]));

/**
 * The i18n key ('rule.<RuleMessage constant>') of a SPEC §5 amount message as validateAmount or the server
 * answers it (zh-CN); undefined for any other text, which is then shown as it came.
 */
export const amountRuleKey = (message: string): `rule.${AmountRuleKey}` | undefined => {
  const key = keyByMessage.get(message);
  return key ? `rule.${key}` : undefined;
};

/** A message in the reader's language when it is one of SPEC §5's amount messages; else unchanged. */
export const translateAmountMessage = (message: string, t: (key: string) => string): string => {
  const key = amountRuleKey(message);
  return key ? t(key) : message;
};
