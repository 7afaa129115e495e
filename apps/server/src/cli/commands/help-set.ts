import { HelpLanguageSchema, OperatorPath, type HelpSetResponse } from '@qilin/contract';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';
import { readOperatorFile } from '../read-file.ts';

const usage = 'help:set <code> --lang <zh-CN|zh-TW> --title <标题> --file <markdown 文件> [--site id]';

/** A leading `# title` line in the file is the page title already shown above the body: drop it. */
const withoutTitleLine = (text: string): { heading: string | undefined; body: string } => {
  const m = /^\uFEFF?# (.+)\r?\n+([\s\S]*)$/.exec(text);
  return m ? { heading: m[1]?.trim(), body: m[2] ?? '' } : { heading: undefined, body: text };
};

export const readLanguage = (raw: string | undefined, usageLine: string) => {
  const lang = HelpLanguageSchema.safeParse(raw);
  if (!lang.success) throw new CliError(`--lang 必须是 zh-CN 或 zh-TW。用法：${usageLine}`, 2);
  return lang.data;
};

export const helpSet: Command = {
  name: 'help:set',
  usage,
  summary: '用 Markdown 文件替换本站某个帮助页或资讯页（agent/download/sponsor/intro）的某个语言版本',
  accepts: { flags: ['lang', 'title', 'file', 'site'], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const [code] = args.positionals;
    const file = textFlag(args.flags, 'file');
    if (!code || !file) throw new CliError(`用法：${usage}`, 2);
    const language = readLanguage(args.flags.lang, usage);
    const { heading, body } = withoutTitleLine(readOperatorFile(file));
    const title = textFlag(args.flags, 'title') ?? heading;
    if (!title) throw new CliError(`请用 --title 给出标题（或在文件第一行写“# 标题”）。用法：${usage}`, 2);
    const site = textFlag(args.flags, 'site');
    const result = await (
      await client()
    ).post<HelpSetResponse>(OperatorPath.helpSet, {
      action: 'set',
      code,
      language,
      title,
      body,
      ...(site ? { siteId: site } : {}),
    });
    print(`站点 ${result.siteId}：页面 ${result.code}（${result.language}）已替换为《${result.title}》`);
  },
};
