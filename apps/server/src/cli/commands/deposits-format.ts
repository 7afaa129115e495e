import type { DepositException } from '@qilin/contract';
import { siteTime } from '../site-time.ts';

export const EXCEPTION_REASON_NAMES: Record<DepositException['reason'], string> = {
  expired: '订单已过期',
  closed: '订单已关闭',
  cancelled: '订单已取消',
  already_paid: '订单已由另一笔付款支付',
  other_trade: '订单正由另一笔付款支付',
  amount_mismatch: '金额与订单不符',
};

export const resolutionText = (e: DepositException): string =>
  e.resolution === 'credited'
    ? `已补入（${e.resolvedBy}，${siteTime(e.resolvedAt ?? '')}）`
    : e.resolution === 'dismissed'
      ? `不补入（${e.resolvedBy}，${siteTime(e.resolvedAt ?? '')}）`
      : '待处理';
