import type { PayoutAccount } from '@qilin/contract';

/** Shared wording of the withdrawals commands. */
export const STATUS_NAMES: Record<string, string> = {
  reviewing: '审核中',
  approved: '已通过',
  rejected: '已驳回',
};

export const TYPE_NAMES: Record<PayoutAccount['type'], string> = {
  bank: '银行卡',
  alipay: '支付宝',
  usdt: 'USDT',
};

/** '招商银行 **** **** **** 0123 张*丰': the masked account the server answered, never more. */
export const accountText = (a: PayoutAccount) => [a.name, a.account, a.holder].filter(Boolean).join(' ');
