import { OperatorPath, type ChatWordsResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';

const usage = 'chat:words list | chat:words add <word> | chat:words remove <word>';

export const chatWords: Command = {
  name: 'chat:words',
  usage,
  summary: '查看、添加或删除屏蔽词（消息中的屏蔽词显示为 ***，立即在所有实例生效）',
  accepts: { flags: [], positionals: { min: 0, max: 2 } },
  async run({ args, client, print }) {
    const [action = 'list', word] = args.positionals;
    if (action !== 'list' && action !== 'add' && action !== 'remove') throw new CliError(`用法：${usage}`, 2);
    if (action !== 'list' && !word) throw new CliError(`请提供屏蔽词：${usage}`, 2);
    const data = await (
      await client()
    ).post<z.infer<typeof ChatWordsResponseSchema>>(OperatorPath.chatWords, {
      action,
      ...(word ? { word } : {}),
    });
    if (action === 'add') print(`已添加屏蔽词「${word}」`);
    if (action === 'remove') print(`已删除屏蔽词「${word}」`);
    print(
      data.words.length ? `屏蔽词（${data.words.length} 个）：${data.words.join('、')}` : '屏蔽词列表为空',
    );
  },
};
