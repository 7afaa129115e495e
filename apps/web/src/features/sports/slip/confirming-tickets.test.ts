// @vitest-environment happy-dom
import type { Ticket } from '@qilin/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The module as a fresh page of the same browser session loads it: new memory, the same sessionStorage. */
const freshPage = async () => {
  vi.resetModules();
  return import('./confirming-tickets.ts');
};
const ticket = (ticket_id: string, status: string, statusText = '') =>
  ({ ticket_id, status, statusText }) as Ticket;

beforeEach(() => sessionStorage.clear());

describe('tickets a reload left in their in-play delay', () => {
  it('are taken up on the next page and told once, not while this page still follows them', async () => {
    const first = await freshPage();
    first.rememberConfirming('t1');
    first.rememberConfirming('t2');
    first.forgetConfirming('t2');
    expect(first.leftConfirming()).toEqual([]);

    const next = await freshPage();
    expect(next.leftConfirming()).toEqual(['t1']);
    const told: Ticket[] = [];
    await next.resumeConfirming(
      async (id) => ticket(id, 'rejected', '盘口暂停，注单未被接受'),
      (t) => told.push(t),
    );
    expect(told.map((t) => [t.ticket_id, t.statusText])).toEqual([['t1', '盘口暂停，注单未被接受']]);
    expect((await freshPage()).leftConfirming()).toEqual([]);
  });

  it('keeps a ticket whose fate is not known yet for a later page, and tells nothing of it', async () => {
    (await freshPage()).rememberConfirming('t3');
    const next = await freshPage();
    const tell = vi.fn();
    await next.resumeConfirming(async (id) => ticket(id, 'confirming'), tell);
    await next.resumeConfirming(async () => null, tell);
    expect(tell).not.toHaveBeenCalled();
    expect((await freshPage()).leftConfirming()).toEqual(['t3']);
  });

  it('forgets without a word a ticket the server never received (nothing was staked)', async () => {
    (await freshPage()).rememberConfirming('t4');
    const next = await freshPage();
    const tell = vi.fn();
    await next.resumeConfirming(async () => 'gone', tell);
    expect(tell).not.toHaveBeenCalled();
    expect((await freshPage()).leftConfirming()).toEqual([]);
  });
});
