import { createHash } from 'node:crypto';
import { betResultTextsIn } from '@qilin/sportsbook';
import { fenToYuan, formatYuan } from '@qilin/contract';
import type { LetterInput } from './letter-sender.ts';

/**
 * The platform's own letters, zh-CN with a zh-TW translation, written here so the modules that send them
 * (identity, payments, withdrawals, sportsbook) only say what happened. Amounts arrive as yuan strings.
 */

const both = (
  cn: { title: string; body: string },
  tw: { title: string; body: string },
): Pick<LetterInput, 'title' | 'body' | 'translations'> => ({ ...cn, translations: { 'zh-TW': tw } });

export const welcomeLetter = (siteId: string, memberId: number, name: string): LetterInput => ({
  siteId,
  memberId,
  type: 'notice',
  dedupeKey: `welcome:${memberId}`,
  ...both(
    {
      title: '欢迎加入',
      body: `亲爱的 ${name}，欢迎您注册成为我们的会员！为保障账户安全，请尽快在「个人中心」绑定手机号并完善真实姓名，之后即可存款、取款。如有任何疑问，请随时联系在线客服。祝您游戏愉快！`,
    },
    {
      title: '歡迎加入',
      body: `親愛的 ${name}，歡迎您註冊成為我們的會員！為保障帳戶安全，請盡快在「個人中心」綁定手機號碼並完善真實姓名，之後即可存款、提款。如有任何疑問，請隨時聯繫線上客服。祝您遊戲愉快！`,
    },
  ),
});

export const depositCreditedLetter = (
  siteId: string,
  memberId: number,
  orderNo: string,
  creditedYuan: string,
): LetterInput => ({
  siteId,
  memberId,
  type: 'notice',
  dedupeKey: `deposit:${orderNo}`,
  ...both(
    {
      title: '存款已到账',
      body: `您的存款订单 ${orderNo} 已成功到账，入账金额 ¥${formatYuan(creditedYuan)}，可在「交易记录」中查看明细。`,
    },
    {
      title: '存款已到帳',
      body: `您的存款訂單 ${orderNo} 已成功到帳，入帳金額 ¥${formatYuan(creditedYuan)}，可在「交易紀錄」中查看明細。`,
    },
  ),
});

/** A payment kept as a deposit exception (it came late, twice or for another amount) that finance credited. */
export const depositExceptionCreditedLetter = (
  siteId: string,
  memberId: number,
  orderNo: string,
  tradeNo: string,
  creditedYuan: string,
): LetterInput => ({
  siteId,
  memberId,
  type: 'notice',
  dedupeKey: `deposit-exception:${tradeNo}`,
  ...both(
    {
      title: '存款已补入',
      body: `您为存款订单 ${orderNo} 支付的款项（交易号 ${tradeNo}）已经财务核实，补入中心钱包 ¥${formatYuan(creditedYuan)}，可在「交易记录」中查看明细。`,
    },
    {
      title: '存款已補入',
      body: `您為存款訂單 ${orderNo} 支付的款項（交易號 ${tradeNo}）已經財務核實，補入中心錢包 ¥${formatYuan(creditedYuan)}，可在「交易紀錄」中查看明細。`,
    },
  ),
});

export const withdrawalReviewedLetter = (
  siteId: string,
  memberId: number,
  orderNo: string,
  amountYuan: string,
  decision: 'approved' | 'rejected',
  reason: string,
): LetterInput => ({
  siteId,
  memberId,
  type: 'notice',
  dedupeKey: `withdrawal:${orderNo}:${decision}`,
  ...(decision === 'approved'
    ? both(
        {
          title: '取款审核通过',
          body: `您的取款订单 ${orderNo}（¥${formatYuan(amountYuan)}）已审核通过，款项正在出款，请留意收款账户。`,
        },
        {
          title: '提款審核通過',
          body: `您的提款訂單 ${orderNo}（¥${formatYuan(amountYuan)}）已審核通過，款項正在出款，請留意收款帳戶。`,
        },
      )
    : both(
        {
          title: '取款审核未通过',
          body: `很抱歉，您的取款订单 ${orderNo}（¥${formatYuan(amountYuan)}）未通过审核，原因：${reason}。款项已退回您的中心钱包。`,
        },
        {
          title: '提款審核未通過',
          body: `很抱歉，您的提款訂單 ${orderNo}（¥${formatYuan(amountYuan)}）未通過審核，原因：${reason}。款項已退回您的中心錢包。`,
        },
      )),
});

/** One settled ticket as the settlement letter lists it. */
export interface SettledTicketLine {
  key: string;
  ticketId: string;
  result: string;
  payoutFen: number;
}

/** Ticket ids a settlement letter names before "等" (the bet record has the rest). */
const NAMED_TICKETS = 3;

/** The first tickets a letter names ("t1、t2、t3"). */
const namedTickets = (tickets: SettledTicketLine[]) =>
  tickets
    .slice(0, NAMED_TICKETS)
    .map((t) => t.ticketId)
    .join('、');

