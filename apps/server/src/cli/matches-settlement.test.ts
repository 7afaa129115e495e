import { OperatorPath, type OperatorMatchCommandResult } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApiStandIn } from '../../test/operator-api-stand-in.ts';

const finished = (settlement: OperatorMatchCommandResult['settlement']): OperatorMatchCommandResult => ({
  gameId: '100000001',
  hgid: '',
  gameType: 'FT',
  league: '英超',
  team_h: '曼联',
  team_c: '切尔西',
  startTime: '2026-05-01T12:00:00.000Z',
  gameStatus: 'finished',
  re_time: '',
  session: '',
  score: '2-1',
  openTickets: 0,
  changed: true,
  settlement,
});

describe('matches:finish while settlement is still running', () => {
  let answer: OperatorMatchCommandResult = finished(null);
  let api: Awaited<ReturnType<typeof startOperatorApiStandIn>>;
  beforeAll(async () => {
    api = await startOperatorApiStandIn((path) => (path === OperatorPath.matchesFinish ? answer : undefined));
  });
  afterAll(() => api.close());

  it('says the figures are only what had been settled when the server answered', async () => {
    answer = finished({
      revision: 1,
      done: false,
      settled: 1200,
      refunded: 3,
      reopened: 0,
      paidOut: '98765.40',
      takenBack: '0.00',
    });
    const res = await api.run(['matches:finish', '100000001']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout.split('\n').slice(1)).toEqual([
      '注单：1200 张已结算，3 张作废退款；付给会员 ¥98765.40',
      '注意：服务器答复时结算仍在进行，以上只是已完成的部分；请稍后用 tickets:list 查看',
      '',
    ]);
  });

  it('does not claim there was nothing to settle before anything was settled', async () => {
    answer = finished({
      revision: 1,
      done: false,
      settled: 0,
      refunded: 0,
      reopened: 0,
      paidOut: '0.00',
      takenBack: '0.00',
    });
    const res = await api.run(['matches:finish', '100000001']);
    expect(res.stdout).toContain('注单：暂未结算任何注单\n注意：服务器答复时结算仍在进行');
  });
});
