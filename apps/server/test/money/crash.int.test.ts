import { afterAll, describe, expect, it } from 'vitest';
import {
  Code,
  FundsPath,
  OperatorPath,
  type Balance,
  type Envelope,
  type LedgerCheckResult,
} from '@qilin/contract';
import { databaseTargets } from '../harness.ts';
import { processServer, type ProcessServer } from '../process-server.ts';
import { newKey, operatorHeaders, postJson, registerMember, type MemberSession } from './http-client.ts';

interface Job {
  key: string;
  member: number;
  first: Envelope<{ transferId: string }> | null;
}

/** Sends one job until it has an answer, through crashes (network errors) and 6011 (still pending). */
const untilAnswered = async (send: () => Promise<Envelope<{ transferId: string }>>) => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const res = await send();
      if (res.status_code !== Code.FrequentSubmission) return res;
    } catch {
      // the server is down or restarting
    }
    if (attempt > 200) throw new Error('no answer after 200 attempts');
    await new Promise((r) => setTimeout(r, 250));
  }
};

for (const target of databaseTargets()) {
  describe(`crash under load [${target.kind}]`, () => {
    let server: ProcessServer;
    afterAll(async () => {
      await server?.cleanup();
    });

    it('kill -9 mid-load, restart: the ledger checks out and retries with the same keys apply exactly once', async () => {
      server = await processServer(target);
      await server.start();
      const members: MemberSession[] = [];
      for (let i = 0; i < 3; i += 1) members.push(await registerMember(server.url));
      let op = await operatorHeaders(server.url);
      const jobs: Job[] = Array.from({ length: 300 }, (_, i) => ({
        key: newKey(),
        member: i % 3,
        first: null,
      }));
      const send = (job: Job, headers: Record<string, string>) =>
        postJson<{ transferId: string }>(
          server.url,
          OperatorPath.walletCredit,
          { username: members[job.member]!.name, amount: '1.00', reason: '崩溃测试' },
          { ...headers, 'idempotency-key': job.key },
        );

      // Load from 12 workers; the server is killed once a third of the jobs have answers.
      let answered = 0;
      let next = 0;
      let killed: Promise<void> | null = null;
      await Promise.all(
        Array.from({ length: 12 }, async () => {
          while (next < jobs.length && !killed) {
            const job = jobs[next++]!;
            try {
              job.first = await send(job, op);
              answered += 1;
              if (answered === 100) killed = server.kill();
            } catch {
              // in flight when the process died: unknown outcome, retried below
            }
          }
        }),
      );
      await killed;
      expect(answered).toBeGreaterThanOrEqual(100);
      expect(answered).toBeLessThan(jobs.length);

      await server.start();
      op = await operatorHeaders(server.url);
      const retried = await Promise.all(jobs.map((job) => untilAnswered(() => send(job, op))));
      retried.forEach((res, i) => {
        expect(res.status_code, res.message).toBe(Code.Success);
        // Whatever was answered before the crash is answered identically after it.
        const first = jobs[i]!.first;
        if (first?.status_code === Code.Success) expect(res.data.transferId).toBe(first.data.transferId);
      });
      for (let m = 0; m < 3; m += 1) {
        const balance = await postJson<Balance>(server.url, FundsPath.getBalance, {}, members[m]!.headers);
        expect(balance.data.centerWalletBalance).toBe(`${jobs.filter((j) => j.member === m).length}.00`);
      }
      const check = await postJson<LedgerCheckResult>(server.url, OperatorPath.ledgerCheck, {}, op);
      expect(check.data.problems).toEqual([]);
      expect(check.data.transfers).toBe(jobs.length);
      await server.stop();
    }, 180_000);
  });
}
