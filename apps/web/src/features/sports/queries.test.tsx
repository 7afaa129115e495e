// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VenueLaunchResponse } from '@qilin/contract';
import { queryClient } from '../../shared/api/query-client.ts';
import { useSession } from '../../shared/session/index.ts';
import { DEFAULT_FILTERS, applyFilter, type SportsFilters } from './filters.ts';
import { useLeagues, useMatchList } from './queries.ts';
import { useVenueSession } from './venue-session.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every resource call the page makes, by method and its sport. */
const calls: string[] = [];
vi.mock('./api.ts', () => ({
  resource: (method: string, params: { gameType?: string }) => {
    calls.push(`${method}:${params.gameType ?? ''}`);
    return Promise.resolve(
      method === 'matches' ? { leagues: [], epoch: 'e', offset: 0 } : { leagues: [], total: 0 },
    );
  },
}));
// The rows' socket is not under test: a list only seeds and watches its channels.
vi.mock('./live/sports-socket.ts', () => ({
  sportsSocket: { seed: () => undefined, watch: () => () => undefined },
}));

const Page = ({ filters }: { filters: SportsFilters }) => {
  useLeagues(filters);
  useMatchList(filters);
  return null;
};

let root: Root;
const show = async (node: ReactNode) => {
  await act(async () => {
    root.render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
    await new Promise((r) => setTimeout(r, 10));
  });
};

beforeEach(() => {
  calls.length = 0;
  queryClient.clear();
  useSession.setState({ token: 'token', userId: 'u1', member: null });
  useVenueSession.setState({ launch: { url: '/game/sport/crty' } as unknown as VenueLaunchResponse });
  root = createRoot(document.createElement('div'));
});

afterEach(() => {
  act(() => root.unmount());
});

describe('the sport page lists', () => {
  it('are fetched again when the player switches back to a sport seen a moment ago (SPEC §4)', async () => {
    const football = DEFAULT_FILTERS;
    const basketball = applyFilter(football, { sport: 'BK' });
    await show(<Page filters={football} />);
    await show(<Page filters={basketball} />);
    await show(<Page filters={applyFilter(basketball, { sport: 'FT' })} />);
    expect(calls.filter((c) => c.startsWith('matches'))).toEqual(['matches:FT', 'matches:BK', 'matches:FT']);
    expect(calls.filter((c) => c.startsWith('leagues'))).toEqual(['leagues:FT', 'leagues:BK', 'leagues:FT']);
  });
});
