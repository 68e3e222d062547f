/**
 * npm run init-db -w @lobby/server: a new, empty production database under DATA_DIR: the schema
 * (every migration) and nothing else, no demo data. Load your merchants and games into it, then start
 * with NODE_ENV=production. Refuses to touch a database that exists.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { migrate, openDb } from '../src/db.ts';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const dir = resolve(process.env.DATA_DIR ?? join(repo, '.data'));
const dbPath = join(dir, 'lobby.db');
if (existsSync(dbPath)) {
  console.error(`Refusing: ${dbPath} exists (this command only makes a new database).`);
  process.exit(1);
}
const db = openDb(dbPath);
const applied = migrate(db);
db.close();
console.log(`Created ${dbPath}: ${applied.length} migrations, no data.`);
