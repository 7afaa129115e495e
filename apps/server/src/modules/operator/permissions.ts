import { Code, type OperatorRole } from '@qilin/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';

/** Who may do what. Modules add their operator actions here and go through the gate (gate.ts). */
export const PERMISSIONS = {
  'members.list': ['admin', 'risk', 'support'],
  'members.freeze': ['admin', 'risk'],
  'members.unfreeze': ['admin', 'risk'],
  // Customer service too: lifting a password lock grants nothing without the password, and it is the desk
  // a locked-out player calls.
  'members.unlock': ['admin', 'risk', 'support'],
  // Customer service too: ending sessions takes access away and gives none (the member logs in again with
  // the password), and support is who a player calls about a lost phone or logins they did not make.
  'members.logout': ['admin', 'risk', 'support'],
  'site.set': ['admin'],
  // Reading who did what: admin, and risk, whose work is investigating it.
  'audit.list': ['admin', 'risk'],
  'operators.list': ['admin'],
  'wallet.adjust': ['admin', 'finance'],
  'ledger.check': ['admin', 'finance', 'risk'],
  'withdrawals.list': ['admin', 'finance', 'risk'],
  'withdrawals.review': ['admin', 'finance'],
  'deposits.exceptions': ['admin', 'finance', 'risk'],
  'deposits.resolve': ['admin', 'finance'],
  'messages.send': ['admin', 'support'],
  'notices.list': ['admin', 'risk', 'support'],
  'notices.manage': ['admin', 'support'],
  'matches.list': ['admin', 'risk'],
  'matches.manage': ['admin', 'risk'],
  'chat.list': ['admin', 'risk', 'support'],
  'chat.manage': ['admin', 'risk', 'support'],
  'feedback.list': ['admin', 'support'],
  'feedback.reply': ['admin', 'support'],
  'feedback.close': ['admin', 'support'],
  'help.set': ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const ROLE_NAMES: Record<OperatorRole, string> = {
  admin: '管理员',
  finance: '财务',
  risk: '风控',
  support: '客服',
};

/** 6003 unless the operator's role grants the permission. */
export const requireRole = (op: Operator, permission: Permission): void => {
  const allowed: readonly OperatorRole[] = PERMISSIONS[permission];
  if (!allowed.includes(op.role)) {
    throw new AppError(Code.AccessDenied, `当前角色（${ROLE_NAMES[op.role]}）无权执行此操作`);
  }
};
