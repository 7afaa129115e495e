import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  FeedbackPath,
  UserPath,
  type AddFeedbackRequest,
  type FeedbackBetList,
  type FeedbackDepositConfig,
  type FeedbackInfo,
  type FeedbackPage,
  type FeedbackSummary,
} from '@qilin/contract';
import { apiPost, apiUpload } from '../../shared/api/client.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { useSession } from '../../shared/session/index.ts';

/** Every feedback query is keyed by the member, so a second login never sees the first one's cache. */
const useMemberKey = () => useSession((s) => (s.token ? s.userId : null));
const ROOT = 'feedback';

export function useFeedbackList(page: { pageNum: number; pageSize: number }) {
  const userId = useMemberKey();
  return useQuery({
    queryKey: [ROOT, userId ?? '', 'list', page],
    queryFn: () => apiPost<FeedbackPage>(FeedbackPath.list, page),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** Opening one marks its replies read on the server, so the list and the badge refresh after it. */
export function useFeedbackInfo(id: number | null) {
  const userId = useMemberKey();
  return useQuery({
    queryKey: [ROOT, userId ?? '', 'info', id],
    queryFn: async () => {
      const info = await apiPost<FeedbackInfo>(FeedbackPath.info, { id });
      void queryClient.invalidateQueries({ queryKey: [ROOT, userId ?? '', 'list'] });
      void queryClient.invalidateQueries({ queryKey: [ROOT, userId ?? '', 'unread'] });
      return info;
    },
    enabled: Boolean(userId) && id !== null,
    staleTime: 0,
  });
}

export function useFeedbackUnread() {
  const userId = useMemberKey();
  return useQuery({
    queryKey: [ROOT, userId ?? '', 'unread'],
    queryFn: () => apiPost<{ count: number }>(FeedbackPath.unreadNum, {}, { silent: true }),
    enabled: Boolean(userId),
    staleTime: 15_000,
  });
}

export function useFeedbackBets(enabled: boolean) {
  const userId = useMemberKey();
  return useQuery({
    queryKey: [ROOT, userId ?? '', 'bets'],
    queryFn: () => apiPost<FeedbackBetList>(FeedbackPath.memberBetList, {}),
    enabled: Boolean(userId) && enabled,
    staleTime: 30_000,
  });
}

export function useFeedbackDeposits(enabled: boolean) {
  const userId = useMemberKey();
  return useQuery({
    queryKey: [ROOT, userId ?? '', 'deposits'],
    queryFn: () => apiPost<FeedbackDepositConfig>(FeedbackPath.depositRewardConfigList, {}),
    enabled: Boolean(userId) && enabled,
    staleTime: 30_000,
  });
}

/** The list, the open thread and the unread count together (the reload button, after a send or delete). */
export const refreshAll = () => queryClient.invalidateQueries({ queryKey: [ROOT] });

export const uploadFeedbackImage = async (file: File): Promise<string> =>
  (await apiUpload<{ url: string }>(UserPath.uploadImage, file)).url;

export const sendFeedback = async (body: AddFeedbackRequest): Promise<FeedbackSummary> => {
  const saved = await apiPost<FeedbackSummary>(FeedbackPath.add, body);
  await refreshAll();
  return saved;
};

export const deleteFeedback = async (id: number): Promise<void> => {
  await apiPost(FeedbackPath.remove, { id });
  await refreshAll();
};
