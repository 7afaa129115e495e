/** What the login form keeps when "remember password" is on (the store encrypts the password at rest). */
export interface RememberedCredentials {
  name: string;
  password: string;
}

/** The slice of browser storage the remember-password logic needs; shared/storage provides it. */
export interface RememberStore {
  getCredentials(): Promise<RememberedCredentials | null>;
  setCredentials(credentials: RememberedCredentials): Promise<void>;
  clearCredentials(): void | Promise<void>;
  getTimestamp(): string | null;
  setTimestamp(value: string): void;
}

export interface RememberState extends RememberedCredentials {
  remember: boolean;
}

const EMPTY: RememberState = { remember: false, name: '', password: '' };

/**
 * Pre-fill for the login form: only when the timestamp is set (SPEC §4). The password may come back empty
 * (saved where WebCrypto was unavailable, or sealed on another device); then only the name is filled and the
 * box stays ticked so the next login saves the pair again.
 */
export const loadRemembered = async (store: RememberStore): Promise<RememberState> => {
  if (!store.getTimestamp()) return EMPTY;
  const saved = await store.getCredentials().catch(() => null);
  if (!saved?.name) return EMPTY;
  return { remember: true, name: saved.name, password: saved.password };
};

/** SPEC §4: on, save the pair and set the timestamp; off, clear both and empty the timestamp. */
export const applyRememberChoice = async (
  store: RememberStore,
  remember: boolean,
  credentials: RememberedCredentials,
  now: number = Date.now(),
): Promise<void> => {
  if (remember) {
    await store.setCredentials({ name: credentials.name, password: credentials.password });
    store.setTimestamp(String(now));
    return;
  }
  await store.clearCredentials();
  store.setTimestamp('');
};

/** After a password change: a remembered pair for this member gets the new password, others stay as they are. */
export const replaceRememberedPassword = async (
  store: RememberStore,
  name: string,
  password: string,
): Promise<boolean> => {
  if (!store.getTimestamp()) return false;
  const saved = await store.getCredentials().catch(() => null);
  if (saved?.name !== name) return false;
  await store.setCredentials({ name, password });
  return true;
};
