import { Code, type SiteSetRequest } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { compileIpList } from '../../platform/http/ip-list.ts';
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
      // The contract checked the list's shape; whether each entry is an address or range needs a parser.
      if (request.key === 'ipDeny') {
        const { invalid } = compileIpList(request.value);
        if (invalid !== undefined) {
          throw new AppError(
            Code.InvalidParameter,
            `“${invalid}”不是有效的 IPv4/IPv6 地址或 CIDR 网段（如 203.0.113.7、203.0.113.0/24、2001:db8::/32）`,
            { field: 'value' },
          );
        }
      }
      const result = await repo.setSwitch(siteId, request.key, request.value, deps.now());
      if (!result) throw new AppError(Code.NotFound, `站点 ${siteId} 不存在`);
      await deps.bus.publish(SITE_CHANGED, { siteId });
      return { siteId, key: request.key, value: request.value, previous: result.previous };
    },
  };
};
