import { OperatorPath, type FeedPushResponse } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { readOperatorJson } from '../read-file.ts';

const usage = 'feed:push <文件.json>';

export const feedPush: Command = {
  name: 'feed:push',
  usage,
  summary:
    '把真实数据源的一条消息（{ "matches": [...], "outrights": [...] }，格式见 docs/decisions.md）推送给赛事数据服务',
  accepts: { flags: [], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const file = args.positionals[0];
    if (!file) throw new CliError(`用法：${usage}`, 2);
    const message = readOperatorJson(file);
    const r = await (await client()).post<FeedPushResponse>(OperatorPath.feedPush, message);
    // Counts of matches and outrights together (a message may carry both).
    print(`已接收：新增 ${r.added} 项，更新 ${r.updated} 项，公布赛果 ${r.decided} 项`);
  },
};
