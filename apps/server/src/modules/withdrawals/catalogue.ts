import { formatRateE4, type PayoutAccountType } from '@qilin/contract';
import { usdtRate } from '../wallet/fx-rates.ts';

/** The banks a card can be added for (bankCard/withdraw/add/list): the large national Chinese banks. */
export const BANKS: readonly { bankCode: string; bankName: string }[] = [
  { bankCode: 'ICBC', bankName: '中国工商银行' },
  { bankCode: 'ABC', bankName: '中国农业银行' },
  { bankCode: 'BOC', bankName: '中国银行' },
  { bankCode: 'CCB', bankName: '中国建设银行' },
  { bankCode: 'CMB', bankName: '招商银行' },
  { bankCode: 'BOCOM', bankName: '交通银行' },
  { bankCode: 'PSBC', bankName: '中国邮政储蓄银行' },
  { bankCode: 'CITIC', bankName: '中信银行' },
  { bankCode: 'CEB', bankName: '中国光大银行' },
  { bankCode: 'CMBC', bankName: '中国民生银行' },
  { bankCode: 'PAB', bankName: '平安银行' },
  { bankCode: 'SPDB', bankName: '上海浦东发展银行' },
  { bankCode: 'CIB', bankName: '兴业银行' },
  { bankCode: 'HXB', bankName: '华夏银行' },
  { bankCode: 'GDB', bankName: '广发银行' },
];

export const bankName = (code: string): string | undefined =>
  BANKS.find((b) => b.bankCode === code)?.bankName;

/** How many active accounts of one type a member may keep. */
export const MAX_ACCOUNTS_PER_TYPE = 5;

/**
 * CNY per 1 USDT for coin payouts, 4 decimals: the exchange desk's rate for turning yuan into USDT
 * (wallet/fx-rates.ts is the platform's one rate source, shared with deposits and the sub-wallet). This
 * is the only place withdrawals read a rate; the order keeps the rate it was made at.
 */
export const usdtPayoutRate = (): string => formatRateE4(usdtRate(1));

/** Seeded limits (fen). Bank payouts are free; Alipay costs 1 % (min ¥2); a coin payout ¥7 network fee. */
export const DEFAULT_WITHDRAW_CONFIG: readonly {
  type: PayoutAccountType;
  minFen: number;
  maxFen: number;
  dailyCount: number;
  dailyMaxFen: number;
  feeRateBp: number;
  feeMinFen: number;
}[] = [
  {
    type: 'bank',
    minFen: 100_00,
    maxFen: 50_000_00,
    dailyCount: 5,
    dailyMaxFen: 200_000_00,
    feeRateBp: 0,
    feeMinFen: 0,
  },
  {
    type: 'alipay',
    minFen: 100_00,
    maxFen: 20_000_00,
    dailyCount: 5,
    dailyMaxFen: 50_000_00,
    feeRateBp: 100,
    feeMinFen: 2_00,
  },
  {
    type: 'usdt',
    minFen: 200_00,
    maxFen: 100_000_00,
    dailyCount: 3,
    dailyMaxFen: 200_000_00,
    feeRateBp: 0,
    feeMinFen: 7_00,
  },
];

export const TYPE_NAMES: Record<PayoutAccountType, string> = {
  bank: '银行卡',
  alipay: '支付宝',
  usdt: 'USDT',
};
