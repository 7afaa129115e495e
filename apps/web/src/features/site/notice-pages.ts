import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Notice } from '@qilin/contract';
import { fetchNotices, NOTICE_PAGE_SIZE, type NoticePage } from './api/notices.ts';

/*
 * The full notice list's paging: a public file of the site feature of its own, beside index.ts, because
 * only the lazy notice dialog uses it; through index.ts it (and TanStack's infinite query) landed in the
 * home route's first chunk, which sits at its 180 KB budget.
 */

/**
 * The page after `pages`, or undefined once every notice is loaded. An empty page also ends the list:
 * notices withdrawn while the player reads make `total` overstate what is left.
 */
export function nextNoticePage(pages: readonly NoticePage[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.list.length === 0) return undefined;
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return loaded < last.total ? last.pageNum + 1 : undefined;
}

/**
 * The notices of every page loaded so far, newest first, each once: pages are offsets, so a notice
 * published while the player reads pushes the next page's first one into it again.
 */
export function noticesOf(pages: readonly NoticePage[]): Notice[] {
  const seen = new Set<string>();
  const out: Notice[] = [];
  for (const page of pages)
    for (const n of page.list)
      if (!seen.has(n.id)) {
        seen.add(n.id);
        out.push(n);
      }
  return out;
}

/**
 * The full notice list, a page at a time (`fetchNextPage` loads more). `first` is a first page already
 * at hand (the notice bar's), shown at once instead of being asked for again.
 */
export function useNoticePages(first?: NoticePage) {
  return useInfiniteQuery({
    queryKey: ['site', 'notices', 'all', NOTICE_PAGE_SIZE],
    queryFn: ({ pageParam }) => fetchNotices({ pageNum: pageParam, pageSize: NOTICE_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextNoticePage(pages),
    ...(first && first.pageSize === NOTICE_PAGE_SIZE && first.pageNum === 1
      ? { initialData: { pages: [first], pageParams: [1] } satisfies InfiniteData<NoticePage, number> }
      : {}),
  });
}
