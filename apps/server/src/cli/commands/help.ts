import type { Command } from '../command.ts';

/** Built from the registry, so a new command shows up here by being registered. */
export const helpCommand = (all: () => readonly Command[]): Command => ({
  name: 'help',
  usage: 'help',
  summary: '显示本帮助',
  accepts: { flags: [], positionals: { min: 0, max: 0 } },
  async run({ print }) {
    const commands = all();
    print(
      [
        '麒麟运营命令行',
        '',
        '用法：npm run operator -- [--url http://localhost:8080] <command> [args]',
        '',
        '命令：',
        ...commands.map((c) => `  ${c.usage}\n      ${c.summary}`),
        '',
        '登录凭据：OPERATOR_USER（默认 admin）与 OPERATOR_PASSWORD；未设置密码时读取',
        '  $DATA_DIR/operator-password.txt（默认 ./data），即首次启动时生成的管理员密码。',
      ].join('\n'),
    );
  },
});
