import { useCallback, useEffect, useRef, useState } from 'react';
import { Timing } from '@qilin/contract';

/** Whole seconds left until `endsAt`, never negative. */
export const secondsLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

export interface Countdown {
  /** Seconds left; 0 when idle. */
  remaining: number;
  running: boolean;
  /** Starts (or restarts) the countdown, by default from the hook's seconds. */
  start: (from?: number) => void;
  stop: () => void;
  /**
   * A code request is on its way from one of the buttons sharing this countdown: the others wait for its
   * answer (it starts the countdown), instead of sending a second request the 60 s limit refuses.
   */
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

/**
 * Public to other features: the resend countdown (SPEC §9, 60 s). Counts against the clock rather than
 * tick by tick, so a throttled background tab still ends on time.
 */
export const useCountdown = (seconds: number = Timing.resendCountdownS): Countdown => {
  const [remaining, setRemaining] = useState(0);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const clear = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const stop = useCallback(() => {
    clear();
    setRemaining(0);
  }, [clear]);

  const start = useCallback(
    (from: number = seconds) => {
      clear();
      const endsAt = Date.now() + from * 1000;
      setRemaining(secondsLeft(endsAt, Date.now()));
      timer.current = setInterval(() => {
        const left = secondsLeft(endsAt, Date.now());
        setRemaining(left);
        if (left === 0) clear();
      }, 250);
    },
    [clear, seconds],
  );

  useEffect(() => clear, [clear]);

  return { remaining, running: remaining > 0, start, stop, busy, setBusy };
};
