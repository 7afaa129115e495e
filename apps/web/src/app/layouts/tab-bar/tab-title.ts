import { Timing } from '@qilin/contract';

/** Gap between the end of a scrolling title and its start coming round again. */
const GAP = '　　';

/**
 * SPEC §2.5: a tab title longer than 15 characters scrolls (one character every 300 ms). Returns the
 * window shown at `step`: titles that fit are returned unchanged; long ones rotate marquee-style.
 * Counts code points, not UTF-16 units, so no emoji or rare CJK character is cut in half.
 */
export function scrollTitle(title: string, step: number, limit: number = Timing.tabTitleScrollAbove): string {
  const chars = Array.from(title);
  if (chars.length <= limit) return title;
  const loop = [...chars, ...Array.from(GAP)];
  const start = ((step % loop.length) + loop.length) % loop.length;
  const rotated = [...loop.slice(start), ...loop.slice(0, start)];
  return rotated.slice(0, limit).join('');
}

export function needsScrolling(title: string, limit: number = Timing.tabTitleScrollAbove): boolean {
  return Array.from(title).length > limit;
}
