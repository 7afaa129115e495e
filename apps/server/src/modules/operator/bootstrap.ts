import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Deps } from '../../platform/deps.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import type { OperatorRepo } from './repo.ts';

export const FIRST_ADMIN = 'admin';
export const PASSWORD_FILE = 'operator-password.txt';

/**
 * Creates the first admin when there is none. With OPERATOR_PASSWORD that password is used; otherwise a
 * strong one is generated, written to DATA_DIR/operator-password.txt (0600) and printed once. An existing
 * admin is never touched, so changing OPERATOR_PASSWORD later does not reset anyone's password.
 */
export const ensureFirstAdmin = async (deps: Deps, repo: OperatorRepo): Promise<void> => {
  if (await repo.findByUsername(FIRST_ADMIN)) return;
  const given = deps.config.operatorPassword;
  const password = given ?? randomBytes(18).toString('base64url');
  const created = await repo.insertOperator(FIRST_ADMIN, await hashPassword(password), 'admin', deps.now());
  // Another instance won the race: it owns the announcement.
  if (!created || given) return;
  const file = path.join(deps.config.dataDir, PASSWORD_FILE);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  console.log(
    `\n[qilin] Operator account created: username "${FIRST_ADMIN}", password "${password}"` +
      `\n[qilin] Saved to ${file} (readable only by this user). It is shown only this once.\n`,
  );
};
