/** One sample of the drag: piece x, pointer y offset, milliseconds since the drag started. */
export type TracePoint = [x: number, y: number, ms: number];

/** The contract caps the trace (SliderTraceSchema); longer drags are thinned, keeping both ends. */
export const MAX_TRACE_POINTS = 2000;

export const thinTrace = (trace: readonly TracePoint[], max: number = MAX_TRACE_POINTS): TracePoint[] => {
  if (trace.length <= max) return [...trace];
  const out: TracePoint[] = [];
  const step = (trace.length - 1) / (max - 1);
  for (let i = 0; i < max; i += 1) {
    const point = trace[Math.round(i * step)];
    if (point) out.push(point);
  }
  return out;
};

/** Records a drag as [[x, y, msSinceStart], ...] in whole pixels and milliseconds. */
export const createTraceRecorder = (startX: number, startY: number, startedAt: number) => {
  const points: TracePoint[] = [[0, 0, 0]];
  return {
    add(clientX: number, clientY: number, at: number, maxX: number): number {
      const x = Math.min(Math.max(0, Math.round(clientX - startX)), Math.round(maxX));
      const y = Math.round(clientY - startY);
      const ms = Math.max(0, Math.round(at - startedAt));
      const last = points[points.length - 1];
      if (!last || last[0] !== x || last[1] !== y) points.push([x, y, ms]);
      return x;
    },
    points(): TracePoint[] {
      return thinTrace(points);
    },
  };
};

const toBase64 = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};

/** `captcha_output` of the slider check: base64 of JSON `{ x, trace }` (contract SliderCheckRequest). */
export const encodeSliderOutput = (x: number, trace: readonly TracePoint[]): string =>
  toBase64(JSON.stringify({ x: Math.round(x), trace: thinTrace(trace) }));
