import { DeferredHost, retryableLazy } from '../../shared/ui/deferred.tsx';
import { LoadingMask } from '../../shared/ui/light/Spinner.tsx';
import { notifyLoadFailure } from '../../shared/ui/toast.ts';

const authDialog = retryableLazy(() =>
  import('../../features/auth/components/AuthDialog.tsx').then((m) => m.AuthDialog),
);
const AUTH_EVENTS = ['login', 'register', 'forget_password', 'newDevice'] as const;

/**
 * Mounts the auth dialog (SPEC §2.7) once, but keeps its code (forms, captcha, crypto) out of the home
 * route's initial JS: it is fetched when the browser is idle after the first paint, or at the first
 * opening event, which is replayed once the dialog listens. A click before the code is there shows a
 * spinner until the dialog opens.
 */
export function AuthDialogHost() {
  return (
    <DeferredHost
      events={AUTH_EVENTS}
      code={authDialog}
      fallback={<LoadingMask />}
      onFailed={notifyLoadFailure}
    />
  );
}
