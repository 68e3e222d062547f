/** npm run reset: deletes the database under DATA_DIR and seeds a new one. */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import { openDb, migrate } from '../src/db.ts';
import { seed } from '../src/seed.ts';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const dir = resolve(process.env.DATA_DIR ?? join(repo, '.data'));
const dbPath = join(dir, 'lobby.db');
for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
const db = openDb(dbPath);
migrate(db);
seed(db, { N: 16384 });
const games = (db.prepare('SELECT count(*) AS n FROM games').get() as { n: number }).n;
db.close();
console.log(`Reseeded ${dbPath} (${games} games).`);
