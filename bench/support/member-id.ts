import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/platform/db/client.ts';
import { members } from '../../apps/server/src/modules/identity/schema.ts';

export const memberIdOf = async (db: Db, name: string): Promise<number> => {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.nameLower, name.toLowerCase()));
  if (!rows[0]) throw new Error(`no member ${name}`);
  return rows[0].id;
};
