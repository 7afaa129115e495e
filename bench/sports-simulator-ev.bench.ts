/**
 * Does the simulated world pay back less than it takes? For every sport, BENCH_MATCHES (default 3000)
 * matches are played straight through the simulator's match-state machine at the runner's 10-second slices;
 * the winner, handicap and total markets are priced before kick-off and in play (at 25%, 50%, 75% and 90%
 * of regulation or BENCH_CHECKPOINTS, after the first set in set sports, once markets are not suspended),
 * and every offered
 * selection is settled on the result as the sportsbook settles it.
 *
 * Prints, per sport and moment, the selections whose return per unit stake at the offered odds is highest
 * (with its standard error) and the largest calibration residual z (stake won minus the fair probability
 * times the stake decided, over its standard error: |z| > 4 means the results do not follow the prices).
 * A calibrated simulator returns ~0.95-0.975 everywhere (the 5% margin). Asserts nothing; the unit test
 * simulator/calibration.test.ts holds the pre-match checks.
 *
 * BENCH_LEAGUE plays every fixture in that league (default a league without special rules; SRU: Super
 * Rugby's golden point, MLB: the runner on second). BENCH_RESIDUALS=z lists every selection whose residual
 * |z| is at least z (with its residual and n), not only the largest. BENCH_MAX_MARGIN=n prices in play only
 * the matches within n points (goals, runs) of each other at the checkpoint (0: level games only).
 */
import type { SportCode } from '@qilin/contract';
import type { PricedMarket } from '@qilin/sportsbook';
import {
  finalScoreOf,
  mainMarkets,
  playOut,
  sampleFixtures,
  settleAll,
  tallyInto,
  type Tally,
} from '../apps/server/src/modules/sports-feed/simulator/calibration-support.ts';
import { remainingFraction } from '../apps/server/src/modules/sports-feed/simulator/match-state.ts';
import { SPORTS } from '../apps/server/src/modules/sports-feed/simulator/sports.ts';

const MATCHES = Number(process.env.BENCH_MATCHES ?? 3000);
const ONLY = process.env.BENCH_SPORTS?.split(',') as SportCode[] | undefined;
const SLICE = 10;
const CHECKPOINTS = (process.env.BENCH_CHECKPOINTS ?? '0.25,0.5,0.75,0.9').split(',').map(Number);
const LEAGUE = process.env.BENCH_LEAGUE ?? 'CAL';
const LIST_Z = process.env.BENCH_RESIDUALS === undefined ? Infinity : Number(process.env.BENCH_RESIDUALS);
const MAX_MARGIN = Number(process.env.BENCH_MAX_MARGIN ?? Infinity);

const report = (
  sport: SportCode,
  moment: string,
  residuals: Map<string, Tally>,
  payouts: Map<string, Tally>,
) => {
  const judged = [...payouts].filter(([, t]) => t.n >= 100);
  if (judged.length === 0) return;
  const best = judged.sort((a, b) => b[1].z(1) - a[1].z(1)).slice(0, 3);
  const worstZ = [...residuals]
    .filter(([, t]) => t.n >= 100)
    .sort((a, b) => Math.abs(b[1].z()) - Math.abs(a[1].z()))[0];
  const returns = best.map(([k, t]) => `${k} ${t.mean.toFixed(3)}±${t.se.toFixed(3)} (n ${t.n})`).join(', ');
  const z = worstZ ? `${worstZ[0]} z ${worstZ[1].z().toFixed(1)}` : '-';
  console.log(`${sport} ${moment.padEnd(8)} top returns: ${returns}; largest residual: ${z}`);
  for (const [key, t] of [...residuals].filter(([, t]) => t.n >= 100 && Math.abs(t.z()) >= LIST_Z))
    console.log(`    ${key} residual ${t.mean.toFixed(4)} z ${t.z().toFixed(1)} (n ${t.n})`);
};

for (const sport of Object.keys(SPORTS) as SportCode[]) {
  if (ONLY && !ONLY.includes(sport)) continue;
  const def = SPORTS[sport];
  const started = performance.now();
  const residuals = new Map<string, Map<string, Tally>>();
  const payouts = new Map<string, Map<string, Tally>>();
  const priced = new Map<string, PricedMarket[]>();
  for (const fixture of sampleFixtures(sport, MATCHES, Math.min(MATCHES, 300), 'bench', LEAGUE)) {
    if (!priced.has(fixture.teamH)) priced.set(fixture.teamH, mainMarkets(fixture));
    const taken: [string, PricedMarket[]][] = [['pre', priced.get(fixture.teamH)!]];
    const pending = def.kind === 'sets' ? ['set 1'] : CHECKPOINTS.map((c) => `${c * 100}%`);
    const state = playOut(fixture, SLICE, (_, after) => {
      const next = pending[0];
      if (!next || after.status === 'finished' || after.clock < after.suspendedUntil) return;
      const due =
        def.kind === 'sets'
          ? after.sets.length >= 1
          : 1 - remainingFraction(def, after) >= Number.parseFloat(next) / 100;
      if (!due) return;
      pending.shift();
      if (Math.abs(after.score[0] - after.score[1]) > MAX_MARGIN) return;
      try {
        taken.push([next, mainMarkets(fixture, structuredClone(after))]);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
      }
    });
    const final = finalScoreOf(fixture, state);
    for (const [moment, markets] of taken) {
      if (!residuals.has(moment)) residuals.set(moment, new Map());
      if (!payouts.has(moment)) payouts.set(moment, new Map());
      for (const o of settleAll(markets, final)) {
        tallyInto(residuals.get(moment)!, o.key, o.residual);
        tallyInto(payouts.get(moment)!, o.key, o.payout);
      }
    }
  }
  for (const [moment, r] of residuals) report(sport, moment, r, payouts.get(moment)!);
  console.log(`${sport}: ${MATCHES} matches in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
