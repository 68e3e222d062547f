/** The server under load for bench/throughput.ts, in its own process: prints {"port":..} when listening. */
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer } from '../src/app.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: serve.ts <data dir>');
const app = createServer({ dbPath: join(dir, 'lobby.db'), mode: 'test', scryptN: 16384 });
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
