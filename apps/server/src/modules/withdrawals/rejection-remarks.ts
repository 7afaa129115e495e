import type { createWithdrawRepo } from './withdraw-repo.ts';

/**
 * The trade record's remark for a withdrawal that came back: the reason the operator gave, which the member
 * was also sent in a letter (`withdrawalReviewedLetter`). zh-CN as written; a localised route converts it.
 */
export const rejectionRemarksOf = (
  repo: Pick<ReturnType<typeof createWithdrawRepo>, 'rejectionReasons'>,
) => ({
  async of(memberId: number, orderNos: string[]): Promise<Map<string, string>> {
    const reasons = await repo.rejectionReasons(memberId, [...new Set(orderNos)]);
    return new Map([...reasons].map(([orderNo, reason]) => [orderNo, reason ? `驳回原因：${reason}` : '']));
  },
});
