import { OperatorPath, type HelpSetResponse } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';
import { readLanguage } from './help-set.ts';

const usage = 'help:reset <code> --lang <zh-CN|zh-TW> [--site id]';

export const helpReset: Command = {
  name: 'help:reset',
  usage,
  summary: '撤销 help:set 的替换，恢复该页面的默认内容',
  accepts: { flags: ['lang', 'site'], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const [code] = args.positionals;
    if (!code) throw new CliError(`用法：${usage}`, 2);
    const language = readLanguage(args.flags.lang, usage);
    const site = textFlag(args.flags, 'site');
    const result = await (
      await client()
    ).post<HelpSetResponse>(OperatorPath.helpSet, {
      action: 'reset',
      code,
      language,
      ...(site ? { siteId: site } : {}),
    });
    print(
      `站点 ${result.siteId}：页面 ${result.code}（${result.language}）已恢复默认内容《${result.title}》`,
    );
  },
};
