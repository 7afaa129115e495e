/** What the SPEC §4 login-expired flow does around it (the API client's wiring supplies these). */
export interface LoginExpiredDeps {
  hasToken: () => boolean;
  /** Clears the stored session and tells the app (login_expired). */
  clear: () => void;
  /** "please log in again" (only when a token existed). */
  announce: () => void;
  /** Back home, with the login dialog open. */
  toLogin: () => void;
  now: () => number;
}

/**
 * SPEC §4 login expired: state is cleared; when a token existed "please log in again" is shown; the product
 * returns home and opens the login dialog. Several calls failing with 6001 at once run the prompt once.
 *
 * A silent call (unread counts, the chat JWT: no UI of their own) that meets the 6001 first clears the
 * token without a prompt, so the page's own call that meets it next no longer saw a token, and a member
 * whose session ran out was sent to the login dialog without being told why. The silent call now leaves
 * the announcement owed to the next call that may speak.
 */
export const createLoginExpiredFlow = (deps: LoginExpiredDeps) => {
  let promptedUntil = 0;
  let owed = false;
  return {
    expired(silent: boolean): void {
      const hadToken = deps.hasToken() || owed;
      deps.clear();
      if (silent) {
        owed = hadToken;
        return;
      }
      owed = false;
      if (deps.now() < promptedUntil) return;
      promptedUntil = deps.now() + 1_000;
      if (hadToken) deps.announce();
      deps.toLogin();
    },
    /** A new login: an announcement owed for an earlier session is no longer news. */
    loggedIn(): void {
      owed = false;
    },
  };
};
