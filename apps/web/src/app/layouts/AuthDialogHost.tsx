import { lazy, Suspense, useEffect, useState } from 'react';
import { bus } from '../../shared/events/bus.ts';

const loadAuthDialog = () => import('../../features/auth/components/AuthDialog.tsx');
const AuthDialog = lazy(() => loadAuthDialog().then((m) => ({ default: m.AuthDialog })));

/** Replays the event that asked for the dialog once it has mounted and subscribed. */
function Replay({ replay }: { replay: (() => void) | null }) {
  useEffect(() => {
    replay?.();
  }, [replay]);
  return null;
}

/**
 * Mounts the auth dialog (SPEC §2.7) once, but keeps its code (forms, captcha, crypto) out of the home
 * route's initial JS: the first opening event loads it and is replayed after it subscribed to the bus.
 * The chunk is also prefetched shortly after start so the first click feels instant.
 */
export function AuthDialogHost() {
  const [replay, setReplay] = useState<(() => void) | null>(null);
  const wanted = replay !== null;

  useEffect(() => {
    if (wanted) return;
    // Functional form: the state holds a function, so it must be returned, not called.
    const want = (fn: () => void) => setReplay(() => fn);
    const offs = [
      bus.on('login', () => want(() => bus.emit('login'))),
      bus.on('register', () => want(() => bus.emit('register'))),
      bus.on('forget_password', () => want(() => bus.emit('forget_password'))),
      bus.on('newDevice', (p) => want(() => bus.emit('newDevice', p))),
    ];
    const prefetch = window.setTimeout(() => void loadAuthDialog().catch(() => undefined), 2_500);
    return () => {
      offs.forEach((off) => off());
      window.clearTimeout(prefetch);
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
      <Replay replay={replay} />
    </Suspense>
  );
}
