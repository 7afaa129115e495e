import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OperatorPath, type FeedPushResponse } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';

const usage = 'feed:push <文件.json>';

export const feedPush: Command = {
  name: 'feed:push',
  usage,
  summary: '把真实数据源的一条消息（{ "matches": [...] }，格式见 docs/decisions.md）推送给赛事数据服务',
  async run({ args, client, print }) {
    const file = args.positionals[0];
    if (!file) throw new CliError(`用法：${usage}`, 2);
    let message: unknown;
    try {
      message = JSON.parse(readFileSync(path.resolve(file), 'utf8'));
    } catch {
      throw new CliError(`无法读取文件或不是有效的 JSON：${file}`, 2);
    }
    const r = await (await client()).post<FeedPushResponse>(OperatorPath.feedPush, message);
    print(`已接收：新增 ${r.added} 场，更新 ${r.updated} 场，公布赛果 ${r.decided} 场`);
  },
};
