import { describe, expect, it, vi } from 'vitest';
import { createLoginExpiredFlow } from './login-expired.ts';

const setup = () => {
  let token = true;
  let now = 0;
  const deps = {
    hasToken: () => token,
    clear: vi.fn(() => {
      token = false;
    }),
    announce: vi.fn(),
    toLogin: vi.fn(),
    now: () => now,
  };
  return {
    flow: createLoginExpiredFlow(deps),
    deps,
    login: () => (token = true),
    advance: (ms: number) => (now += ms),
  };
};

describe('login expired (SPEC §4)', () => {
  it('says "please log in again" once and opens the login, for calls failing together', () => {
    const { flow, deps } = setup();
    flow.expired(false);
    flow.expired(false);
    expect(deps.clear).toHaveBeenCalledTimes(2);
    expect(deps.announce).toHaveBeenCalledTimes(1);
    expect(deps.toLogin).toHaveBeenCalledTimes(1);
  });

  it('still says it when a silent call met the 6001 first and cleared the token', () => {
    const { flow, deps } = setup();
    flow.expired(true);
    expect(deps.announce).not.toHaveBeenCalled();
    expect(deps.toLogin).not.toHaveBeenCalled();
    flow.expired(false);
    expect(deps.announce).toHaveBeenCalledTimes(1);
    expect(deps.toLogin).toHaveBeenCalledTimes(1);
  });

  it('does not say it to a visitor who had no session', () => {
    const { flow, deps } = setup();
    deps.clear();
    flow.expired(false);
    expect(deps.announce).not.toHaveBeenCalled();
    expect(deps.toLogin).toHaveBeenCalledTimes(1);
  });

  it('forgets an owed announcement once the member logs in again', () => {
    const { flow, deps, login, advance } = setup();
    flow.expired(true);
    login();
    flow.loggedIn();
    advance(5_000);
    deps.clear(); // that new session ends by a logout, then a stale call meets a 6001
    flow.expired(false);
    expect(deps.announce).not.toHaveBeenCalled();
  });
});