/** A letter lists its tickets in key order, and the first of them keys the letter (see below). */
const inKeyOrder = (tickets: SettledTicketLine[]) =>
  [...tickets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/**
 * A ticket letter's key: the result and exactly the tickets it names. A rerun of a result (after a crash
 * or a failure) names every ticket that result settled, so the letter a crash kept from being written is
 * written, one already written is not written twice, and a rerun that settled more tickets than the
 * first run wrote about writes a letter of its own rather than losing them.
 */
const ticketLetterKey = (tickets: SettledTicketLine[], gameId: string, revision: number) => {
  const set = createHash('sha256')
    .update(tickets.map((t) => t.key).join('|'))
    .digest('base64url')
    .slice(0, 16);
  return `bet:${set}:${gameId}@${revision}`;
};

/** The words of the settlement letter in one language. */
interface SettledWords {
  title: string;
  /** "your ticket" before one id; "your {n} tickets" before a list. */
  one: string;
  many: string;
  settled: string;
  result: string;
  results: Record<string, string>;
  count: string;
  etc: string;
  payout: string;
  total: string;
  more: string;
}

const settledLetterText = (tickets: SettledTicketLine[], w: SettledWords) => {
  if (tickets.length === 1) {
    const t = tickets[0]!;
    const result = w.results[t.result] ?? t.result;
    return {
      title: w.title,
      body: `${w.one} ${t.ticketId} ${w.settled}，${w.result}：${result}，${w.payout} ¥${formatYuan(fenToYuan(t.payoutFen))}。${w.more}`,
    };
  }
  const byResult = new Map<string, number>();
  for (const t of tickets) byResult.set(t.result, (byResult.get(t.result) ?? 0) + 1);
  const counts = [...byResult].map(([r, n]) => `${w.results[r] ?? r} ${n} ${w.count}`).join('、');
  const named = namedTickets(tickets);
  const etc = tickets.length > NAMED_TICKETS ? ` ${w.etc}` : '';
  const total = fenToYuan(tickets.reduce((sum, t) => sum + t.payoutFen, 0));
  return {
    title: w.title,
    body: `${w.many.replace('{n}', String(tickets.length))}（${named}${etc}）${w.settled}，${counts}，${w.total} ¥${formatYuan(total)}。${w.more}`,
  };
};

/**
 * The settlement letter: one per member per published result (a game's result or its correction),
 * naming the member's tickets it settled. A member with many tickets on one match gets one letter, not one
 * per ticket. `revision` > 1 is a correction that resettled them.
 */
export const betsSettledLetter = (
  siteId: string,
  memberId: number,
  settled: { gameId: string; revision: number; tickets: SettledTicketLine[] },
): LetterInput => {
  const tickets = inKeyOrder(settled.tickets);
  const again = settled.revision > 1;
  return {
    siteId,
    memberId,
    type: 'notice',
    dedupeKey: ticketLetterKey(tickets, settled.gameId, settled.revision),
    ...both(
      settledLetterText(tickets, {
        title: again ? '注单结算已更正' : '注单已结算',
        one: '您的注单',
        many: '您的 {n} 张注单',
        settled: again ? '已重新结算' : '已结算',
        result: '结果',
        results: betResultTextsIn('zh-CN'),
        count: '张',
        etc: '等',
        payout: '派彩',
        total: '派彩合计',
        more: '详情请查看「注单记录」。',
      }),
      settledLetterText(tickets, {
        title: again ? '注單結算已更正' : '注單已結算',
        one: '您的注單',
        many: '您的 {n} 張注單',
        settled: again ? '已重新結算' : '已結算',
        result: '結果',
        results: betResultTextsIn('zh-TW'),
        count: '張',
        etc: '等',
        payout: '派彩',
        total: '派彩合計',
        more: '詳情請查看「注單紀錄」。',
      }),
    ),
  };
};

/**
 * The restore letter: a voided match was restored (SPEC §3 result A), so the member's tickets on it are
 * open again and what their void had paid back was taken again (`payoutFen`: what the wallet gave back).
 */
export const betsRestoredLetter = (
  siteId: string,
  memberId: number,
  restored: { gameId: string; revision: number; tickets: SettledTicketLine[] },
): LetterInput => {
  const tickets = inKeyOrder(restored.tickets);
  const named = namedTickets(tickets);
  const etc = tickets.length > NAMED_TICKETS;
  const taken = fenToYuan(tickets.reduce((sum, t) => sum + t.payoutFen, 0));
  const which = (one: string, many: string) =>
    tickets.length === 1
      ? `${one} ${named} `
      : `${many.replace('{n}', String(tickets.length))}（${named}${etc ? ' 等' : ''}）`;
  return {
    siteId,
    memberId,
    type: 'notice',
    dedupeKey: ticketLetterKey(tickets, restored.gameId, restored.revision),
    ...both(
      {
        title: '注单已恢复',
        body: `${which('您的注单', '您的 {n} 张注单')}所在赛事已恢复，注单重新开放，已扣回此前的退款或派彩 ¥${formatYuan(taken)}，赛事结束后按赛果结算。详情请查看「注单记录」。`,
      },
      {
        title: '注單已恢復',
        body: `${which('您的注單', '您的 {n} 張注單')}所在賽事已恢復，注單重新開放，已扣回此前的退款或派彩 ¥${formatYuan(taken)}，賽事結束後按賽果結算。詳情請查看「注單紀錄」。`,
      },
    ),
  };
};
