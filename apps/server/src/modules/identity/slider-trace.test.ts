import { describe, expect, it } from 'vitest';
import { decodeSliderOutput, isHumanDrag, pictureAnswerMatches } from './slider-trace.ts';

type Point = [number, number, number];
const eased = (x: number, ms = 600, n = 20): Point[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    const e = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    return [Math.round(e * x), i % 4 === 0 ? 1 : 0, Math.round(t * ms)];
  });

describe('slider drag check', () => {
  it('accepts an eased drag that ends on the gap (within 6 px)', () => {
    expect(isHumanDrag({ x: 120, trace: eased(120) }, 120)).toBe(true);
    expect(isHumanDrag({ x: 126, trace: eased(126) }, 120)).toBe(true);
    expect(isHumanDrag({ x: 114, trace: eased(114) }, 120)).toBe(true);
  });

  it('refuses a drop more than 6 px away', () => {
    expect(isHumanDrag({ x: 127, trace: eased(127) }, 120)).toBe(false);
    expect(isHumanDrag({ x: 113, trace: eased(113) }, 120)).toBe(false);
  });

  it('refuses fewer than 5 points', () => {
    expect(isHumanDrag({ x: 120, trace: eased(120, 600, 3) }, 120)).toBe(false);
  });

  it('refuses time running backwards', () => {
    const trace = eased(120);
    const a = trace[5];
    const b = trace[6];
    if (a && b) [a[2], b[2]] = [b[2], a[2]];
    expect(isHumanDrag({ x: 120, trace }, 120)).toBe(false);
  });

  it('refuses a drag faster than 200 ms', () => {
    expect(isHumanDrag({ x: 120, trace: eased(120, 150) }, 120)).toBe(false);
  });

  it('refuses constant velocity (a script interpolating evenly), whatever the pixel rounding', () => {
    const trace: Point[] = Array.from({ length: 12 }, (_, i) => [i * 10, 0, i * 50]);
    expect(isHumanDrag({ x: 110, trace }, 110)).toBe(false);
    for (let x = 48; x <= 260; x += 1) {
      const rounded: Point[] = Array.from({ length: 10 }, (_, i) => [Math.round((x * i) / 9), 0, i * 50]);
      expect(isHumanDrag({ x, trace: rounded }, x), `x=${x}`).toBe(false);
    }
  });

  it('refuses a trace whose end is far from the claimed x', () => {
    expect(isHumanDrag({ x: 120, trace: eased(60) }, 120)).toBe(false);
  });

  it('decodes base64 JSON and rejects anything else', () => {
    const good = Buffer.from(JSON.stringify({ x: 1, trace: [[0, 0, 0]] })).toString('base64');
    expect(decodeSliderOutput(good)).toEqual({ x: 1, trace: [[0, 0, 0]] });
    expect(decodeSliderOutput('not base64 json')).toBeNull();
    expect(decodeSliderOutput(Buffer.from('{"x":"a"}').toString('base64'))).toBeNull();
  });
});

describe('picture captcha answer', () => {
  it('compares case-insensitively and ignores outer spaces', () => {
    expect(pictureAnswerMatches('aB3d', 'ab3D')).toBe(true);
    expect(pictureAnswerMatches('aB3d', ' AB3D ')).toBe(true);
  });
  it('refuses wrong, empty and over-long answers', () => {
    expect(pictureAnswerMatches('aB3d', 'aB3e')).toBe(false);
    expect(pictureAnswerMatches('aB3d', '')).toBe(false);
    expect(pictureAnswerMatches('abcdefghijk', 'abcdefghijk')).toBe(false);
  });
});
