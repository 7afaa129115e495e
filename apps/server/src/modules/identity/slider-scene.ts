import { randomInt } from 'node:crypto';

/** Geometry of our slider challenge (the widget draws at these sizes). */
export const SLIDER = { width: 300, height: 160, pieceSize: 48, knob: 7 } as const;

interface Scene {
  hue: number;
  sun: { x: number; y: number; r: number };
  ridges: { points: number[]; shade: number }[];
  clouds: { x: number; y: number; w: number }[];
}

/** A calm random landscape: gradient sky, a sun, clouds and three ridges of hills. */
const randomScene = (): Scene => {
  const { width, height } = SLIDER;
  const ridge = (base: number, amp: number) =>
    Array.from({ length: 7 }, (_, i) => base - randomInt(0, amp) + (i % 2 === 0 ? 0 : amp / 3));
  return {
    hue: randomInt(0, 360),
    sun: { x: randomInt(30, width - 30), y: randomInt(20, 60), r: randomInt(12, 22) },
    ridges: [
      { points: ridge(height * 0.55, 30), shade: 62 },
      { points: ridge(height * 0.7, 26), shade: 48 },
      { points: ridge(height * 0.85, 20), shade: 34 },
    ],
    clouds: Array.from({ length: 3 }, () => ({
      x: randomInt(0, width),
      y: randomInt(15, 70),
      w: randomInt(30, 60),
    })),
  };
};

const ridgePath = (points: number[]): string => {
  const { width, height } = SLIDER;
  const step = width / (points.length - 1);
  const coords = points.map((y, i) => `${(i * step).toFixed(1)},${y.toFixed(1)}`);
  return `M0,${height} L${coords.join(' L')} L${width},${height} Z`;
};

const sceneSvg = (s: Scene): string => {
  const { width, height } = SLIDER;
  const sky = `hsl(${s.hue},70%,78%)`;
  const horizon = `hsl(${(s.hue + 40) % 360},80%,90%)`;
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/>`,
    `<stop offset="1" stop-color="${horizon}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${s.sun.x}" cy="${s.sun.y}" r="${s.sun.r}" fill="hsl(45,100%,75%)" opacity="0.9"/>`,
    ...s.clouds.map(
      (c) => `<ellipse cx="${c.x}" cy="${c.y}" rx="${c.w / 2}" ry="${c.w / 6}" fill="#fff" opacity="0.7"/>`,
    ),
    ...s.ridges.map(
      (r) => `<path d="${ridgePath(r.points)}" fill="hsl(${(s.hue + 150) % 360},35%,${r.shade}%)"/>`,
    ),
  ].join('');
};

/** The jigsaw outline at (x, y): a square body with a knob on top and one on the right. */
const piecePath = (x: number, y: number): string => {
  const { pieceSize: size, knob: k } = SLIDER;
  const b = size - k;
  const mid = b / 2;
  return [
    `M${x},${y + k} H${x + mid - k} A${k},${k} 0 1 1 ${x + mid + k},${y + k} H${x + b}`,
    `V${y + k + mid - k} A${k},${k} 0 1 1 ${x + b},${y + k + mid + k} V${y + k + b} H${x} Z`,
  ].join(' ');
};

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

export interface SliderImages {
  targetX: number;
  pieceY: number;
  background: string;
  piece: string;
}

/** Background with the notch at a random x, and the piece cut from the same scene. */
export const drawSlider = (): SliderImages => {
  const { width, height, pieceSize } = SLIDER;
  const targetX = randomInt(pieceSize + 20, width - pieceSize - 10);
  const pieceY = randomInt(8, height - pieceSize - 8);
  const scene = sceneSvg(randomScene());
  const notch = `<path d="${piecePath(targetX, pieceY)}" fill="rgba(0,0,0,0.45)" stroke="#fff" stroke-width="1.5"/>`;
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scene}${notch}</svg>`;
  const piece = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pieceSize}" height="${pieceSize}" viewBox="${targetX} ${pieceY} ${pieceSize} ${pieceSize}">`,
    `<clipPath id="cut"><path d="${piecePath(targetX, pieceY)}"/></clipPath>`,
    `<g clip-path="url(#cut)">${scene}</g>`,
    `<path d="${piecePath(targetX, pieceY)}" fill="none" stroke="#fff" stroke-width="2"/></svg>`,
  ].join('');
  return { targetX, pieceY, background: dataUri(background), piece: dataUri(piece) };
};
