import type { Deps } from '../../platform/deps.ts';
import type { Notifier } from '../notify/notifier.ts';
import type { SiteApi } from '../site/site-config.ts';
import type { LetterSender } from '../messages/letter-sender.ts';
import { createBindingService } from './binding-service.ts';
import { createCaptchaService } from './captcha-service.ts';
import { createCodeService } from './code-service.ts';
import { createIdentityContext } from './identity-context.ts';
import { createLoginService } from './login-service.ts';
import { createMemberAdmin } from './member-admin-service.ts';
import { createMemberDirectory } from './member-directory.ts';
import { createProfileService } from './profile-service.ts';
import { createRecoveryService } from './recovery-service.ts';
import { createRegisterService } from './register-service.ts';
import { createSendCodeService } from './send-code-service.ts';
import { createSessionService } from './session-service.ts';
import { createUploadService } from './upload-service.ts';
import { createWithdrawPasswordService } from './withdraw-password-service.ts';

/** Builds every identity service once, wired to each other in dependency order. */
export const createIdentityServices = (
  deps: Deps,
  notify: Notifier,
  site: SiteApi,
  letters: LetterSender,
) => {
  const ic = createIdentityContext(deps, notify, site, letters);
  const sessions = createSessionService(ic);
  const captcha = createCaptchaService(ic);
  const codes = createCodeService(ic);
  return {
    sessions,
    captcha,
    register: createRegisterService(ic, captcha),
    login: createLoginService(ic, { captcha, codes, sessions }),
    sendCode: createSendCodeService(ic, codes),
    recovery: createRecoveryService(ic, codes, sessions),
    binding: createBindingService(ic, codes, sessions),
    withdrawPassword: createWithdrawPasswordService(ic, codes),
    profile: createProfileService(ic),
    uploads: createUploadService(ic),
    memberAdmin: createMemberAdmin(ic, sessions),
    directory: createMemberDirectory(ic),
  };
};

export type IdentityServices = ReturnType<typeof createIdentityServices>;
