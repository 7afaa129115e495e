import { OperatorPath, SiteSwitchKeySchema, type SiteSetResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

const BOOLEAN_KEYS = new Set(['editionsAllowed', 'saveMoneyEnabled', 'helpCkEnabled', 'safeSwitch']);

/** Booleans are typed on the command line as true/false (or on/off, 1/0); the server checks the rest. */
const toValue = (key: string, raw: string): string | boolean => {
  if (!BOOLEAN_KEYS.has(key)) return raw;
  if (['true', 'on', '1'].includes(raw)) return true;
  if (['false', 'off', '0'].includes(raw)) return false;
  throw new CliError(`${key} 的值必须是 true 或 false`, 2);
};

/** An emptied list (regionDeny, regionWarn, ipDeny) would print as nothing at all. */
const shown = (value: string | boolean): string => (value === '' ? '（空）' : String(value));

export const siteSet: Command = {
  name: 'site:set',
  usage: `site:set <key> <value> [--site id]   key: ${SiteSwitchKeySchema.options.join(' | ')}`,
  summary:
    '设置站点开关（如 site:set captchaMode picture）；regionDeny、regionWarn 填国家或地区代码，ipDeny 填 IP 或 CIDR 网段，多个用逗号分隔（如 site:set regionDeny US,PH），值为 - 时清空',
  accepts: { flags: ['site'], positionals: { min: 2, max: 2 } },
  async run({ args, client, print }) {
    const [key, raw] = args.positionals;
    if (!key || raw === undefined) throw new CliError(`用法：${siteSet.usage}`, 2);
    if (!SiteSwitchKeySchema.safeParse(key).success) {
      throw new CliError(`未知的开关 ${key}，可选：${SiteSwitchKeySchema.options.join('、')}`, 2);
    }
    const site = textFlag(args.flags, 'site');
    const result = await (
      await client()
    ).post<z.infer<typeof SiteSetResponseSchema>>(OperatorPath.siteSet, {
      key,
      value: toValue(key, raw),
      ...(site ? { siteId: site } : {}),
    });
    print(`站点 ${result.siteId}：${result.key} 已由 ${shown(result.previous)} 改为 ${shown(result.value)}`);
  },
};
