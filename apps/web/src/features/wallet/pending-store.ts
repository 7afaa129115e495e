import { create } from 'zustand';
import { useSession } from '../../shared/session/store.ts';

/**
 * Venue transfers the venue has not confirmed yet (venue/transfer or recycle answered `pending`): the money
 * waits on the server and is settled by its order query. The wallet pages show these venues as 待确认 and
 * poll until the centre balance reports no money pending any more.
 */
interface PendingState {
  /** channelCode -> when it was marked (ms). */
  venues: Record<string, number>;
  mark: (channelCode: string, at: number) => void;
  /** Clears every mark older than a balance answer that showed nothing pending. */
  settle: (answeredAt: number) => void;
}

export const usePendingVenues = create<PendingState>()((set) => ({
  venues: {},
  mark: (channelCode, at) => set((s) => ({ venues: { ...s.venues, [channelCode]: at } })),
  settle: (answeredAt) =>
    set((s) => {
      const left = Object.fromEntries(Object.entries(s.venues).filter(([, at]) => at >= answeredAt));
      return Object.keys(left).length === Object.keys(s.venues).length ? s : { venues: left };
    }),
}));

/**
 * The marks are the member's who made the transfers: a logout or another member's login in this tab
 * drops them, or the next member would see 待确认 on a venue until a balance answer cleared it.
 */
useSession.subscribe((now, before) => {
  if ((now.token ? now.userId : null) === (before.token ? before.userId : null)) return;
  usePendingVenues.setState({ venues: {} });
});
