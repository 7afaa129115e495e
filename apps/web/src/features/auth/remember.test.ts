import { describe, expect, it } from 'vitest';
import {
  applyRememberChoice,
  loadRemembered,
  replaceRememberedPassword,
  type RememberStore,
  type RememberedCredentials,
} from './remember.ts';

const memoryStore = () => {
  const state: { creds: RememberedCredentials | null; ts: string | null } = { creds: null, ts: null };
  const store: RememberStore = {
    getCredentials: async () => state.creds,
    setCredentials: async (c) => {
      state.creds = c;
    },
    clearCredentials: () => {
      state.creds = null;
    },
    getTimestamp: () => state.ts,
    setTimestamp: (v) => {
      state.ts = v;
    },
  };
  return { store, state };
};

describe('remember password', () => {
  it('saves the pair and stamps the time when on', async () => {
    const { store, state } = memoryStore();
    await applyRememberChoice(store, true, { name: 'ab12', password: 'secret123' }, 1_700_000_000_000);
    expect(state.creds).toEqual({ name: 'ab12', password: 'secret123' });
    expect(state.ts).toBe('1700000000000');
    expect(await loadRemembered(store)).toEqual({ remember: true, name: 'ab12', password: 'secret123' });
  });

  it('clears the pair and empties the timestamp when off', async () => {
    const { store, state } = memoryStore();
    await applyRememberChoice(store, true, { name: 'ab12', password: 'secret123' });
    await applyRememberChoice(store, false, { name: 'ab12', password: 'secret123' });
    expect(state.creds).toBeNull();
    expect(state.ts).toBe('');
    expect(await loadRemembered(store)).toEqual({ remember: false, name: '', password: '' });
  });

  it('does not pre-fill without a timestamp even if a pair lingers', async () => {
    const { store, state } = memoryStore();
    state.creds = { name: 'ab12', password: 'x' };
    expect((await loadRemembered(store)).remember).toBe(false);
  });

  it('fills only the name when the password could not be unsealed', async () => {
    const { store, state } = memoryStore();
    state.ts = '1';
    state.creds = { name: 'ab12', password: '' };
    expect(await loadRemembered(store)).toEqual({ remember: true, name: 'ab12', password: '' });
  });

  it('does not pre-fill when the stored pair cannot be read', async () => {
    const { store, state } = memoryStore();
    state.ts = '1';
    store.getCredentials = () => Promise.reject(new Error('bad ciphertext'));
    expect(await loadRemembered(store)).toEqual({ remember: false, name: '', password: '' });
  });

  it('a password change updates the remembered pair of the same member only', async () => {
    const { store, state } = memoryStore();
    await applyRememberChoice(store, true, { name: 'ab12', password: 'old12345' });
    expect(await replaceRememberedPassword(store, 'zz99', 'new12345')).toBe(false);
    expect(state.creds?.password).toBe('old12345');
    expect(await replaceRememberedPassword(store, 'ab12', 'new12345')).toBe(true);
    expect(state.creds).toEqual({ name: 'ab12', password: 'new12345' });
    await applyRememberChoice(store, false, { name: 'ab12', password: '' });
    expect(await replaceRememberedPassword(store, 'ab12', 'x')).toBe(false);
    expect(state.creds).toBeNull();
  });
});
