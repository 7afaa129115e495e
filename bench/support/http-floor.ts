import { availableParallelism } from 'node:os';
import Fastify from 'fastify';
import { machineBusySeconds } from './cpu.ts';
import { runLoad } from './load-client.ts';
import { fmt } from './stats.ts';

/**
 * The floor under any HTTP figure on this machine: a bare Fastify route that parses a small JSON body and
 * answers a small envelope, no database, driven by the same load process at the same concurrency. Its
 * machine CPU per request is what a request costs before our server does anything; weighed against
 * pgbench's CPU per transaction it says which "x TPC-B" targets this machine can reach at all.
 */
export const measureHttpFloor = async (
  seconds: number,
  concurrency: number,
): Promise<{ rate: number; cpuMsPerRequest: number | null; clientMsPerRequest: number }> => {
  const app = Fastify({ logger: false });
  app.post('/floor', async (request) => ({
    status_code: 6000,
    message: 'ok',
    data: { echo: (request.body as { n?: string }).n ?? '' },
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const job = {
      base,
      path: '/floor',
      sessions: [{ headers: { 'idempotency-key': '$ID' }, bodies: [JSON.stringify({ n: '$ID' })] }],
    };
    await runLoad({ ...job, mode: 'closed', concurrency, seconds: 1 });
    const busy0 = machineBusySeconds();
    const { rate, cpuS } = await runLoad({ ...job, mode: 'closed', concurrency, seconds });
    const busy1 = machineBusySeconds();
    const cpuMsPerRequest =
      busy0 !== null && busy1 !== null ? ((busy1 - busy0) * 1000) / (rate * seconds) : null;
    return { rate, cpuMsPerRequest, clientMsPerRequest: (cpuS * 1000) / (rate * seconds) };
  } finally {
    await app.close();
  }
};

/**
 * Prints the floor and, for an operation that needs `requests` HTTP round trips and must reach `target`
 * times pgbench's tps, the most such operations the machine could serve if they cost nothing else.
 */
export const printHttpFloor = (
  floor: { rate: number; cpuMsPerRequest: number | null; clientMsPerRequest: number },
  requests: number,
  target: number,
  baseline: number | null,
) => {
  const perRequest = floor.cpuMsPerRequest;
  console.log(
    `  floor: a bare Fastify JSON route serves ${fmt(floor.rate)} requests/s${perRequest ? ` at ${fmt(perRequest, 2)} ms machine CPU each` : ''} (the load client's share ${fmt(floor.clientMsPerRequest, 2)} ms)`,
  );
  if (!perRequest || !baseline) return;
  // Every core's CPU, spent on nothing but the HTTP round trips.
  const ceiling = (availableParallelism() * 1_000) / (perRequest * requests);
  console.log(
    `  with ${requests} HTTP round trip${requests > 1 ? 's' : ''} per operation and nothing else, the ceiling is ~${fmt(ceiling)}/s = ${fmt(ceiling / baseline, 2)}x TPC-B (target ${target}x)`,
  );
};
