import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../shared/session/store.ts';
import { usePendingVenues } from './pending-store.ts';

describe('pending venue marks', () => {
  beforeEach(() => {
    useSession.setState({ token: 'token-a', userId: 'a', member: null });
    usePendingVenues.setState({ venues: {} });
  });

  it('are dropped when the member logs out, so the next one never sees 待确认 on their venues', () => {
    usePendingVenues.getState().mark('demo', 1_000);
    useSession.setState({ token: null, userId: null, member: null });
    expect(usePendingVenues.getState().venues).toEqual({});
  });

  it('are dropped when another member logs in, and kept while the same one stays', () => {
    usePendingVenues.getState().mark('demo', 1_000);
    useSession.setState({ member: null });
    expect(usePendingVenues.getState().venues).toEqual({ demo: 1_000 });
    useSession.setState({ token: 'token-b', userId: 'b', member: null });
    expect(usePendingVenues.getState().venues).toEqual({});
  });

  it('clear only the marks older than a balance answer that showed nothing pending', () => {
    usePendingVenues.getState().mark('demo', 1_000);
    usePendingVenues.getState().mark('other', 3_000);
    usePendingVenues.getState().settle(2_000);
    expect(usePendingVenues.getState().venues).toEqual({ other: 3_000 });
  });
});
