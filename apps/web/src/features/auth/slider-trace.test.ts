import { describe, expect, it } from 'vitest';
import { SliderTraceSchema } from '@qilin/contract';
import {
  createTraceRecorder,
  encodeSliderOutput,
  MAX_TRACE_POINTS,
  thinTrace,
  type TracePoint,
} from './slider-trace.ts';

const decode = (output: string): unknown =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(output), (c) => c.charCodeAt(0))));

describe('slider trace', () => {
  it('records offsets from the drag start, clamped to the track', () => {
    const rec = createTraceRecorder(100, 50, 1000);
    rec.add(90, 50, 1010, 240); // left of the start clamps to 0
    rec.add(150.4, 52, 1100.6, 240);
    rec.add(500, 49, 1300, 240); // past the end clamps to maxX
    expect(rec.points()).toEqual([
      [0, 0, 0],
      [50, 2, 101],
      [240, -1, 300],
    ]);
  });

  it('skips samples that did not move', () => {
    const rec = createTraceRecorder(0, 0, 0);
    rec.add(10, 0, 5, 100);
    rec.add(10, 0, 9, 100);
    expect(rec.points()).toHaveLength(2);
  });

  it('encodes base64 JSON {x, trace} that the contract schema accepts', () => {
    const trace: TracePoint[] = [
      [0, 0, 0],
      [30, 1, 120],
      [121, 2, 480],
    ];
    const decoded = decode(encodeSliderOutput(120.6, trace));
    expect(decoded).toEqual({ x: 121, trace });
    expect(SliderTraceSchema.safeParse(decoded).success).toBe(true);
  });

  it('thins long drags to the contract cap, keeping the first and last sample', () => {
    const long: TracePoint[] = Array.from({ length: 5000 }, (_, i) => [i, 0, i * 2]);
    const thin = thinTrace(long);
    expect(thin).toHaveLength(MAX_TRACE_POINTS);
    expect(thin[0]).toEqual([0, 0, 0]);
    expect(thin.at(-1)).toEqual([4999, 0, 9998]);
    expect(SliderTraceSchema.safeParse(decode(encodeSliderOutput(4999, long))).success).toBe(true);
  });
});
