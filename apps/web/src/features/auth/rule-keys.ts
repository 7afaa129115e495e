import { RuleMessage } from '@qilin/contract';

export type RuleKey = keyof typeof RuleMessage;

const keyByMessage = new Map<string, RuleKey>(
  (Object.entries(RuleMessage) as [RuleKey, string][]).map(([key, message]) => [message, key]),
);

/** The contract constant a SPEC §5 message (zh-CN, as the validators return it) belongs to. */
export const ruleKeyOf = (message: string): RuleKey | undefined => keyByMessage.get(message);
