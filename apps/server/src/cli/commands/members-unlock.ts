import {
  MEMBER_LOCKS,
  MemberLockSchema,
  OperatorPath,
  type MemberLock,
  type MemberUnlockResponseSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import { CliError } from '../client.ts';
import type { Command } from '../command.ts';
import { textFlag } from '../text-flag.ts';

const USAGE =
  'members:unlock <username> --reason <text> [--lock login|withdraw-password|change-password|all]';

/** How each lock reads in a sentence (…锁定): the refusal the player saw names the same password. */
const LOCK_NAMES: Record<MemberLock, string> = {
  login: '登录',
  'withdraw-password': '取款密码',
  'change-password': '修改登录密码',
};
const named = (locks: readonly MemberLock[]) => locks.map((lock) => LOCK_NAMES[lock]).join('、');

/** `--lock` as the locks to send: one name, several joined by commas, or all; absent, the server's default. */
const locksFlag = (value: string | undefined): MemberLock[] | undefined => {
  if (value === undefined) return undefined;
  if (value === 'all') return [...MEMBER_LOCKS];
  const locks = value.split(',').map((part) => MemberLockSchema.safeParse(part.trim()));
  if (locks.some((lock) => !lock.success))
    throw new CliError('--lock 只能是 login、withdraw-password、change-password（可用逗号连写）或 all', 2);
  return locks.flatMap((lock) => (lock.success ? [lock.data] : []));
};

export const membersUnlock: Command = {
  name: 'members:unlock',
  usage: USAGE,
  summary:
    '解除会员的密码锁定（连续 5 次密码错误后锁定 15 分钟）：登录（默认）、取款密码、修改登录密码，必须填写原因',
  accepts: { flags: ['reason', 'lock'], positionals: { min: 1, max: 1 } },
  async run({ args, client, print }) {
    const username = args.positionals[0];
    const reason = textFlag(args.flags, 'reason');
    if (!username || !reason) throw new CliError(`请提供用户名和解锁原因：${USAGE}`, 2);
    const locks = locksFlag(textFlag(args.flags, 'lock'));
    const done = await (
      await client()
    ).post<z.infer<typeof MemberUnlockResponseSchema>>(OperatorPath.membersUnlock, {
      username,
      reason,
      ...(locks ? { locks } : {}),
    });
    if (done.lifted.length > 0)
      print(`已解除会员 ${username} 的${named(done.lifted)}锁定（原因：${reason}）`);
    if (done.notLocked.length > 0)
      print(`会员 ${username} 的${named(done.notLocked)}未被锁定，${done.changed ? '无需解除' : '未做更改'}`);
    // Another lock in force may be why the player still cannot do what they called about, or a sign that
    // someone else holds their session: named, for the operator to decide, never lifted unasked.
    if (done.stillLocked.length > 0)
      print(
        `注意：会员 ${username} 的${named(done.stillLocked)}仍处于锁定中，本次未解除（解除用 --lock ${done.stillLocked.join(',')}）`,
      );
    // An unlock leaves the account's status alone: whoever answers the player must not promise a login.
    if (done.status === 'frozen')
      print(`注意：会员 ${username} 仍处于冻结状态，无法登录（解冻用 members:unfreeze）`);
  },
};
