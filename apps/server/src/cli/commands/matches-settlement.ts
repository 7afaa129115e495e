import type { OperatorMatchSettlement } from '@qilin/contract';
import { yuan } from '../yuan.ts';

/**
 * What a match command's result did to the players' tickets, from the server's settlement of it: how
 * many tickets and how much money moved. A correction (a result's second or later version) only moves
 * the tickets whose payout changed. Settlement still running when the server answered is said so, with
 * the figures as they stood then.
 */
export const settlementText = (s: OperatorMatchSettlement): string => {
  const correction = s.revision > 1;
  const parts: string[] = [];
  if (s.settled > 0) parts.push(`${s.settled} 张${correction ? '重新结算' : '已结算'}`);
  if (s.refunded > 0) parts.push(`${s.refunded} 张作废退款`);
  if (s.reopened > 0) parts.push(`${s.reopened} 张重新开放`);
  const head = correction ? `注单（更正赛果，第 ${s.revision} 版）：` : '注单：';
  const taken = s.takenBack === '0.00' ? '' : `，从会员钱包追回 ${yuan(s.takenBack)}`;
  const none = correction ? '没有注单金额变动' : '没有需要结算的注单';
  const body =
    parts.length > 0
      ? `${parts.join('，')}；付给会员 ${yuan(s.paidOut)}${taken}`
      : s.done
        ? none
        : '暂未结算任何注单';
  const unfinished = s.done
    ? ''
    : '\n注意：服务器答复时结算仍在进行，以上只是已完成的部分；请稍后用 tickets:list 查看';
  return `${head}${body}${unfinished}`;
};
