/**
 * Football pricing speed (issue 4 §1): time to price one match's full market set with
 * priceFootballMarkets (1X2, 9 handicap and 9 total lines, odd/even, BTTS, correct score, and the
 * half-time 1X2 / handicap / total / correct score), over SETS varied inputs, a third of them in play.
 * Baselines measured in the same run: the score matrix alone (scoreMatrix, 16x16) and a 1X2-only price
 * (matrix + fair 1X2 + margin). Target: < 0.2 ms per full set. Prints figures, asserts nothing.
 * BENCH_SETS (default 20000) sets the number of sets.
 *
 * Then American football (priceAmericanFootball: regulation on its scoring chances, whose walks are kept per
 * quote, and NFL overtime): the first price of BENCH_AF_MATCHES (default 100) quotes, then those matches in
 * play, each repriced in turn every 10 game seconds as the feed reprices the matches it plays (a field goal
 * or touchdown now and then, whose time and side the price reads as the feed passes them: the chances left
 * then come a gap after it).
 */
import {
  applyMargin,
  fair1x2,
  priceAmericanFootball,
  priceFootballMarkets,
  scoreMatrix,
  type FootballPricingInput,
} from '@qilin/sportsbook';
import { fmt, percentile } from './support/stats.ts';

const SETS = Number(process.env.BENCH_SETS ?? 20_000);
const WARM_UP = 2_000;

/** Deterministic pseudo-random inputs (mulberry32), so runs compare. */
const random = (() => {
  let seed = 0x5eed;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();

const inputs: FootballPricingInput[] = Array.from({ length: SETS + WARM_UP }, (_, i) => {
  const base = {
    homeGoals: 0.5 + random() * 2.5,
    awayGoals: 0.4 + random() * 2.1,
    rho: -0.15 + random() * 0.2,
    marginPct: 4 + random() * 4,
  };
  if (i % 3 !== 0) return base;
  const minute = Math.floor(random() * 89);
  const goals = () => (random() < 0.6 ? 0 : random() < 0.7 ? 1 : 2);
  return { ...base, inPlay: { minute, score: { home: goals(), away: goals() } } };
});

const time = (label: string, run: (input: FootballPricingInput) => unknown) => {
  for (let i = 0; i < WARM_UP; i += 1) run(inputs[i]!);
  const samples: number[] = new Array(SETS);
  let sink = 0;
  const started = performance.now();
  for (let i = 0; i < SETS; i += 1) {
    const t0 = performance.now();
    const out = run(inputs[WARM_UP + i]!);
    samples[i] = performance.now() - t0;
    if (out) sink += 1;
  }
  const wall = performance.now() - started;
  const mean = samples.reduce((s, x) => s + x, 0) / SETS;
  console.log(
    `${label.padEnd(34)} mean ${fmt(mean * 1000, 1)} µs  p50 ${fmt(percentile(samples, 50) * 1000, 1)} µs  p99 ${fmt(percentile(samples, 99) * 1000, 1)} µs  (${fmt(SETS / (wall / 1000))}/s, ${sink} sets)`,
  );
  return { mean, p99: percentile(samples, 99) };
};

const matrixOnly = time('score matrix only (16x16)', (x) => scoreMatrix(x.homeGoals, x.awayGoals, x.rho));
const oneXTwo = time('1X2 only (matrix + fair + margin)', (x) => {
  const p = fair1x2(scoreMatrix(x.homeGoals, x.awayGoals, x.rho));
  return applyMargin([p.home, p.draw, p.away], x.marginPct);
});
const full = time('full football market set', (x) => priceFootballMarkets(x));
const markets = priceFootballMarkets(inputs[WARM_UP]!).markets.length;

console.log(
  `full set: ${markets} markets; target < 200 µs per set: mean ${fmt(full.mean * 1000, 1)} µs, p99 ${fmt(full.p99 * 1000, 1)} µs`,
);
console.log(`  ratio full set / matrix only: ${fmt(full.mean / matrixOnly.mean, 2)}x`);
console.log(`  ratio full set / 1X2 only:    ${fmt(full.mean / oneXTwo.mean, 2)}x`);

const AF_MATCHES = Number(process.env.BENCH_AF_MATCHES ?? 100);

/** Mean, median and 99th percentile of `samples` (ms) in µs. */
const summary = (samples: number[]) =>
  `mean ${fmt((samples.reduce((s, x) => s + x, 0) / samples.length) * 1000, 1)} µs  p50 ${fmt(percentile(samples, 50) * 1000, 1)} µs  p99 ${fmt(percentile(samples, 99) * 1000, 1)} µs  (${samples.length} prices)`;

const quotes = Array.from({ length: AF_MATCHES }, () => ({
  supremacy: -8 + random() * 16,
  total: 38 + random() * 14,
  sdMargin: 13,
  sdTotal: 13,
  marginPct: 5,
}));
const firstPrices = quotes.map((quote) => {
  const t0 = performance.now();
  priceAmericanFootball(quote);
  return performance.now() - t0;
});
const scores = quotes.map(() => ({ home: 0, away: 0 }));
const lastScores: ({ elapsedMinutes: number; side: 'home' | 'away' } | undefined)[] = quotes.map(
  () => undefined,
);
const reprices: number[] = [];
for (let second = 10; second < 3600; second += 10) {
  quotes.forEach((quote, i) => {
    if (random() < 0.012) {
      const side = random() < 0.5 ? 'home' : 'away';
      scores[i]![side] += random() < 0.55 ? 7 : 3;
      lastScores[i] = { elapsedMinutes: (second - 5) / 60, side };
    }
    const last = lastScores[i];
    const inPlay = { elapsedMinutes: second / 60, score: scores[i]!, ...(last ? { lastScore: last } : {}) };
    const t0 = performance.now();
    priceAmericanFootball({ ...quote, inPlay });
    reprices.push(performance.now() - t0);
  });
}
console.log(`American football, first price of a quote   ${summary(firstPrices)}`);
console.log(`American football, ${AF_MATCHES} matches repriced in play  ${summary(reprices)}`);
