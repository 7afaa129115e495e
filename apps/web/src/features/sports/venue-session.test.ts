import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GamePath, type VenueLaunchResponse } from '@qilin/contract';
import { memoryStorage } from './test-support.ts';

const apiPost = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api/client.ts', () => ({ apiPost, clearApiCache: () => undefined }));

const SAVED = 'qilin.sportsLaunch';
const launchOf = (token: string): VenueLaunchResponse => ({
  url: '/game/sport/crty',
  enName: 'crty',
  token,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
});

/** The modules fresh, as a page load finds them (the venue session reads sessionStorage when it loads). */
const load = async () => {
  vi.resetModules();
  const { useSession } = await import('../../shared/session/store.ts');
  const venue = await import('./venue-session.ts');
  return { useSession, ...venue };
};

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  apiPost.mockReset();
  apiPost.mockImplementation(() => Promise.resolve(launchOf(`venue-${apiPost.mock.calls.length}`)));
});
afterEach(() => vi.unstubAllGlobals());

describe('the sports venue session belongs to its member (SPEC §2.5 guard 5)', () => {
  it('launches the lobby: enName and gameCode crty', async () => {
    const { useSession, launchSports } = await load();
    useSession.getState().setLogin('login-a', 'A');
    await launchSports();
    expect(apiPost).toHaveBeenCalledWith(
      GamePath.launch,
      { enName: 'crty', gameCode: 'crty' },
      { silent: true },
    );
  });

  it('a logout drops the launch, in memory and in sessionStorage', async () => {
    const { useSession, useVenueSession, launchSports } = await load();
    useSession.getState().setLogin('login-a', 'A');
    await launchSports();
    expect(useVenueSession.getState().launch?.token).toBe('venue-1');
    expect(sessionStorage.getItem(SAVED)).not.toBeNull();
    useSession.getState().clear();
    expect(useVenueSession.getState().launch).toBeNull();
    expect(sessionStorage.getItem(SAVED)).toBeNull();
  });

  it("another member's login or an expired login drops it too", async () => {
    const { useSession, useVenueSession, launchSports } = await load();
    const { bus } = await import('../../shared/events/bus.ts');
    useSession.getState().setLogin('login-a', 'A');
    await launchSports();
    useSession.getState().setLogin('login-b', 'B');
    expect(useVenueSession.getState().launch).toBeNull();
    await launchSports();
    expect(useVenueSession.getState().launch?.token).toBe('venue-2');
    bus.emit('login_expired');
    expect(useVenueSession.getState().launch).toBeNull();
  });

  it('keeps the launch while the same member stays logged in', async () => {
    const { useSession, useVenueSession, launchSports } = await load();
    useSession.getState().setLogin('login-a', 'A');
    await launchSports();
    useSession.getState().setMember(null);
    expect(useVenueSession.getState().launch?.token).toBe('venue-1');
  });

  it("ignores a launch saved in this tab for another member, and reads the member's own", async () => {
    localStorage.setItem('qilin.token', 'login-b');
    localStorage.setItem('qilin.userId', 'B');
    sessionStorage.setItem(SAVED, JSON.stringify({ ...launchOf('venue-of-a'), owner: 'A' }));
    expect((await load()).useVenueSession.getState().launch).toBeNull();
    expect(sessionStorage.getItem(SAVED)).toBeNull();

    sessionStorage.setItem(SAVED, JSON.stringify({ ...launchOf('venue-of-b'), owner: 'B' }));
    expect((await load()).useVenueSession.getState().launch?.token).toBe('venue-of-b');
  });

  it('does not store an answer that arrives after its member logged out', async () => {
    const { useSession, useVenueSession, launchSports } = await load();
    useSession.getState().setLogin('login-a', 'A');
    let answer: (v: VenueLaunchResponse) => void = () => undefined;
    apiPost.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const pending = launchSports();
    useSession.getState().setLogin('login-b', 'B');
    answer(launchOf('venue-of-a'));
    await pending;
    expect(useVenueSession.getState().launch).toBeNull();
    expect(sessionStorage.getItem(SAVED)).toBeNull();
  });
});
