import { OperatorPath, type OperatorMatch } from '@qilin/contract';
import { voidCodeOf } from '@qilin/sportsbook';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOperatorApiStandIn } from '../../test/operator-api-stand-in.ts';
import { readVoidReason } from './commands/void-reason.ts';

const match = (gameId: string): OperatorMatch => ({
  gameId,
  hgid: '',
  gameType: 'FT',
  league: '英超',
  team_h: '曼联',
  team_c: '切尔西',
  startTime: '2026-05-01T12:00:00.000Z',
  gameStatus: 'void',
  re_time: '',
  session: '',
  score: '0-0',
  openTickets: 0,
});

describe('matches commands', () => {
  let total = 0;
  let api: Awaited<ReturnType<typeof startOperatorApiStandIn>>;
  beforeAll(async () => {
    api = await startOperatorApiStandIn((path, body) => {
      if (path === OperatorPath.matchesList) {
        const shown = Math.min(Number(body.limit), total);
        return { list: Array.from({ length: shown }, (_, i) => match(String(100_000_000 + i))), total };
      }
      if (path === OperatorPath.matchesVoid) return { ...match(String(body.gameId)), changed: true };
      return undefined;
    });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.seen.length = 0;
  });

  it('matches:list says when the limit cut the list, and how many there are', async () => {
    total = 386;
    const cut = await api.run(['matches:list']);
    expect(cut.stdout).toContain('显示前 50 场（共 386 场），用 --limit 查看更多');
    expect(cut.stdout).not.toContain('共 50 场赛事');
    const max = await api.run(['matches:list', '--limit', '500']);
    expect(max.stdout).toContain('共 386 场赛事');
    total = 600;
    expect((await api.run(['matches:list', '--limit', '500'])).stdout).toContain(
      '显示前 500 场（共 600 场），用 --sport 或 --status 缩小范围',
    );
    total = 12;
    expect((await api.run(['matches:list'])).stdout).toContain('共 12 场赛事');
  });

  it('matches:void names the D code and reason players will see', async () => {
    for (const [words, sent, shown] of [
      [['D1'], 'D1', '作废原因：D1 赛事取消'],
      [['d1'], 'D1', '作废原因：D1 赛事取消'],
      [['db', '暴雨', '中断'], 'DB 暴雨 中断', '作废原因：DB 赛事腰斩（说明“暴雨 中断”不向会员显示）'],
      [['DE:联赛错误'], 'DE:联赛错误', '作废原因：DE 联赛错误（说明“联赛错误”不向会员显示）'],
      [['场地', '积水'], '场地 积水', '作废原因：DZ 其他（说明“场地 积水”不向会员显示）'],
      [['Derby', 'moved'], 'Derby moved', '作废原因：DZ 其他'],
    ] as const) {
      api.seen.length = 0;
      const res = await api.run(['matches:void', '100000001', ...words]);
      expect(res.code, res.stderr).toBe(0);
      expect(api.sent()).toEqual([
        { path: OperatorPath.matchesVoid, body: { gameId: '100000001', reason: sent } },
      ]);
      expect(res.stdout).toContain(shown);
    }
  });

  it('matches:void refuses a D code not in the table, listing the valid ones, sending nothing', async () => {
    for (const code of ['DX', 'dq', 'DO']) {
      const res = await api.run(['matches:void', '100000001', code, '说明']);
      expect(res.code, code).toBe(2);
      expect(res.stderr).toContain(`未知的作废代码 ${code}；可用代码：D0 自动取消、D1 赛事取消`);
      expect(res.stderr).toContain('DN 球员未上场、DZ 其他');
    }
    expect(api.seen).toEqual([]);
    const help = await api.run(['matches:void', '--help']);
    expect(help.stdout).toContain('D9 赛事延期、DA 比赛时间不规范');
  });

  it('sends a reason the server files under the same code the command printed', () => {
    for (const typed of ['D1', 'd1', 'dz 其他原因', 'DB:雨停', '雨停', 'Derby', 'D1赛事取消']) {
      const { code, reason } = readVoidReason(typed);
      expect(voidCodeOf(reason), typed).toBe(code);
    }
  });
});
