/**
 * npm run backup [dest]: an online backup of the database under DATA_DIR (SQLite's backup API), safe
 * while the server runs. Default destination: DATA_DIR/backups/lobby-<UTC time>.db. Restore: stop the
 * server, copy the backup over lobby.db (and delete lobby.db-wal and lobby.db-shm), start it.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { backupDb } from '../src/db.ts';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const dir = resolve(process.env.DATA_DIR ?? join(repo, '.data'));
const dbPath = join(dir, 'lobby.db');
if (!existsSync(dbPath)) {
  console.error(`No database at ${dbPath} (set DATA_DIR).`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const dest = resolve(process.argv[2] ?? join(dir, 'backups', `lobby-${stamp}.db`));
const db = new Database(dbPath, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
const pages = await backupDb(db, dest);
db.close();
console.log(`Backed up ${dbPath} to ${dest} (${pages} pages).`);
