#!/usr/bin/env node
// Token build: DTCG JSON (base -> semantic -> component, plus one override file per brand)
// -> dist/css/brands.css (all brands), dist/css/<brand>.css, dist/theme.ts (typed theme of
// var() strings, token name union, default values) and dist/tokens.json (resolved per brand).
// No dependencies: it runs before anything is installed beyond Node.
import { readFileSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TIERS = ['base', 'semantic', 'component'];

export class TokenError extends Error {}

const isToken = (node) => node && typeof node === 'object' && '$value' in node;
const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
export const cssName = (path) => `--${path.split('.').map(kebab).join('-')}`;
const REF = /^\{([^{}]+)\}$/;

/** Walks a DTCG tree; yields [path, token, inheritedType]. */
function* walk(node, path = [], type = undefined) {
  if (!node || typeof node !== 'object') return;
  const t = node.$type ?? type;
  if (isToken(node)) {
    yield [path.join('.'), node, t];
    return;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('$')) continue;
    yield* walk(child, [...path, key], t);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new TokenError(`${file}: not valid JSON (${err.message})`);
  }
}

/** Loads the shared tiers into a flat map: path -> { value, type, tier, description }. */
export function loadBase(dir = join(root, 'src')) {
  const tokens = new Map();
  for (const tier of TIERS) {
    for (const [path, token, type] of walk(readJson(join(dir, `${tier}.json`)))) {
      if (tokens.has(path)) throw new TokenError(`${tier}.json: ${path} is defined twice`);
      if (!type) throw new TokenError(`${tier}.json: ${path} has no $type (on itself or a group)`);
      tokens.set(path, { value: token.$value, type, tier, description: token.$description ?? '' });
    }
  }
  return tokens;
}

/** Reads a brand file and checks that it only overrides tokens the base defines. */
export function loadBrand(file, base) {
  const json = readJson(file);
  const meta = json.$extensions?.lobby ?? {};
  const name = meta.brand;
  if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
    throw new TokenError(`${file}: $extensions.lobby.brand must be a lower-case name like "gold"`);
  }
  const overrides = new Map();
  for (const [path, token] of walk(json)) {
    if (!base.has(path)) {
      throw new TokenError(`${file}: "${path}" is not a token of the base; a brand may only override existing tokens`);
    }
    overrides.set(path, token.$value);
  }
  return {
    name,
    label: meta.label ?? name,
    colorScheme: meta.colorScheme ?? 'dark',
    overrides,
    description: json.$description ?? '',
  };
}

function refOf(value) {
  const m = typeof value === 'string' ? REF.exec(value) : null;
  return m ? m[1] : null;
}

