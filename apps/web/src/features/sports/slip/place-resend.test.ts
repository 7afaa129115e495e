// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, GamePath, type PlaceBetRequest } from '@qilin/contract';
import { useVenueSession } from '../venue-session.ts';
import { placeTicket } from './place.ts';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../shared/ui/toast.ts', () => ({
  toast: { error: (m: string) => toasts.push(m), warning: () => 0, success: () => 0, info: () => 0 },
}));

const request: Omit<PlaceBetRequest, 'ticket_id'> = {
  type: 'single',
  stake: '50',
  oddsType: 'H',
  acceptOdds: 'better',
  legs: [{ gameId: '100000001', w: 'R', r: 'H', line: -0.5, odds: 1.84 }],
};

/** The bodies placeBet was sent with; the first send's answer is lost (the server booked it). */
const bodies: string[] = [];
beforeEach(() => {
  bodies.length = 0;
  toasts.length = 0;
  useVenueSession.setState({
    launch: { url: '/game/sport/crty', enName: 'crty', token: 'venue-1', expiresAt: '2099-01-01T00:00:00Z' },
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    expect(url).toBe(GamePath.resource);
    bodies.push(String(init.body));
    if (bodies.length === 1) throw new TypeError('Failed to fetch');
    const { Request: sent } = JSON.parse(String(init.body)) as { Request: { ticket_id: string } };
    const ticket = { ticket_id: sent.ticket_id, status: 'accepted' };
    return new Response(JSON.stringify({ status_code: Code.Success, data: ticket, message: '' }));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('placeBet whose answer was lost (the ticket was booked)', () => {
  it('is sent again with the same ticket_id and body, and the slip gets the booked ticket, not 网络连接失败', async () => {
    const ticket = await placeTicket(request);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
    const first = JSON.parse(bodies[0]!) as { method: string; Request: { ticket_id: string } };
    expect(first.method).toBe('placeBet');
    expect(ticket).toMatchObject({ ticket_id: first.Request.ticket_id, status: 'accepted' });
    expect(toasts).toEqual([]);
  });
});
