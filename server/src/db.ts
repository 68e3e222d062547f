import Database from 'better-sqlite3';
import { readdirSync, readFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Db = Database.Database;

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** Opens (creating when new) the database file in WAL mode with foreign keys on. */
export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  // The ledger lives here: FULL syncs the WAL on every commit, so an acknowledged deposit or
  // withdrawal survives a power loss (NORMAL may drop the last commits). Reads do not pay for it.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Applies the numbered .sql files of server/migrations that are not yet recorded. Returns the new ones. */
export function migrate(db: Db): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    db
      .prepare('SELECT id FROM schema_migrations')
      .all()
      .map((r) => (r as { id: string }).id),
  );
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort();
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(file, new Date().toISOString());
    })();
    done.push(file);
  }
  return done;
}

/** Whether the seed has run (the normal merchant exists). */
export const isSeeded = (db: Db): boolean =>
  (db.prepare('SELECT count(*) AS n FROM merchants').get() as { n: number }).n > 0;

/** Demo account names of the seed, for databases seeded before the seed left its mark. */
const demoUsernames = ['demo_player', 'demo_agent', 'demo_fresh'];

/** Whether the database holds the seeded demo data (accounts whose passwords are published). */
export const holdsDemoData = (db: Db): boolean =>
  !!db.prepare("SELECT 1 FROM platform_meta WHERE key = 'demo'").get() ||
  !!db
    .prepare(`SELECT 1 FROM members WHERE username_lc IN (${demoUsernames.map(() => '?').join(', ')}) LIMIT 1`)
    .get(...demoUsernames);

/**
 * An online copy of the database to `dest` with SQLite's backup API: consistent while the server
 * keeps writing. Returns the pages copied.
 */
export async function backupDb(db: Db, dest: string): Promise<number> {
  mkdirSync(dirname(dest), { recursive: true });
  const { totalPages } = await db.backup(dest);
  return totalPages;
}

/** Empties every table but the migration record (for a reseed). */
export function wipe(db: Db): void {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_migrations') AND name NOT LIKE 'sqlite_%'",
    )
    .all() as { name: string }[];
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    for (const { name } of tables) db.exec(`DELETE FROM "${name}"`);
  })();
  db.pragma('foreign_keys = ON');
}
