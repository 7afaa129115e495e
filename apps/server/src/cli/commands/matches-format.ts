import type { OperatorMatchSchema } from '@qilin/contract';
import type { z } from 'zod';

type Row = z.infer<typeof OperatorMatchSchema>;

export const MATCH_STATUS_NAMES: Record<string, string> = {
  pre: '未开赛',
  live: '进行中',
  break: '中场/节间',
  finished: '已完场',
  void: '已取消',
};

/** Where a match in play stands (第2节 05:32); '' before it starts and once the status says it ended. */
export const inPlayClock = (m: Row): string =>
  m.gameStatus === 'live' || m.gameStatus === 'break' ? m.session : '';

/** One line describing a match after an operator command. */
export const matchLine = (m: Row) =>
  `${m.gameId} ${m.league} ${m.team_h} vs ${m.team_c}：${MATCH_STATUS_NAMES[m.gameStatus] ?? m.gameStatus}，比分 ${m.score}${inPlayClock(m) ? `（${inPlayClock(m)}）` : ''}`;
