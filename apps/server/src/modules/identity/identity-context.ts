import type { Deps } from '../../platform/deps.ts';
import type { Notifier } from '../notify/notifier.ts';
import type { SiteApi } from '../site/site-config.ts';
import type { LetterSender } from '../messages/letter-sender.ts';
import { createCodeRepo, type CodeRepo } from './code-repo.ts';
import { createMemberRepo, type MemberRepo } from './member-repo.ts';
import { createRiskRepo, type RiskRepo } from './risk-repo.ts';
import { createSessionRepo, type SessionRepo } from './session-repo.ts';
import { createUploadRepo, type UploadRepo } from './upload-repo.ts';

/** What every identity service receives: shared infrastructure, the other modules' APIs and the repos. */
export interface IdentityContext {
  deps: Deps;
  notify: Notifier;
  site: SiteApi;
  /** The inbox: the welcome letter at registration. */
  letters: LetterSender;
  members: MemberRepo;
  sessions: SessionRepo;
  risk: RiskRepo;
  codes: CodeRepo;
  uploads: UploadRepo;
}

export const createIdentityContext = (
  deps: Deps,
  notify: Notifier,
  site: SiteApi,
  letters: LetterSender,
): IdentityContext => ({
  deps,
  notify,
  site,
  letters,
  members: createMemberRepo(deps.db),
  sessions: createSessionRepo(deps.db),
  risk: createRiskRepo(deps.db),
  codes: createCodeRepo(deps.db),
  uploads: createUploadRepo(deps.db),
});

/** Blind indexes with a kind prefix so a phone, an e-mail, a device id and an IP never collide. */
export const blind = (ic: IdentityContext) => ({
  phone: (areaCode: string, phone: string) => ic.deps.crypto.blindIndex(`phone:${areaCode}${phone}`),
  email: (email: string) => ic.deps.crypto.blindIndex(`email:${email.trim().toLowerCase()}`),
  device: (deviceId: string) => ic.deps.crypto.blindIndex(`device:${deviceId}`),
  ip: (ip: string) => ic.deps.crypto.blindIndex(`ip:${ip}`),
});

/** PostgreSQL and PGlite both report a unique violation as SQLSTATE 23505 (drizzle wraps it in `cause`). */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e === 'object' && 'code' in e && (e as { code: unknown }).code === '23505') return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : null;
  }
  return false;
};
