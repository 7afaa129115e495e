import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, GamePath, type VenueLaunchResponse } from '@qilin/contract';
import { ApiError } from '../../shared/api/api-error.ts';
import { bus, type TipsOptions } from '../../shared/events/bus.ts';
import { useSession } from '../../shared/session/store.ts';
import { resource } from './api.ts';
import { memoryStorage } from './test-support.ts';
import { useVenueSession } from './venue-session.ts';

const apiPost = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api/client.ts', async () => ({
  ...(await vi.importActual<object>('../../shared/api/api-error.ts')),
  apiPost,
  clearApiCache: () => undefined,
}));

const launchOf = (token: string): VenueLaunchResponse => ({
  url: '/game/sport/crty',
  enName: 'crty',
  token,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
});

let launches = 0;
beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  launches = 0;
  apiPost.mockReset();
  apiPost.mockImplementation((path: string) => {
    if (path !== GamePath.launch)
      return Promise.reject(new ApiError(Code.UidVerificationError, '数据异常，请重新进入游戏'));
    launches += 1;
    return Promise.resolve(launchOf(`venue-${launches}`));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('6302 on the resource call (SPEC §8.3)', () => {
  it('shows one re-enter dialog and launches the venue once, when the player confirms', async () => {
    const dialogs: TipsOptions[] = [];
    bus.on('tips', (t) => dialogs.push(t));
    useSession.getState().setLogin('login-a', 'A');
    useVenueSession.getState().store(launchOf('venue-dead'));

    await expect(resource('openBets', {})).rejects.toMatchObject({ code: Code.UidVerificationError });
    await expect(resource('earlyDates', {})).rejects.toMatchObject({ code: Code.UidVerificationError });
    expect(dialogs).toHaveLength(1);
    // Behind the open dialog nothing re-enters: the sport page's entry hook launches only when no launch
    // is stored, so the dead one stays until the player answers.
    expect(launches).toBe(0);
    expect(useVenueSession.getState().launch?.token).toBe('venue-dead');

    dialogs[0]!.onSure?.();
    await vi.waitFor(() => expect(useVenueSession.getState().launch?.token).toBe('venue-1'));
    expect(launches).toBe(1);
  });
});
