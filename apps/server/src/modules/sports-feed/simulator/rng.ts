import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A small seeded random source (mulberry32), so fixtures and match events repeat for the same seed. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** FNV-1a over the string: turns "seed:league:date" into a 32-bit seed. */
export const hashSeed = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

const rngOf = (next: () => number): Rng => ({
  next,
  int: (min, max) => min + Math.floor(next() * (max - min + 1)),
  pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
});

export const createRng = (seed: number | string): Rng => {
  let a = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return rngOf(next);
};

/** A fresh secret for a match's draws (MatchState.nonce): 128 random bits. */
export const newNonce = (): string => randomBytes(16).toString('hex');

/** Uniform in [0, 1) from the system's CSPRNG (48 bits): for draws nobody may reproduce. */
export const secureRandom = (): number => randomInt(2 ** 48 - 1) / (2 ** 48 - 1);

/** The match's secret, given one now if its state predates them. */
export const nonceOf = (state: { nonce?: string }): string => (state.nonce ??= newNonce());

/**
 * A random source that only the holder of `secret` can reproduce: its 128-bit state is SHA-256 of the
 * secret and `parts` (sfc32, Doty-Humphrey's small fast chaotic generator). Match results are drawn from
 * these, keyed by the match's own secret nonce: a source seeded by the game id alone (as before) let
 * anyone with the code compute every simulated result and outright winner before it happened, and a
 * 32-bit seed could be searched from a few observed events.
 */
export const secretRng = (secret: string, ...parts: readonly (string | number)[]): Rng => {
  const key = createHash('sha256')
    .update([secret, ...parts].join('\u0000'))
    .digest();
  let a = key.readUInt32LE(0);
  let b = key.readUInt32LE(4);
  let c = key.readUInt32LE(8);
  let d = key.readUInt32LE(12);
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i += 1) next();
  return rngOf(next);
};

/** Knuth's Poisson sampler: fine for the small means a match period has. */
export const poisson = (rng: Rng, mean: number): number => {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k += 1;
    p *= rng.next();
  }
  return k;
};

/** Standard normal by Box–Muller (one of the pair; the simulator needs few). */
export const normal = (rng: Rng): number => {
  const u = 1 - rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
};

/**
 * Gamma(shape, 1) by Marsaglia & Tsang ("A simple method for generating gamma variables", ACM TOMS 26,
 * 2000); a shape below 1 uses their boost Gamma(shape + 1) * U^(1 / shape).
 */
export const gamma = (rng: Rng, shape: number): number => {
  if (shape < 1) return gamma(rng, shape + 1) * Math.pow(1 - rng.next(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = normal(rng);
    const v = (1 + c * x) ** 3;
    if (v <= 0) continue;
    const u = 1 - rng.next();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
};

/**
 * Negative binomial with this mean and size (dispersion): variance mean + mean^2 / size. By inversion
 * over the pmf, fine for the small means one slice of an inning has.
 */
export const negativeBinomial = (rng: Rng, mean: number, size: number): number => {
  if (mean <= 0) return 0;
  const ratio = mean / (size + mean);
  let p = Math.pow(size / (size + mean), size);
  let cdf = p;
  const u = rng.next();
  let k = 0;
  // Rounding leaves the summed pmf a hair under 1: stop once the tail left is below what a double resolves.
  while (u > cdf && !(p < 1e-16 && k > mean)) {
    p *= ((k + size) / (k + 1)) * ratio;
    k += 1;
    cdf += p;
  }
  return k;
};

/** A value of weighted `[value, weight]` pairs whose weights sum to 1. */
export const pickWeighted = (rng: Rng, values: readonly (readonly [number, number])[]): number => {
  let x = rng.next();
  for (const [v, w] of values) {
    x -= w;
    if (x <= 0) return v;
  }
  return values[0]?.[0] ?? 1;
};
