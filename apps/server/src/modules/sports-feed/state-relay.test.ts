import { describe, expect, it, vi } from 'vitest';
import { createMemoryBus } from '../../platform/bus/bus.ts';
import { createCatalog } from './catalog.ts';
import { createChannelLog } from './channels.ts';
import { priceMatch } from './pricing.ts';
import { kickOff, newState } from './simulator/match-state.ts';
import { SPORTS } from './simulator/sports.ts';
import { testFixture } from './simulator/test-fixture.ts';
import { startStatePublisher, startStateReplica } from './state-relay.ts';

const NOW = new Date('2026-11-22T04:00:00Z');
const logger = { warn: vi.fn() };

describe('state relay', () => {
  it("gives a replica the state the simulator prices from, an American football game's last score included", async () => {
    const bus = createMemoryBus();
    const simulator = createCatalog(createChannelLog(), () => NOW);
    const replica = createCatalog(createChannelLog(), () => NOW);
    const fixture = testFixture('AF', '700000001', 0.7, 0.4, 'NFL');
    const state = newState();
    kickOff(state, SPORTS.AF, fixture);
    // 17-14 with 100 s left, home having scored 80 s ago: the one chance left is most likely the away side's.
    Object.assign(state, { period: 4, elapsed: 800, score: [17, 14], lastScore: { at: 3420, side: 0 } });
    const entry = simulator.add(fixture, state);
    const publisher = await startStatePublisher(bus, simulator, logger);
    const following = await startStateReplica(bus, replica, logger);
    await vi.waitFor(() => expect(replica.entries.get(fixture.gameId)).toBeDefined());
    const copy = replica.entries.get(fixture.gameId)!;
    expect(copy.state.lastScore).toEqual({ at: 3420, side: 0 });
    // The replica prices what the simulator prices, which the last score changes.
    expect(copy.markets.length).toBeGreaterThan(0);
    expect(copy.markets).toEqual(entry.markets);
    expect(priceMatch(fixture, { ...state, lastScore: undefined })).not.toEqual(entry.markets);
    await following.close();
    await publisher.close();
    await bus.close();
  });
});
