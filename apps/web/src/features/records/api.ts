import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FundsPath, type DealRecordPageSchema, type DealType } from '@qilin/contract';
import type { z } from 'zod';
import { apiPost } from '../../shared/api/client.ts';
import { useSession } from '../../shared/session/index.ts';
import type { DateRange } from '../../shared/records/date-range.ts';

export type DealRecordPage = z.infer<typeof DealRecordPageSchema>;

export interface DealRecordQuery extends DateRange {
  type: DealType;
  pageNum: number;
  pageSize: number;
}

/** transactions/queryDealRecord for the member; the previous page stays on screen while the next loads. */
export function useDealRecords(query: DealRecordQuery) {
  const userId = useSession((s) => (s.token ? s.userId : null));
  return useQuery({
    queryKey: ['records', 'deal', userId ?? '', query],
    queryFn: () => apiPost<DealRecordPage>(FundsPath.dealRecord, query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
