import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberUploads } from './schema.ts';

/** All SQL about uploaded images. */
export const createUploadRepo = (db: Db) => ({
  async insert(values: typeof memberUploads.$inferInsert): Promise<void> {
    await db.insert(memberUploads).values(values);
  },

  async ownedBy(memberId: number, url: string): Promise<boolean> {
    const rows = await db
      .select({ id: memberUploads.id })
      .from(memberUploads)
      .where(and(eq(memberUploads.memberId, memberId), eq(memberUploads.url, url)))
      .limit(1);
    return rows.length > 0;
  },
});

export type UploadRepo = ReturnType<typeof createUploadRepo>;
