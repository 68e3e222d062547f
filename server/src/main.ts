/**
 * npm start: the seeded demo (creates, migrates and seeds the database when new; a second start reuses
 * it), then listens. NODE_ENV=production runs the platform for real: no seed, no demo data, no dev
 * controls, deposits wait for a payment, TRUST_PROXY must name the proxy in front and PUBLIC_ORIGIN the
 * site players reach (server/README.md).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { createServer } from './app.ts';
import { demoAccounts, demoPaymentPassword } from './seed.ts';
import { envOptions, type EnvOptions } from './options.ts';
import { serveMetrics } from '@lobby/observe';
import { holdsDemoData, openDb } from './db.ts';
import { seededAccountsIn } from './production.ts';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const dataDir = () => resolve(process.env.DATA_DIR ?? join(repo, '.data'));

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const production = process.env.NODE_ENV === 'production';
const dbPath = join(dataDir(), 'lobby.db');
const fresh = !existsSync(dbPath);

if (!production)
  console.log(
    'DEMO: seeded demo data with published passwords, dev controls on; not for production (NODE_ENV=production refuses it).',
  );

const refuse = (why: string): never => {
  console.error(`Refusing to start: ${why}`);
  process.exit(1);
};

const env = ((): EnvOptions => {
  try {
    return envOptions(process.env);
  } catch (err) {
    return refuse((err as Error).message);
  }
})();

if (production && fresh)
  refuse(
    `NODE_ENV=production never seeds the demo data; ${dbPath} must hold your merchants and games (npm run init-db -w @lobby/server makes an empty one).`,
  );
if (production) {
  // Any account the demo seed made that still opens with its published password, renamed seed or not.
  // (The seed's own mark is refused by createServer without this scan.)
  const db = openDb(dbPath);
  const seeded = holdsDemoData(db) ? [] : await seededAccountsIn(db).finally(() => db.close());
  if (db.open) db.close();
  if (seeded.length)
    refuse(
      `NODE_ENV=production refuses demo data: accounts whose passwords the demo publishes (${seeded.slice(0, 5).join(', ')}${seeded.length > 5 ? ', ...' : ''}).`,
    );
}

let app: ReturnType<typeof createServer>;
try {
  app = createServer({
    dbPath,
    mode: production ? 'production' : 'dev',
    seed: !production,
    staticDir: process.env.STATIC_DIR || undefined,
    // The CDN's raster art, made once and kept beside the database (a restart does not redo it), or
    // in ART_DIR: one folder for many platforms (the test runs start a dozen; the art is the same).
    artDir: process.env.ART_DIR || join(dataDir(), 'art'),
    logger: process.env.LOG === '1',
    metricsToken: process.env.METRICS_TOKEN || undefined,
    trustProxy: env.trustProxy,
    productionLimits: env.productionLimits,
    publicOrigin: env.publicOrigin,
    businessOffsetMs: env.businessOffsetMs,
  });
} catch (err) {
  refuse((err as Error).message);
}

try {
  await app!.listen({ host, port });
} catch (err) {
  console.error(`Could not listen on ${host}:${port}: ${(err as Error).message}`);
  process.exit(1);
}

// Prometheus scrapes /metrics here, a port players never reach (README, Operate).
if (process.env.METRICS_PORT) {
  const metricsHost = process.env.METRICS_HOST ?? host;
  await serveMetrics(app!.metrics.registry, metricsHost, Number(process.env.METRICS_PORT));
  console.log(`Metrics on http://${metricsHost}:${process.env.METRICS_PORT}/metrics`);
}

const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
console.log(
  `\nLobby platform API on ${url}  (${production ? 'production' : 'dev'} mode, ${fresh ? 'new seeded' : 'existing'} database ${dbPath})`,
);
if (process.env.STATIC_DIR) console.log(`Serving the app from ${process.env.STATIC_DIR} at ${url}/m/home`);
if (!production) {
  console.log(`Dev controls at ${url}/__dev/ (see server/README.md)`);
  console.log('\nDemo accounts (merchant LOBBY):');
  console.table(
    demoAccounts.map((a) => ({ username: a.username, password: a.password, mobile: a.mobile, role: a.role })),
  );
  console.log(
    `Payment password of demo_player and demo_agent: ${demoPaymentPassword}. Trial: "free play" on the login page (merchant LOBBYTRIAL).`,
  );
  console.log(
    'SMS codes are not sent: read them at /__dev/sms-outbox. Deposits are confirmed by a simulated payment.\n',
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
