import { useEffect, useState } from 'react';
import { Timing } from '@qilin/contract';
import { needsScrolling, scrollTitle } from './tab-title.ts';

/** The visible part of a tab title, advancing every Timing.tabTitleShiftMs while it is too long. */
export function useScrollingTitle(title: string): string {
  // The step belongs to one title: a new title (e.g. language switch) starts from 0 without an extra render.
  const [tick, setTick] = useState({ title, step: 0 });
  const step = tick.title === title ? tick.step : 0;
  const scrolls = needsScrolling(title);
  useEffect(() => {
    if (!scrolls) return;
    const id = window.setInterval(
      () => setTick((t) => ({ title, step: t.title === title ? t.step + 1 : 1 })),
      Timing.tabTitleShiftMs,
    );
    return () => window.clearInterval(id);
  }, [title, scrolls]);
  return scrollTitle(title, step);
}
