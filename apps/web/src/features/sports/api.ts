import {
  GamePath,
  Code,
  type PreInfo,
  type SportsResourceMethod,
  type SportsResourceMethods,
} from '@qilin/contract';
import type { z } from 'zod';
import { apiPost, isApiError, type ApiOptions } from '../../shared/api/client.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { preInfoKey } from '../site/api/pre-info.ts';
import { currentLanguage, tr } from '../../shared/i18n/index.ts';
import { showTips } from '../../shared/ui/dialogs.ts';
import { launchSports, relaunchSports, SPORTS_VENUE, useVenueSession } from './venue-session.ts';

type Methods = typeof SportsResourceMethods;
export type ResourceParams<M extends SportsResourceMethod> = z.input<Methods[M]['params']>;
export type ResourceAnswer<M extends SportsResourceMethod> = z.infer<Methods[M]['response']>;

let sessionDialogOpen = false;

/**
 * SPEC §8.3: 6302 on the resource call shows 数据异常，请重新进入游戏, and confirming re-enters: the venue is
 * launched then, once. The dead launch stays stored while the dialog is open, because the sport page's
 * entry hook launches as soon as none is stored, which would re-enter behind the dialog and again on 确定.
 */
function sessionLost(): void {
  if (sessionDialogOpen) return;
  sessionDialogOpen = true;
  showTips({
    msg: tr('sports:sessionLost'),
    onSure: () => {
      sessionDialogOpen = false;
      void relaunchSports().catch(() => undefined);
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
  options: Pick<ApiOptions, 'idempotencyKey' | 'bodyKey' | 'silent' | 'valueCodes'> = {},
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
      { ...options, valueCodes: [Code.UidVerificationError, ...(options.valueCodes ?? [])] },
    );
  } catch (err) {
    if (isApiError(err) && err.code === Code.UidVerificationError) sessionLost();
    throw err;
  }
}
