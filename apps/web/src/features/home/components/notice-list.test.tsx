// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice, PageRequest } from '@qilin/contract';
import type { NoticePage } from '../../site/index.ts';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { NoticeListDialog } from './HomeDialogs.tsx';

const notice = (i: number): Notice => ({
  id: String(100 - i),
  title: `公告第${i + 1}条`,
  content: `内容${i + 1}`,
  publishedAt: new Date(Date.UTC(2026, 0, 31) - i * 3_600_000).toISOString(),
});

/** The site's notices, newest first, as the server holds them; tests change it between pages. */
let all: Notice[] = [];
let failNext = false;
const asked: PageRequest[] = [];
const pageOf = ({ pageNum, pageSize }: PageRequest): NoticePage => ({
  list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  total: all.length,
  pageNum,
  pageSize,
});
vi.mock('../../../shared/api/client.ts', () => ({
  apiPost: (_path: string, body: PageRequest) => {
    asked.push(body);
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error('network'));
    }
    return Promise.resolve(pageOf(body));
  },
}));

const dom = mountPerTest();
const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
const open = async (first: NoticePage | undefined) => {
  // As the app's client: a page read in the last minute is fresh (shared/api/query-client.ts).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={client}>
        <NoticeListDialog data={first} open onClose={() => undefined} afterClose={() => undefined} />
      </QueryClientProvider>,
    );
  });
  await settle();
};
const titles = () =>
  [...document.querySelectorAll('.qh-notice-list li strong')].map((el) => el.textContent ?? '');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name);
const press = async (name: string) => {
  const b = button(name);
  if (!b) throw new Error(`no ${name} button; page: ${document.body.textContent ?? ''}`);
  await act(async () => b.click());
  await settle();
};

beforeEach(() => {
  all = Array.from({ length: 23 }, (_, i) => notice(i));
  failNext = false;
  asked.length = 0;
});
afterEach(() => {
  // The dialog renders into a portal outside the mount point.
  document.body.innerHTML = '';
});

describe('the full notice list', () => {
  it('starts from the notice bar’s first page and loads the rest a page at a time, to the last notice', async () => {
    await open(pageOf({ pageNum: 1, pageSize: 10 }));
    // The bar's page is shown as it is, not asked for again.
    expect(titles()).toHaveLength(10);
    expect(titles()[0]).toBe('公告第1条');
    expect(asked).toEqual([]);
    await press('加载更多');
    expect(asked).toEqual([{ pageNum: 2, pageSize: 10 }]);
    expect(titles()).toHaveLength(20);
    await press('加载更多');
    expect(titles()).toHaveLength(23);
    expect(titles().at(-1)).toBe('公告第23条');
    expect(asked.map((p) => p.pageNum)).toEqual([2, 3]);
    expect(button('加载更多')).toBeUndefined();
    expect(document.body.textContent).toContain('已显示全部 23 条公告');
  });

  it('asks for the first page itself when the bar had none, and shows each notice once when new ones shift the pages', async () => {
    await open(undefined);
    expect(asked).toEqual([{ pageNum: 1, pageSize: 10 }]);
    expect(titles()).toHaveLength(10);
    // Two notices are published while the player reads: page 2 now starts with two of page 1's.
    all = [{ ...notice(-2), id: 'new-1' }, { ...notice(-1), id: 'new-2' }, ...all];
    await press('加载更多');
    await press('加载更多');
    const shown = titles();
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toHaveLength(23);
    expect(shown).toContain('公告第23条');
    expect(button('加载更多')).toBeUndefined();
  });

  it('says a page failed and offers to try again, keeping what it shows', async () => {
    await open(pageOf({ pageNum: 1, pageSize: 10 }));
    failNext = true;
    await press('加载更多');
    expect(titles()).toHaveLength(10);
    expect(document.body.textContent).toContain('加载失败');
    await press('重试');
    expect(titles()).toHaveLength(20);
    expect(document.body.textContent).not.toContain('加载失败');
  });

  it('says so when the site has no notice', async () => {
    all = [];
    await open(pageOf({ pageNum: 1, pageSize: 10 }));
    expect(titles()).toEqual([]);
    expect(document.body.textContent).toContain('暂无公告');
    expect(button('加载更多')).toBeUndefined();
  });
});
