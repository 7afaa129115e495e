import type { ParsedArgs } from './args.ts';
import { CliError } from './client.ts';

/** The flags pageFlags reads, for a list command's declaration (Command.accepts). */
export const PAGE_FLAGS: readonly string[] = ['page', 'size'];

/** `--page n --size n` of every list command (size 1-100, default 20). */
export const pageFlags = (args: ParsedArgs): { pageNum: number; pageSize: number } => {
  const pageNum = Number(args.flags.page ?? '1');
  const pageSize = Number(args.flags.size ?? '20');
  if (!Number.isInteger(pageNum) || pageNum < 1) throw new CliError('--page 必须是正整数', 2);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
    throw new CliError('--size 必须是 1-100 的整数', 2);
  return { pageNum, pageSize };
};

/** The line under a list: "第 1/3 页，共 42 条反馈" (`unit` is the counter and noun, e.g. "条反馈"). */
export const pageFooter = (page: { pageNum: number; pageSize: number; total: number }, unit: string) => {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return `\n第 ${page.pageNum}/${pages} 页，共 ${page.total} ${unit}`;
};

/**
 * What an empty page says: `none` when the list has no rows at all, and where the rows are when the page
 * asked for lies past the last one (`--page 9` of 2 pages must not say there are none).
 */
export const emptyPage = (
  page: { pageNum: number; pageSize: number; total: number },
  none: string,
  unit: string,
): string => {
  if (page.total === 0) return none;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return `第 ${page.pageNum} 页没有内容：共 ${page.total} ${unit}，${pages} 页`;
};

/** One line of a long text for a table cell: whitespace folded, cut at `max` characters with an ellipsis. */
export const clip = (text: string, max = 40): string => {
  const chars = [...text.replace(/\s+/g, ' ')];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
};
