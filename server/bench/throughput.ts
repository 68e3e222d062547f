/**
 * npm run bench (server part): starts the server (own process) on a temporary database on a free loopback port,
 * loads the game list and balance calls with autocannon (10 connections, 5 s each) and prints one
 * JSON line: {"gameList":{"rps":..,"p99":..},"balance":{"rps":..,"p99":..}}.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { encryptPayload } from '@lobby/contract';

// The server runs in its own process so autocannon does not share its event loop.
const dir = mkdtempSync(join(tmpdir(), 'lobby-bench-'));
const child = spawn(process.execPath, [fileURLToPath(new URL('./serve.ts', import.meta.url)), dir], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [first] = (await once(child.stdout, 'data')) as [Buffer];
const { port } = JSON.parse(first.toString()) as { port: number };
const base = `http://127.0.0.1:${port}`;

const key = (await (await fetch(`${base}/wps/session/key/rsa`)).json()) as { value: { publicKey: string } };
const enc = await encryptPayload(key.value.publicKey, {
  type: 'username',
  username: 'demo_player',
  password: 'Player123',
});
const loginRes = (await (
  await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'LOBBY', Encryption: enc.encryptionHeader },
    body: JSON.stringify(enc.body),
  })
).json()) as { value: { token: string } };
const token = loginRes.value.token;

const run = async (path: string, headers: Record<string, string>) => {
  const r = await autocannon({
    url: base + path,
    connections: 10,
    duration: 5,
    headers: { Merchant: 'LOBBY', ...headers },
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: Math.round(r.requests.average), p99: r.latency.p99 };
};

try {
  const gameList = await run(
    '/wps/relay/games?gameType=RNG&pageNo=2&pageSize=26&platform=html5&clientType=2&language=EN',
    {},
  );
  const balance = await run('/wps/wallets/balance', { Authorization: token });
  console.log(JSON.stringify({ gameList, balance }));
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
  rmSync(dir, { recursive: true, force: true });
}
