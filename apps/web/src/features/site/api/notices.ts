import { useQuery } from '@tanstack/react-query';
import { SitePath, type Notice, type PageRequest } from '@qilin/contract';
import { apiPost } from '../../../shared/api/client.ts';

export interface NoticePage {
  list: Notice[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Notices a page of the full list asks for at a time (the notice bar shows the first page's titles). */
export const NOTICE_PAGE_SIZE = 10;

export function fetchNotices(page: PageRequest): Promise<NoticePage> {
  return apiPost<NoticePage>(SitePath.noticeList, page, { silent: true });
}

export function useNotices(page: PageRequest = { pageNum: 1, pageSize: NOTICE_PAGE_SIZE }) {
  return useQuery({
    queryKey: ['site', 'notices', page.pageNum, page.pageSize],
    queryFn: () => fetchNotices(page),
  });
}
