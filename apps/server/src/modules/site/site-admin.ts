import { Code, type SiteSetRequest } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createSiteRepo } from './repo.ts';
import { SITE_CHANGED } from './service.ts';

export interface SiteSetResult {
  siteId: string;
  key: SiteSetRequest['key'];
  value: string | boolean;
  previous: string | boolean;
}

/**
 * The site module's public write surface for the operator module. Authorisation is the caller's job.
 * A change is announced on the bus so every instance drops its cached configuration at once.
 */
export interface SiteAdmin {
  setSwitch(request: SiteSetRequest): Promise<SiteSetResult>;
}

export const createSiteAdmin = (deps: Deps): SiteAdmin => {
  const repo = createSiteRepo(deps.db);
  return {
    async setSwitch(request) {
      const siteId = request.siteId ?? deps.config.siteId;
      const result = await repo.setSwitch(siteId, request.key, request.value, deps.now());
      if (!result) throw new AppError(Code.NotFound, `站点 ${siteId} 不存在`);
      await deps.bus.publish(SITE_CHANGED, { siteId });
      return { siteId, key: request.key, value: request.value, previous: result.previous };
    },
  };
};
