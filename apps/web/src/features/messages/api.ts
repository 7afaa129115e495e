import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type Letter,
  type LetterListResponse,
  type LetterType,
  type UnreadCounts,
  LetterPath,
} from '@qilin/contract';
import { apiPost } from '../../shared/api/client.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { useSession } from '../../shared/session/index.ts';
import { acceptUnread, refreshUnread } from './unread.ts';

export interface LetterQuery {
  type?: LetterType;
  pageNum: number;
  pageSize: number;
}

const LETTERS = ['messages', 'letters'] as const;

/** site/letter/list: newest first; the previous page stays on screen while the next loads. */
export function useLetters(query: LetterQuery) {
  const userId = useSession((s) => (s.token ? s.userId : null));
  return useQuery({
    queryKey: [...LETTERS, userId ?? '', query],
    queryFn: () => apiPost<LetterListResponse>(LetterPath.list, query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

const afterChange = async () => {
  await queryClient.invalidateQueries({ queryKey: LETTERS });
};

/** site/letter/read: opening a letter marks it read; the list and the badge follow. */
export function useReadLetter() {
  return useMutation({
    mutationFn: (id: string) => apiPost<Letter>(LetterPath.read, { id }),
    onSuccess: async () => {
      await Promise.all([afterChange(), refreshUnread()]);
    },
  });
}

/** site/letter/delete: one or several letters. */
export function useDeleteLetters() {
  return useMutation({
    mutationFn: (ids: string[]) => apiPost<{ deleted: number }>(LetterPath.remove, { ids }),
    onSuccess: async () => {
      await Promise.all([afterChange(), refreshUnread()]);
    },
  });
}

/** site/letter/onekeyRead: everything, or everything of one type; answers the new counts. */
export function useReadAll() {
  return useMutation({
    mutationFn: (type: LetterType | undefined) =>
      apiPost<UnreadCounts>(LetterPath.oneKeyRead, type ? { type } : {}),
    onSuccess: async (counts) => {
      acceptUnread(counts);
      await afterChange();
    },
  });
}
