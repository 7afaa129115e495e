import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../shared/api/client.ts';
import { tr } from '../../shared/i18n/index.ts';
import { toast } from '../../shared/ui/toast.ts';
import { launchSports, SPORTS_VENUE, useVenueSession } from './venue-session.ts';

export type EntryState = 'ready' | 'launching' | 'failed';

/**
 * SPEC §2.5 guard 5: entering /game/sport/crty initialises the venue session (venue/launch) when none is
 * stored. Its "sports mode" is the route's own layout (full width, no footer: route-meta `fullWidth`),
 * so no flag is kept for it. A failed launch shows SPEC §8.3's
 * 请先登录以了解更多 whatever the cause; a refusal's own reason (maintenance, say) is kept as `reason` for the
 * page to show beneath it.
 */
export function useSportsEntry(): { state: EntryState; reason: string | null; retry: () => void } {
  const { enName } = useParams();
  const launched = useVenueSession((s) => s.launch !== null);
  const [failed, setFailed] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (enName !== SPORTS_VENUE || launched) return;
    let live = true;
    launchSports().catch((err: unknown) => {
      if (!live) return;
      setFailed(true);
      setReason(isApiError(err) && err.kind === 'business' && err.code !== 6001 ? err.message : null);
      toast.error(tr('sports:launchFailed'));
    });
    return () => {
      live = false;
    };
  }, [enName, launched, attempt]);

  return {
    state: launched ? 'ready' : failed || enName !== SPORTS_VENUE ? 'failed' : 'launching',
    reason,
    retry: () => {
      setFailed(false);
      setReason(null);
      setAttempt((n) => n + 1);
    },
  };
}
