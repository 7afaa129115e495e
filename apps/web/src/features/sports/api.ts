import {
  GamePath,
  Code,
  type PreInfo,
  type SportsResourceMethod,
  type SportsResourceMethods,
} from '@qilin/contract';
import type { z } from 'zod';
import { apiPost, isApiError } from '../../shared/api/client.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { preInfoKey } from '../site/api/pre-info.ts';
import { currentLanguage, tr } from '../../shared/i18n/index.ts';
import { showTips } from '../../shared/ui/dialogs.ts';
import { launchSports, SPORTS_VENUE, useVenueSession } from './venue-session.ts';

type Methods = typeof SportsResourceMethods;
export type ResourceParams<M extends SportsResourceMethod> = z.input<Methods[M]['params']>;
export type ResourceAnswer<M extends SportsResourceMethod> = z.infer<Methods[M]['response']>;

let sessionDialogOpen = false;

/** SPEC §8.3: 6302 on the resource call shows 数据异常，请重新进入游戏; confirming relaunches the venue. */
function sessionLost(): void {
  useVenueSession.getState().store(null);
  if (sessionDialogOpen) return;
  sessionDialogOpen = true;
  showTips({
    msg: tr('sports:sessionLost'),
    onSure: () => {
      sessionDialogOpen = false;
      void launchSports().catch(() => undefined);
    },
  });
}

/**
 * One venue/resource call (SPEC §7.6): `method`, `enName` and `Request` with timestamp, the venue session
 * token, language and ip, then the method's own fields. Launches the venue first when no session is stored.
 */
export async function resource<M extends SportsResourceMethod>(
  method: M,
  params: ResourceParams<M>,
  options: { idempotencyKey?: string; silent?: boolean } = {},
): Promise<ResourceAnswer<M>> {
  const launch = useVenueSession.getState().launch ?? (await launchSports());
  try {
    return await apiPost<ResourceAnswer<M>>(
      GamePath.resource,
      {
        method,
        enName: SPORTS_VENUE,
        Request: {
          timestamp: Date.now(),
          token: launch.token,
          language: currentLanguage(),
          // The address pre-info saw (SPEC §3), as the venue's own page would send it.
          ip: queryClient.getQueryData<PreInfo>(preInfoKey)?.ip ?? '',
          ...params,
        },
      },
      { valueCodes: [Code.UidVerificationError], ...options },
    );
  } catch (err) {
    if (isApiError(err) && err.code === Code.UidVerificationError) sessionLost();
    throw err;
  }
}