function serialise(value, type, path) {
  switch (type) {
    case 'cubicBezier':
      if (!Array.isArray(value) || value.length !== 4) throw new TokenError(`${path}: cubicBezier needs 4 numbers`);
      return `cubic-bezier(${value.join(', ')})`;
    case 'shadow': {
      const { color, offsetX, offsetY, blur, spread } = value;
      return `${offsetX} ${offsetY} ${blur} ${spread} ${color}`;
    }
    case 'color':
      if (typeof value !== 'string' || !/^(#[0-9a-fA-F]{3,8}|rgba?\(.+\)|hsla?\(.+\)|transparent)$/.test(value)) {
        throw new TokenError(`${path}: "${value}" is not a colour`);
      }
      return value;
    case 'duration':
      if (!/^\d+(\.\d+)?m?s$/.test(String(value)))
        throw new TokenError(`${path}: "${value}" is not a duration like 300ms`);
      return String(value);
    default:
      return String(value);
  }
}

/** CSS text for one token value: references become var(), literals are serialised. */
function cssValue(path, value, type, tokens) {
  const ref = refOf(value);
  if (ref) {
    if (!tokens.has(ref)) throw new TokenError(`${path}: references unknown token {${ref}}`);
    return `var(${cssName(ref)})`;
  }
  return serialise(value, type, path);
}

/** Fully resolved values for one brand (references followed), for docs, contrast checks and JS. */
export function resolve(tokens, overrides = new Map()) {
  const out = {};
  const visiting = new Set();
  const get = (path) => {
    if (path in out) return out[path];
    if (visiting.has(path)) throw new TokenError(`reference cycle through ${path}`);
    visiting.add(path);
    const t = tokens.get(path);
    if (!t) throw new TokenError(`unknown token {${path}}`);
    const raw = overrides.has(path) ? overrides.get(path) : t.value;
    const ref = refOf(raw);
    out[path] = ref ? get(ref) : serialise(raw, t.type, path);
    visiting.delete(path);
    return out[path];
  };
  for (const path of tokens.keys()) get(path);
  return out;
}

function block(selector, entries) {
  return `${selector} {\n${entries.map(([k, v]) => `  ${k}: ${v};`).join('\n')}\n}\n`;
}

function setIn(obj, parts, value) {
  let o = obj;
  for (const p of parts.slice(0, -1)) o = o[p] ??= {};
  o[parts.at(-1)] = value;
}

export function build({
  srcDir = join(root, 'src'),
  brandsDir = join(root, 'brands'),
  outDir = join(root, 'dist'),
} = {}) {
  const tokens = loadBase(srcDir);
  const brandFiles = readdirSync(brandsDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const brands = brandFiles.map((f) => loadBrand(join(brandsDir, f), tokens));
  const names = brands.map((b) => b.name);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) throw new TokenError(`two brand files name the brand "${dup}"`);
  if (!names.length) throw new TokenError('no brand files in tokens/brands');
  const defaultBrand = names.includes('gold') ? 'gold' : names[0];

  // CSS: shared values on :root, each brand's overrides on [data-brand].
  // ':root, [data-brand]': a brand set on a nested element (side-by-side stories) must re-resolve
  // every var() there, or component tokens would keep the values computed on :root.
  const rootEntries = [...tokens].map(([path, t]) => [cssName(path), cssValue(path, t.value, t.type, tokens)]);
  const header = '/* Generated by tokens/scripts/build.mjs from tokens/src and tokens/brands. Do not edit. */\n';
  const brandCss = Object.fromEntries(
    brands.map((b) => [
      b.name,
      block(`[data-brand='${b.name}']`, [
        ['color-scheme', b.colorScheme],
        ...[...b.overrides].map(([path, v]) => [cssName(path), cssValue(path, v, tokens.get(path).type, tokens)]),
      ]),
    ]),
  );
  mkdirSync(join(outDir, 'css'), { recursive: true });
  const all = header + block(':root,\n[data-brand]', rootEntries) + Object.values(brandCss).join('');
  writeFileSync(join(outDir, 'css', 'brands.css'), all);
  for (const [name, css] of Object.entries(brandCss)) writeFileSync(join(outDir, 'css', `${name}.css`), header + css);

  // Typed theme: every value a var() string; component tokens fall back to the token they default to.
  const theme = {};
  for (const [path, t] of tokens) {
    if (t.tier === 'base') continue;
    const ref = refOf(t.value);
    const v = t.tier === 'component' && ref ? `var(${cssName(path)}, var(${cssName(ref)}))` : `var(${cssName(path)})`;
    setIn(theme, path.split('.'), v);
  }
  const resolved = Object.fromEntries(brands.map((b) => [b.name, resolve(tokens, b.overrides)]));
  const catalogue = [...tokens].map(([path, t]) => ({
    path,
    name: cssName(path),
    type: t.type,
    tier: t.tier,
    description: t.description,
  }));
  const brandMeta = brands.map((b) => ({
    name: b.name,
    label: b.label,
    colorScheme: b.colorScheme,
    description: b.description,
  }));

  const ts = `${header.replace('/*', '/**').replace(' */', ' */')}
export const theme = ${JSON.stringify(theme, null, 2)} as const;

/** The styled-components theme: the same var() strings for every brand; the brand is a root attribute. */
export type LobbyTheme = typeof theme;

/** Every CSS custom property the tokens define. */
export type TokenName =
${catalogue.map((c) => `  | '${c.name}'`).join('\n')};

export const brandNames = ${JSON.stringify(names)} as const;
export type BrandName = (typeof brandNames)[number];
export const defaultBrand: BrandName = '${defaultBrand}';

export interface BrandMeta {
  name: BrandName;
  label: string;
  colorScheme: 'light' | 'dark';
  description: string;
}
export const brandMeta: readonly BrandMeta[] = ${JSON.stringify(brandMeta, null, 2)};

export interface TokenInfo {
  path: string;
  name: TokenName;
  type: string;
  tier: 'base' | 'semantic' | 'component';
  description: string;
}
export const tokenCatalogue: readonly TokenInfo[] = ${JSON.stringify(catalogue, null, 2)};

/** Fully resolved values per brand (references followed): for docs, contrast checks and JS fallbacks. */
export const resolvedTokens: Record<BrandName, Record<string, string>> = ${JSON.stringify(resolved, null, 2)};
`;
  writeFileSync(join(outDir, 'theme.ts'), ts);
  writeFileSync(join(outDir, 'tokens.json'), JSON.stringify({ brands: brandMeta, catalogue, resolved }, null, 2));
  return { tokens: tokens.size, brands: names };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    // `--brands DIR --out DIR`: build other brand files into another directory (the token-change
    // check builds a brand with one colour changed into a temporary one).
    const arg = (flag) => {
      const i = process.argv.indexOf(flag);
      return i > 0 ? process.argv[i + 1] : undefined;
    };
    const brandsDir = arg('--brands');
    const outDir = arg('--out');
    const { tokens, brands } = build({ ...(brandsDir && { brandsDir }), ...(outDir && { outDir }) });
    console.log(`tokens: ${tokens} tokens, brands ${brands.join(', ')} -> ${outDir ?? 'tokens/dist'}`);
  } catch (err) {
    if (err instanceof TokenError) {
      console.error(`tokens: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}
