import { useCallback } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { ruleKeyOf } from './rule-keys.ts';
import './i18n.ts';

export { ruleKeyOf, type RuleKey } from './rule-keys.ts';

/**
 * Public to other features: translates a validator's answer for display. The validators of
 * @qilin/contract return SPEC's zh-CN text; the 'auth' namespace holds both languages keyed by the
 * RuleMessage constant. Unknown text (a server message) is shown as it is.
 */
export const useRuleText = (): ((message: string) => string) => {
  const t = useT('auth');
  return useCallback(
    (message: string): string => {
      if (!message) return '';
      const key = ruleKeyOf(message);
      return key ? t(`rule.${key}`) : message;
    },
    [t],
  );
};

/** For antd Form rules: resolves when the validator answered '', rejects with the translated message. */
export const asFormRule =
  (ruleText: (message: string) => string) =>
  (message: string): Promise<void> =>
    message ? Promise.reject(new Error(ruleText(message))) : Promise.resolve();
