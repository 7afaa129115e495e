import type { OperatorTicketSchema } from '@qilin/contract';
import { BetResultText, isVoidCode } from '@qilin/sportsbook';
import type { z } from 'zod';
import { siteTime } from '../site-time.ts';
import { renderTable } from '../table.ts';
import { voidCodeText } from './void-reason.ts';

type OperatorTicket = z.infer<typeof OperatorTicketSchema>;
type Leg = OperatorTicket['legs'][number];

export const TICKET_TYPE_NAMES: Record<OperatorTicket['type'], string> = {
  single: '单注',
  parlay: '串关',
  outright: '冠军',
};

const STATUS_NAMES: Record<OperatorTicket['status'], string> = {
  confirming: '确认中',
  accepted: '未结算',
  rejected: '已拒绝',
  settled: '已结算',
  cancelled: '已取消',
  cashed_out: '已兑现',
};

/** A voided leg's code and words as the player's ticket shows them; null for a leg not voided. */
const legVoid = (leg: Leg): string | null => {
  if (!leg.voidCode) return null;
  return isVoidCode(leg.voidCode)
    ? voidCodeText(leg.voidCode)
    : `${leg.voidCode} ${leg.voidReason ?? ''}`.trim();
};

/** A voided ticket says why (D1 赛事取消); a parlay that stands marks the legs refunded inside it. */
const legsText = (t: OperatorTicket): string =>
  t.legs
    .map((l) => {
      const voided = t.result === 'D' ? null : legVoid(l);
      return `${l.team_h} v ${l.team_c} ${l.selectionName}${voided ? `（${voided}）` : ''}`;
    })
    .join(' / ');

const resultText = (t: OperatorTicket): string => {
  if (t.result === null) return '-';
  const words = BetResultText[t.result]['zh-CN'];
  if (t.result !== 'D') return words;
  const reasons = [...new Set(t.legs.map(legVoid).filter((r) => r !== null))];
  return reasons.length ? `${words}（${reasons.join('、')}）` : words;
};

const hasShortfall = (t: OperatorTicket) => Number(t.shortfall) !== 0;

/**
 * The tickets as a table. 可返还 and 派彩 include the stake (the API's potentialReturn and payout); 未追回
 * appears only when a result correction could not take a payout back from an empty wallet, so the money
 * owed is never hidden and a clean list stays narrow.
 */
export const ticketsTable = (list: readonly OperatorTicket[]): string => {
  const shortfall = list.some(hasShortfall);
  const table = renderTable(
    [
      '注单号',
      '会员',
      '类型',
      '投注内容',
      '赔率',
      '本金',
      '可返还(含本金)',
      '派彩(含本金)',
      ...(shortfall ? ['未追回'] : []),
      '状态',
      '结果',
      '下注时间',
    ],
    list.map((t) => [
      t.ticket_id,
      t.username,
      TICKET_TYPE_NAMES[t.type],
      legsText(t),
      String(t.odds),
      t.risk,
      t.potentialReturn,
      t.payout ?? '-',
      ...(shortfall ? [hasShortfall(t) ? t.shortfall : '-'] : []),
      STATUS_NAMES[t.status],
      resultText(t),
      siteTime(t.placedAt),
    ]),
  );
  if (!shortfall) return table;
  return `${table}\n\n未追回：更正赛果时会员钱包余额不足、未能收回的派彩（元），需人工跟进`;
};
