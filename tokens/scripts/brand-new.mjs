#!/usr/bin/env node
// `npm run brand:new <name> [--from <brand>] [--label "Label"]`: scaffolds tokens/brands/<name>.json
// from an existing brand, so an operator starts from a working file, then rebuilds the tokens.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const name = args.find(
  (a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--from' && args[args.indexOf(a) - 1] !== '--label',
);
const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : 'gold';
const label = args.includes('--label') ? args[args.indexOf('--label') + 1] : undefined;

if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('usage: npm run brand:new <name> [--from <brand>] [--label "Label"]  (name: lower-case, e.g. "ruby")');
  process.exit(2);
}
const target = join(root, 'brands', `${name}.json`);
const source = join(root, 'brands', `${from}.json`);
if (existsSync(target)) {
  console.error(`tokens/brands/${name}.json exists already`);
  process.exit(2);
}
if (!existsSync(source)) {
  console.error(`no brand "${from}" to start from (tokens/brands/${from}.json)`);
  process.exit(2);
}
const json = JSON.parse(readFileSync(source, 'utf8'));
json.$description = `${label ?? name}: a brand made from ${from}. Override any semantic token; see tokens/src.`;
json.$extensions = {
  ...json.$extensions,
  lobby: { ...json.$extensions?.lobby, brand: name, label: label ?? name[0].toUpperCase() + name.slice(1) },
};
writeFileSync(target, `${JSON.stringify(json, null, 2)}\n`);
const { brands } = await build();
console.log(`tokens/brands/${name}.json written from ${from}; brands now: ${brands.join(', ')}`);
console.log(`Use it with ?brand=${name} or "brand": "${name}" in runtime-config.json.`);
