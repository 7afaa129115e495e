import {
  clearRememberedCredentials,
  getRememberedCredentials,
  setRememberedCredentials,
  storage,
} from '../../shared/storage/storage.ts';
import { replaceRememberedPassword, type RememberStore } from './remember.ts';

/** shared/storage behind the remember-password logic (the password is encrypted at rest there). */
export const rememberStore: RememberStore = {
  getCredentials: getRememberedCredentials,
  setCredentials: setRememberedCredentials,
  clearCredentials: clearRememberedCredentials,
  getTimestamp: () => storage.rememberTimestamp.get(),
  setTimestamp: (value) => storage.rememberTimestamp.set(value),
};

/** Public to other features: keep "remember password" in step after the member changes their password. */
export const rememberNewPassword = (name: string, password: string): Promise<boolean> =>
  replaceRememberedPassword(rememberStore, name, password).catch(() => false);
