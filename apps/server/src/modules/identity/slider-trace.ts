import { SliderTraceSchema, type SliderTrace } from '@qilin/contract';

/** How far (px) the dropped piece may sit from the gap. */
export const SLIDER_TOLERANCE_PX = 6;
const MIN_POINTS = 5;
const MIN_DURATION_MS = 200;
const MAX_DURATION_MS = 60_000;
/** Coefficient of variation of the drag speed below which the motion is machine-smooth. */
const MIN_SPEED_VARIATION = 0.15;

/** `captcha_output` is base64 of JSON `{ x, trace }`; anything else is simply a failed check. */
export const decodeSliderOutput = (output: string): SliderTrace | null => {
  try {
    const json: unknown = JSON.parse(Buffer.from(output, 'base64').toString('utf8'));
    const parsed = SliderTraceSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * A drag looks human when it ends on the gap, has enough points, time never runs backwards, it lasts
 * long enough, and its speed varies (people accelerate and brake; scripts interpolate evenly).
 */
export const isHumanDrag = (drag: SliderTrace, targetX: number): boolean => {
  const { x, trace } = drag;
  if (!Number.isFinite(x) || Math.abs(x - targetX) > SLIDER_TOLERANCE_PX) return false;
  if (trace.length < MIN_POINTS) return false;
  if (trace.some((p) => p.some((n) => !Number.isFinite(n)))) return false;
  for (let i = 1; i < trace.length; i += 1) {
    if ((trace[i]?.[2] ?? 0) < (trace[i - 1]?.[2] ?? 0)) return false;
  }
  const first = trace[0];
  const last = trace[trace.length - 1];
  if (!first || !last) return false;
  const duration = last[2] - first[2];
  if (duration < MIN_DURATION_MS || duration > MAX_DURATION_MS) return false;
  if (Math.abs(last[0] - x) > SLIDER_TOLERANCE_PX) return false;
  return speedVariation(trace) >= MIN_SPEED_VARIATION;
};

const speedVariation = (trace: SliderTrace['trace']): number => {
  const speeds: number[] = [];
  for (let i = 1; i < trace.length; i += 1) {
    const a = trace[i - 1];
    const b = trace[i];
    if (!a || !b) continue;
    const dt = b[2] - a[2];
    if (dt > 0) speeds.push(Math.hypot(b[0] - a[0], b[1] - a[1]) / dt);
  }
  if (speeds.length < 2) return 0;
  const mean = speeds.reduce((s, v) => s + v, 0) / speeds.length;
  if (mean === 0) return 0;
  const variance = speeds.reduce((s, v) => s + (v - mean) ** 2, 0) / speeds.length;
  return Math.sqrt(variance) / mean;
};

/** Picture captcha answers compare case-insensitively, ignoring outer spaces, at most 10 characters. */
export const pictureAnswerMatches = (expected: string, given: string, max = 10): boolean => {
  const g = given.trim();
  return g.length > 0 && g.length <= max && g.toLowerCase() === expected.toLowerCase();
};
