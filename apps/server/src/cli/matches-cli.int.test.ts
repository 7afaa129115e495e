import { expect, it } from 'vitest';
import { OperatorPath } from '@qilin/contract';
import { forEachDatabase } from '../../test/harness.ts';
import { runOperatorCli as cli } from '../../test/operator-cli.ts';
import { operatorPoster } from '../modules/sports-feed/test-support.ts';

forEachDatabase('operator CLI: matches and strict arguments', (server) => {
  it('matches:list says how many matches the limit left out', async () => {
    const s = server();
    const res = await cli(s, ['matches:list', '--limit', '2']);
    expect(res.code, res.stderr).toBe(0);
    const total = Number(/显示前 2 场（共 (\d+) 场），用 --limit 查看更多/.exec(res.stdout)?.[1]);
    expect(total).toBeGreaterThan(2);
    const all = await (
      await operatorPoster(s.url)
    )<{ list: unknown[]; total: number }>(OperatorPath.matchesList, { limit: 500 });
    expect(all.total).toBe(total);
  });

  it('matches:void refuses an unknown D code, and says which code players see', async () => {
    const s = server();
    const pre = await (
      await operatorPoster(s.url)
    )<{ list: { gameId: string }[] }>(OperatorPath.matchesList, {
      gameType: 'FT',
      status: 'pre',
      limit: 500,
    });
    // The last kick-off, days away: the running simulator cannot start it during the test.
    const gameId = pre.list.at(-1)!.gameId;
    const unknown = await cli(s, ['matches:void', gameId, 'DX']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('未知的作废代码 DX；可用代码：D0 自动取消');
    expect((await cli(s, ['matches:list', '--status', 'void', '--limit', '500'])).stdout).not.toContain(
      gameId,
    );

    const voided = await cli(s, ['matches:void', gameId, 'd1']);
    expect(voided.code, voided.stderr).toBe(0);
    expect(voided.stdout).toContain(`已取消：${gameId}`);
    expect(voided.stdout).toContain('作废原因：D1 赛事取消');
    // Sent as D1: the same reason again is a repeat, not a correction to DZ.
    const again = await cli(s, ['matches:void', gameId, 'D1']);
    expect(again.stdout).toContain('赛事已因同一原因取消，未做更改');
    expect((await cli(s, ['matches:restore', gameId])).code).toBe(0);
  });

  it('refuses extra positionals and unknown flags before sending anything', async () => {
    const s = server();
    const extra = await cli(s, ['matches:finish', '100000001', '100000002']);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain(
      '多余的参数：100000002。用法：npm run operator -- matches:finish <gameId>',
    );
    // The wrong password proves nothing logs in: a command that ran would fail with exit 1.
    const typo = await cli(s, ['withdrawals:list', '--staus', 'reviewing'], 'not-the-password');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('未知选项 --staus；本命令可用：--status --page --size --url --help');
  });
});
