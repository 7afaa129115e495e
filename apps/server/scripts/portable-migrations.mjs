// drizzle-kit qualifies foreign keys with "public"; our migrations must run inside whatever schema the
// connection's search_path names (tests isolate themselves in a schema per server), so drop the qualifier.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../drizzle');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(dir, file);
  const sql = readFileSync(full, 'utf8');
  const portable = sql.replaceAll('"public".', '');
  if (portable !== sql) writeFileSync(full, portable);
}
