import { useCallback, useState, type ReactNode } from 'react';
import type { CaptchaAnswer, CaptchaKind } from '../captcha.ts';
import { PictureCaptcha } from './PictureCaptcha.tsx';
import { SliderCaptcha } from './SliderCaptcha.tsx';

interface Pending {
  kind: CaptchaKind;
  refused: string | null;
  resolve: (answer: CaptchaAnswer | null) => void;
}

/**
 * `ask(kind)` opens the picture or slider captcha and resolves with the answer, or null when dismissed;
 * render `node` once. Used with submitWithCaptcha for login and register.
 */
export const useCaptchaPrompt = (): {
  ask: (kind: CaptchaKind, refused: string | null) => Promise<CaptchaAnswer | null>;
  node: ReactNode;
} => {
  const [pending, setPending] = useState<Pending | null>(null);

  const ask = useCallback(
    (kind: CaptchaKind, refused: string | null) =>
      new Promise<CaptchaAnswer | null>((resolve) => {
        setPending((previous) => {
          previous?.resolve(null);
          return { kind, refused, resolve };
        });
      }),
    [],
  );

  const done = (answer: CaptchaAnswer | null) => {
    pending?.resolve(answer);
    setPending(null);
  };

  const node = !pending ? null : pending.kind === 'picture' ? (
    <PictureCaptcha onDone={done} refused={pending.refused} />
  ) : (
    <SliderCaptcha onDone={done} />
  );

  return { ask, node };
};
