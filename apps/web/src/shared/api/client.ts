import { Header, Timing } from '@qilin/contract';
import { APP_VERSION, CLIENT_KIND, SITE_ID } from '../config/app-config.ts';
import { blockAccess } from '../access/access-block.ts';
import { bus } from '../events/bus.ts';
import { currentLanguage, tr } from '../i18n/index.ts';
import { navigateTo } from '../navigation/navigate.ts';
import { clearSessionStorage, deviceId, storage } from '../storage/storage.ts';
import { showTips } from '../ui/dialogs.ts';
import { toast } from '../ui/toast.ts';
import { createApiClient } from './create-client.ts';
import { createLoginExpiredFlow } from './login-expired.ts';
import { noteServerReachable } from './reachability.ts';
import { sealRequest } from './safe-seal.ts';
import { serverClock } from './server-clock.ts';

export { ApiError, isApiError } from './api-error.ts';
export type { ApiOptions, ApiResult } from './create-client.ts';

function randomRequestId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

// SPEC §4 login expired; several calls failing with 6001 at once run the prompt once (login-expired.ts).
const expiry = createLoginExpiredFlow({
  hasToken: () => Boolean(storage.token.get()),
  clear: () => {
    clearSessionStorage();
    bus.emit('login_expired'); // the session store listens and resets member state
  },
  announce: () => toast.warning(tr('loginAgain')),
  toLogin: () => {
    navigateTo('/');
    bus.emit('login');
  },
  now: () => Date.now(),
});
bus.on('login_success', () => expiry.loggedIn());

const client = createApiClient({
  fetch: async (...args) => {
    const res = await fetch(...args);
    // Deadlines the server sets are counted down on its clock (server-clock.ts).
    serverClock.note(res.headers.get('date'), Date.now());
    return res;
  },
  headers: () => {
    const h: Record<string, string> = {
      [Header.client]: CLIENT_KIND,
      [Header.version]: APP_VERSION,
      [Header.uuid]: deviceId(),
      [Header.siteId]: SITE_ID,
      // Server content (notices, promotions, navigation) answers in the player's language.
      [Header.language]: currentLanguage(),
    };
    const token = storage.token.get();
    if (token) h[Header.token] = token;
    return h;
  },
  seal: sealRequest,
  requestId: randomRequestId,
  now: () => Date.now(),
  timeoutMs: Timing.httpTimeoutMs,
  onLoginExpired: (silent) => expiry.expired(silent),
  onBindRealName: (message) =>
    showTips({
      msg: message,
      sureText: tr('goComplete'),
      isShowCancel: true,
      onSure: () => navigateTo('/mine/userinfo'),
    }),
  onAccessBlocked: blockAccess,
  onError: (message) => toast.error(message),
  text: (key) => tr(key),
  onReachable: noteServerReachable,
});

/**
 * POST JSON and resolve `data` on 6000. Anything else throws ApiError, after showing the message unless
 * `silent`, the code is in `valueCodes`, or it is a captcha code (6021/6022). 6001 runs the login-expired
 * flow; 6449 shows the complete-your-profile dialog.
 */
export const apiPost = client.apiPost;

/** POST JSON and resolve `{ code, data, message }` for every business code; throws only on 6001 and transport failures. */
export const apiPostResult = client.apiPostResult;

/** Multipart upload with the file in field 'file'; same envelope rules as apiPost. */
export const apiUpload = client.apiUpload;

/** GET reads (SPEC §7.5's bankCard lists); same envelope rules as apiPost. */
export const apiGet = client.apiGet;

/** Drop cached answers; called on login and logout because cached reads may be member-specific. */
export const clearApiCache = client.clearCache;
