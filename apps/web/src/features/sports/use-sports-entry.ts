import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../shared/api/client.ts';
import { tr } from '../../shared/i18n/index.ts';
import { toast } from '../../shared/ui/toast.ts';
import { launchSports, SPORTS_VENUE, useVenueSession } from './venue-session.ts';

export type EntryState = 'ready' | 'launching' | 'failed';

/**
 * SPEC §2.5 guard 5: entering /game/sport/crty turns sports mode on and initialises the venue session
 * (venue/launch) when none is stored; leaving turns sports mode off. A failed launch shows SPEC §8.3's
 * 请先登录了解更多.
 */
export function useSportsEntry(): { state: EntryState; retry: () => void } {
  const { enName } = useParams();
  const launched = useVenueSession((s) => s.launch !== null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (enName !== SPORTS_VENUE) return;
    useVenueSession.getState().setSportsMode(true);
    return () => useVenueSession.getState().setSportsMode(false);
  }, [enName]);

  useEffect(() => {
    if (enName !== SPORTS_VENUE || launched) return;
    let live = true;
    launchSports().catch((err: unknown) => {
      if (!live) return;
      setFailed(true);
      toast.error(
        isApiError(err) && err.kind === 'business' && err.code !== 6001
          ? err.message
          : tr('sports:launchFailed'),
      );
    });
    return () => {
      live = false;
    };
  }, [enName, launched, attempt]);

  return {
    state: launched ? 'ready' : failed || enName !== SPORTS_VENUE ? 'failed' : 'launching',
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
