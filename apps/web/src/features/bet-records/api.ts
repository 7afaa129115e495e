import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  GamePath,
  type BetRecordPageSchema,
  type BetRecordRequest,
  type BetRecordTotalSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import { apiPost } from '../../shared/api/client.ts';
import { useSession } from '../../shared/session/index.ts';

export type BetRecordPage = z.infer<typeof BetRecordPageSchema>;
export type BetRecordTotal = z.infer<typeof BetRecordTotalSchema>;
export type BetRecordQuery = Omit<BetRecordRequest, 'venue'>;

/** record/betRecordList and record/betRecordTotal for the member (the same filters for both). */
export function useBetRecords(query: BetRecordQuery) {
  const userId = useSession((s) => (s.token ? s.userId : null));
  const { pageNum: _p, pageSize: _s, ...filters } = query;
  const list = useQuery({
    queryKey: ['betRecords', userId ?? '', 'list', query],
    queryFn: () => apiPost<BetRecordPage>(GamePath.betRecordList, query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    // Open tickets settle and their cash-out value moves: follow them while any is shown.
    refetchInterval: (q) =>
      q.state.data?.list.some((t) => t.status === 'accepted' || t.status === 'confirming') ? 10_000 : false,
  });
  const total = useQuery({
    queryKey: ['betRecords', userId ?? '', 'total', filters],
    queryFn: () => apiPost<BetRecordTotal>(GamePath.betRecordTotal, { ...filters, pageNum: 1, pageSize: 1 }),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  return { list, total };
}
