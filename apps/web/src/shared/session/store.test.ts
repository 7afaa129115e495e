// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { getDecrypted, setDecrypted, storage } from '../storage/storage.ts';
import { useSession } from './store.ts';

describe('a tab that changes member', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    useSession.getState().setLogin('token-a', 'a');
    setDecrypted('phone', { d: 'enc', v: '13800000001' });
  });

  it('forgets what the previous member revealed when another logs in', () => {
    useSession.getState().setLogin('token-b', 'b');
    expect(getDecrypted('phone')).toBeNull();
  });

  it('forgets it when another tab logs out, as its own logout would', () => {
    storage.token.set(null);
    window.dispatchEvent(new StorageEvent('storage', { key: storage.token.key }));
    expect(useSession.getState().token).toBeNull();
    expect(getDecrypted('phone')).toBeNull();
  });

  it('keeps it while the same member stays logged in', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: storage.token.key }));
    expect(getDecrypted('phone')).toEqual({ d: 'enc', v: '13800000001' });
  });
});
