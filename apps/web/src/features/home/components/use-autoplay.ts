import { useEffect, useState } from 'react';

/**
 * Index of the visible slide, advancing every `intervalMs` unless paused. Players who asked the system
 * for reduced motion get no autoplay.
 */
export function useAutoplay(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || paused) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(id);
  }, [count, intervalMs, paused]);
  // Clamp instead of resetting in an effect: the banner list may shrink after a refetch.
  return [count ? index % count : 0, setIndex] as const;
}
