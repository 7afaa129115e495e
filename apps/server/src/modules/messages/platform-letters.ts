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
      body: `亲爱的 ${name}，欢迎您注册成为我们的会员！为保障账户安全，请尽快在「个人中心」绑定手机号并完善真实姓名，之后即可存款、提款。如有任何疑问，请随时联系在线客服。祝您游戏愉快！`,
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
      body: `您的存款订单 ${orderNo} 已成功到账，入账金额 ¥${creditedYuan}，可在「交易记录」中查看明细。`,
    },
    {
      title: '存款已到帳',
      body: `您的存款訂單 ${orderNo} 已成功到帳，入帳金額 ¥${creditedYuan}，可在「交易紀錄」中查看明細。`,
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
          title: '提款审核通过',
          body: `您的提款订单 ${orderNo}（¥${amountYuan}）已审核通过，款项正在出款，请留意收款账户。`,
        },
        {
          title: '提款審核通過',
          body: `您的提款訂單 ${orderNo}（¥${amountYuan}）已審核通過，款項正在出款，請留意收款帳戶。`,
        },
      )
    : both(
        {
          title: '提款审核未通过',
          body: `很抱歉，您的提款订单 ${orderNo}（¥${amountYuan}）未通过审核，原因：${reason}。款项已退回您的中心钱包。`,
        },
        {
          title: '提款審核未通過',
          body: `很抱歉，您的提款訂單 ${orderNo}（¥${amountYuan}）未通過審核，原因：${reason}。款項已退回您的中心錢包。`,
        },
      )),
});

/** SPEC §3 result codes in the words of the bet record page (features/bet-records). */
const RESULT_CN: Record<string, string> = { W: '赢', LW: '赢半', P: '走水', LL: '输半', L: '输', D: '取消' };
const RESULT_TW: Record<string, string> = {
  W: '贏',
  LW: '贏半',
  P: '和局退款',
  LL: '輸半',
  L: '輸',
  D: '取消',
};

export const betSettledLetter = (
  siteId: string,
  memberId: number,
  ticket: { key: string; ticketId: string; result: string; payoutYuan: string; revision: number },
): LetterInput => {
  // Revision 1 is a game's first result; a later one is a correction that resettled the ticket.
  const again = ticket.revision > 1;
  return {
    siteId,
    memberId,
    type: 'notice',
    dedupeKey: `bet:${ticket.key}:${ticket.revision}`,
    ...both(
      {
        title: again ? '注单结算已更正' : '注单已结算',
        body: `您的注单 ${ticket.ticketId} 已${again ? '重新' : ''}结算，结果：${RESULT_CN[ticket.result] ?? ticket.result}，派彩 ¥${ticket.payoutYuan}。详情请查看「注单记录」。`,
      },
      {
        title: again ? '注單結算已更正' : '注單已結算',
        body: `您的注單 ${ticket.ticketId} 已${again ? '重新' : ''}結算，結果：${RESULT_TW[ticket.result] ?? ticket.result}，派彩 ¥${ticket.payoutYuan}。詳情請查看「注單紀錄」。`,
      },
    ),
  };
};
