import { fork } from 'node:child_process';
import path from 'node:path';

/** One member's requests: headers (a value '$ID' becomes a fresh id per call) and bodies to cycle through. */
export interface LoadSession {
  headers: Record<string, string>;
  /** JSON bodies; '$ID' becomes a fresh random id per call, '$TS' the current time in ms. */
  bodies: string[];
  /** The server this member talks to, when not the job's `base` (several server processes). */
  base?: string;
}

export interface LoadJob {
  base: string;
  path: string;
  sessions: LoadSession[];
  mode: 'closed' | 'open';
  seconds: number;
  /** closed loop: calls outstanding at once. */
  concurrency?: number;
  /** open loop: calls started per second. */
  rate?: number;
  /** open loop: seconds at the same rate before the measured ones, not counted (default 1). */
  warmupSeconds?: number;
}

export interface LoadResult {
  /** closed: completed calls per second; open: the rate asked. */
  rate: number;
  /** open loop: each call's latency in ms, measured from its scheduled start. */
  latencies: number[];
  refused: number;
  firstRefusal: string;
  /** CPU seconds the load process itself spent on the job: the part of the machine's CPU that is the client's. */
  cpuS: number;
}

/**
 * Runs a load job in a separate Node process, so the process under test pays only for serving requests.
 * (On this 2-core machine the load still competes for the CPU, as a real client on the same host would.)
 */
export const runLoad = (job: LoadJob): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'load-worker.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
    child.send(job);
  });
