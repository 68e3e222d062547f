/**
 * What production checks in a database before it starts on it (server/README.md, "What production
 * requires"): no account the demo seed made still opens with the seed's published password, whatever
 * else was renamed or deleted since (the seed's mark, the three demo names).
 */
import type { Db } from './db.ts';
import { migrate, openDb } from './db.ts';
import { seed } from './seed.ts';
import { verifyPassword } from './security.ts';

/** The seed's accounts and their published passwords: the seed run once into a scratch database. */
function seededLogins(): { username: string; password: string }[] {
  const scratch = openDb(':memory:');
  try {
    migrate(scratch);
    const logins: { username: string; password: string }[] = [];
    // The cheapest hash cost: only the names and passwords are kept.
    seed(scratch, { N: 2 }, new Date(), logins);
    return logins;
  } finally {
    scratch.close();
  }
}

/** The accounts in `db` that still open with a password the demo seed publishes. */
export async function seededAccountsIn(db: Db): Promise<string[]> {
  const find = db.prepare('SELECT username, password_hash FROM members WHERE username_lc = ?');
  const found: string[] = [];
  for (const { username, password } of seededLogins()) {
    const rows = find.all(username.toLowerCase()) as { username: string; password_hash: string | null }[];
    for (const row of rows) if (await verifyPassword(password, row.password_hash)) found.push(row.username);
  }
  return found;
}
