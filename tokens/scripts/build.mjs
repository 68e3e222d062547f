#!/usr/bin/env node
// Token build on Style Dictionary: DTCG JSON (base -> semantic -> component, plus one override file
// per brand) -> dist/css/brands.css (all brands), dist/css/<brand>.css, dist/theme.ts (typed theme of
// var() strings, token name union, default values) and dist/tokens.json (resolved per brand).
//
// Style Dictionary reads and merges the files, delegates group $types, follows references and
// writes the outputs; what is ours is the house's rules (a brand only overrides tokens the base
// defines, the messages an operator reads) and the shape of the outputs, which the app, the kit and
// the studio import. A brand file may also be a Tokens Studio (Figma) export: see brandParser.
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import StyleDictionary from 'style-dictionary';
import { parseTokens, transformDimension, transformHEXRGBaForCSS } from '@tokens-studio/sd-transforms';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TIERS = ['base', 'semantic', 'component'];

export class TokenError extends Error {}

const isToken = (node) => node && typeof node === 'object' && '$value' in node;
const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
export const cssName = (path) => `--${path.split('.').map(kebab).join('-')}`;
const REF = /^\{([^{}]+)\}$/;
const refOf = (value) => {
  const m = typeof value === 'string' ? REF.exec(value) : null;
  return m ? m[1] : null;
};

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

function parseJson(contents, file) {
  try {
    return JSON.parse(contents);
  } catch (err) {
    throw new TokenError(`${file}: not valid JSON (${err.message})`);
  }
}

/** The checks a value must pass before it becomes CSS; undefined when it is fine. */
function valueProblem(value, type) {
  switch (type) {
    case 'cubicBezier':
      return Array.isArray(value) && value.length === 4 ? undefined : 'cubicBezier needs 4 numbers';
    case 'color':
      return typeof value === 'string' && /^(#[0-9a-fA-F]{3,8}|rgba?\(.+\)|hsla?\(.+\)|transparent)$/.test(value)
        ? undefined
        : `"${value}" is not a colour`;
    case 'duration':
      return /^\d+(\.\d+)?m?s$/.test(String(value)) ? undefined : `"${value}" is not a duration like 300ms`;
    default:
      return undefined;
  }
}

/** A literal value as CSS text (Style Dictionary value transform; references are resolved first). */
function serialise(value, type) {
  switch (type) {
    case 'cubicBezier':
      return `cubic-bezier(${value.join(', ')})`;
    case 'shadow': {
      const { color, offsetX, offsetY, blur, spread } = value;
      return `${offsetX} ${offsetY} ${blur} ${spread} ${color}`;
    }
    default:
      return String(value);
  }
}

/**
 * A Tokens Studio export (single file, token sets at the top level, `$themes`/`$metadata` beside
 * them) -> a brand file of ours. The sets merge in the export's own order (sd-transforms' parser:
 * set names dropped, Tokens Studio types aligned to DTCG), unitless sizes get px and `rgba(#hex, a)`
 * becomes CSS. The brand is named after the file unless the export carries `$extensions.lobby`.
 */
function fromTokensStudio(json, file) {
  const { $themes, $metadata, $extensions, ...sets } = json;
  const order = $metadata?.tokenSetOrder ?? Object.keys(sets);
  const ordered = Object.fromEntries(order.filter((s) => s in sets).map((s) => [s, sets[s]]));
  const merged = parseTokens(ordered, { excludeParentKeys: true });
  const tree = {};
  const visit = (node, path) => {
    if (!node || typeof node !== 'object') return;
    const dtcg = '$value' in node;
    if (dtcg || ('value' in node && 'type' in node)) {
      const token = { $value: dtcg ? node.$value : node.value, $type: dtcg ? node.$type : node.type };
      let value = token.$value;
      if (token.$type === 'dimension' || token.$type === 'fontSize') value = transformDimension(token);
      else if (token.$type === 'color') value = transformHEXRGBaForCSS(token);
      let o = tree;
      for (const p of path.slice(0, -1)) o = o[p] ??= {};
      o[path.at(-1)] = { $value: value };
      return;
    }
    for (const [key, child] of Object.entries(node)) if (!key.startsWith('$')) visit(child, [...path, key]);
  };
  visit(merged, []);
  const name = basename(file, '.json');
  const theme = Array.isArray($themes) && $themes.length === 1 ? $themes[0]?.name : undefined;
  const canvas = tree.color?.bg?.canvas?.$value;
  const lobby = {
    brand: name,
    label: typeof theme === 'string' && theme ? theme : name[0].toUpperCase() + name.slice(1),
    colorScheme: isLightHex(canvas) ? 'light' : 'dark',
    ...$extensions?.lobby,
  };
  return { ...tree, $extensions: { lobby } };
}

/** A canvas colour brighter than mid grey asks for the light colour scheme. */
function isLightHex(value) {
  const m = typeof value === 'string' ? /^#([0-9a-f]{6})/i.exec(value) : null;
  if (!m) return false;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(m[1].slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5;
}

export const isTokensStudioExport = (json) =>
  !!json && typeof json === 'object' && ('$themes' in json || '$metadata' in json);

/**
 * One build's reading of the files: Style Dictionary's parser hook sees every file, so the house's
 * rules are checked here and in the preprocessor below, with the messages operators know.
 */
function houseHooks(brandFile) {
  const tiers = new Map(); // tier -> [path, token, inheritedType][]
  let brand; // { name, label, colorScheme, description, overrides: Map }

  const tierOf = (filePath) => TIERS.find((t) => basename(filePath) === `${t}.json`);
  const parser = ({ contents, filePath }) => {
    const json = parseJson(contents, filePath);
    const tier = filePath === brandFile ? undefined : tierOf(filePath);
    if (tier) {
      tiers.set(tier, [...walk(json)]);
      return json;
    }
    const file = isTokensStudioExport(json) ? fromTokensStudio(json, filePath) : json;
    const meta = file.$extensions?.lobby ?? {};
    if (!meta.brand || !/^[a-z][a-z0-9-]*$/.test(meta.brand)) {
      throw new TokenError(`${filePath}: $extensions.lobby.brand must be a lower-case name like "gold"`);
    }
    brand = {
      file: filePath,
      name: meta.brand,
      label: meta.label ?? meta.brand,
      colorScheme: meta.colorScheme ?? 'dark',
      description: json.$description ?? '',
      overrides: new Map([...walk(file)].map(([path, token]) => [path, token.$value])),
    };
    // Only the tokens go to Style Dictionary; the brand's own facts stay with the build.
    const { $extensions: _meta, $description: _about, ...tokens } = file;
    return tokens;
  };

  const preprocessor = (dictionary) => {
    const base = new Map();
    for (const tier of TIERS) {
      for (const [path, token, type] of tiers.get(tier) ?? []) {
        if (base.has(path)) throw new TokenError(`${tier}.json: ${path} is defined twice`);
        if (!type) throw new TokenError(`${tier}.json: ${path} has no $type (on itself or a group)`);
        base.set(path, { value: token.$value, type });
      }
    }
    if (brand) {
      for (const path of brand.overrides.keys()) {
        if (!base.has(path)) {
          throw new TokenError(
            `${brand.file}: "${path}" is not a token of the base; a brand may only override existing tokens`,
          );
        }
      }
    }
    const check = (path, value, type) => {
      const ref = refOf(value);
      if (ref) {
        if (!base.has(ref)) throw new TokenError(`${path}: references unknown token {${ref}}`);
        return;
      }
      const problem = valueProblem(value, type);
      if (problem) throw new TokenError(`${path}: ${problem}`);
    };
    for (const [path, t] of base) check(path, t.value, t.type);
    for (const [path, value] of brand?.overrides ?? []) check(path, value, base.get(path).type);
    // Cycles: Style Dictionary would name them too, but in its own words.
    const values = new Map([...base].map(([p, t]) => [p, brand?.overrides.get(p) ?? t.value]));
    for (const start of values.keys()) {
      const seen = new Set();
      for (let p = start; refOf(values.get(p)); p = refOf(values.get(p))) {
        if (seen.has(p)) throw new TokenError(`reference cycle through ${p}`);
        seen.add(p);
      }
    }
    return dictionary;
  };

  return { parser, preprocessor, brand: () => brand };
}

/** One Style Dictionary over the shared tiers and, when given, one brand file on top. */
async function dictionaryFor(srcDir, brandFile) {
  const house = houseHooks(brandFile);
  const sd = new StyleDictionary(
    {
      usesDtcg: true,
      log: { verbosity: 'silent', warnings: 'disabled' },
      include: TIERS.map((t) => join(srcDir, `${t}.json`)),
      source: brandFile ? [brandFile] : [],
      parsers: ['lobby/house'],
      preprocessors: ['lobby/house'],
      hooks: {
        parsers: { 'lobby/house': { pattern: /\.json$/, parser: house.parser } },
        preprocessors: { 'lobby/house': house.preprocessor },
        transforms: {
          'lobby/name': { type: 'name', transform: (token) => cssName(token.path.join('.')).slice(2) },
          'lobby/css': { type: 'value', transform: (token) => serialise(token.$value, token.$type) },
        },
      },
      platforms: { css: { transforms: ['lobby/name', 'lobby/css'] } },
    },
    { init: false },
  );
  // Initialised by hand so a rule the files break rejects here, not as an unhandled rejection.
  await sd.init();
  const dictionary = await sd.getPlatformTokens('css');
  return { sd, dictionary, brand: house.brand() };
}

const tierOf = (token) => basename(token.filePath, '.json');
/** CSS text for one token: a reference stays a var() so brands re-resolve it; a literal is serialised. */
const cssValue = (token) => {
  const ref = refOf(token.original.$value);
  return ref ? `var(${cssName(ref)})` : token.$value;
};
const block = (selector, entries) => `${selector} {\n${entries.map(([k, v]) => `  ${k}: ${v};`).join('\n')}\n}\n`;
const header = '/* Generated by tokens/scripts/build.mjs from tokens/src and tokens/brands. Do not edit. */\n';

function setIn(obj, parts, value) {
  let o = obj;
  for (const p of parts.slice(0, -1)) o = o[p] ??= {};
  o[parts.at(-1)] = value;
}

/** The brand's block: its colour scheme, then its overrides in the order the brand file lists them. */
function brandBlock({ brand, dictionary }) {
  const byPath = new Map(dictionary.allTokens.map((t) => [t.path.join('.'), t]));
  return block(`[data-brand='${brand.name}']`, [
    ['color-scheme', brand.colorScheme],
    ...[...brand.overrides.keys()].map((path) => [cssName(path), cssValue(byPath.get(path))]),
  ]);
}

/** Formats: Style Dictionary writes these files; each reads the base dictionary and every brand's. */
const formats = {
  'lobby/css/brands': ({ dictionary, options }) =>
    header +
    block(
      ':root,\n[data-brand]',
      dictionary.allTokens.map((t) => [`--${t.name}`, cssValue(t)]),
    ) +
    options.brands.map(brandBlock).join(''),
  'lobby/css/brand': ({ options }) => header + brandBlock(options.brand),
  'lobby/theme': ({ dictionary, options }) => {
    const { brands, defaultBrand } = options;
    // Every value a var() string; component tokens fall back to the token they default to.
    const theme = {};
    for (const t of dictionary.allTokens) {
      if (tierOf(t) === 'base') continue;
      const ref = refOf(t.original.$value);
      const name = `--${t.name}`;
      setIn(theme, t.path, tierOf(t) === 'component' && ref ? `var(${name}, var(${cssName(ref)}))` : `var(${name})`);
    }
    const { catalogue, brandMeta, resolved } = tables(dictionary, brands);
    return `${header.replace('/*', '/**').replace(' */', ' */')}
export const theme = ${JSON.stringify(theme, null, 2)} as const;

/** The styled-components theme: the same var() strings for every brand; the brand is a root attribute. */
export type LobbyTheme = typeof theme;

/** Every CSS custom property the tokens define. */
export type TokenName =
${catalogue.map((c) => `  | '${c.name}'`).join('\n')};

export const brandNames = ${JSON.stringify(brands.map((b) => b.brand.name))} as const;
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
  },
  'lobby/json': ({ dictionary, options }) => {
    const { brandMeta, catalogue, resolved } = tables(dictionary, options.brands);
    return JSON.stringify({ brands: brandMeta, catalogue, resolved }, null, 2);
  },
};

function tables(dictionary, brands) {
  const catalogue = dictionary.allTokens.map((t) => ({
    path: t.path.join('.'),
    name: `--${t.name}`,
    type: t.$type,
    tier: tierOf(t),
    description: t.$description ?? '',
  }));
  const brandMeta = brands.map(({ brand }) => ({
    name: brand.name,
    label: brand.label,
    colorScheme: brand.colorScheme,
    description: brand.description,
  }));
  // Style Dictionary has followed the references: each token's value is its brand's final one.
  const resolved = Object.fromEntries(
    brands.map(({ brand, dictionary: d }) => [
      brand.name,
      Object.fromEntries(d.allTokens.map((t) => [t.path.join('.'), t.$value])),
    ]),
  );
  return { catalogue, brandMeta, resolved };
}

export async function build({
  srcDir = join(root, 'src'),
  brandsDir = join(root, 'brands'),
  outDir = join(root, 'dist'),
} = {}) {
  const base = await dictionaryFor(srcDir);
  const brandFiles = readdirSync(brandsDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const brands = [];
  for (const f of brandFiles) brands.push(await dictionaryFor(srcDir, join(brandsDir, f)));
  const names = brands.map((b) => b.brand.name);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) throw new TokenError(`two brand files name the brand "${dup}"`);
  if (!names.length) throw new TokenError('no brand files in tokens/brands');
  const defaultBrand = names.includes('gold') ? 'gold' : names[0];

  // ':root, [data-brand]': a brand set on a nested element (side-by-side stories) must re-resolve
  // every var() there, or component tokens would keep the values computed on :root.
  const options = { brands, defaultBrand };
  const file = (destination, format, extra = {}) => ({ destination, format, options: { ...options, ...extra } });
  const sd = await base.sd.extend({
    hooks: { formats },
    platforms: {
      css: {
        transforms: ['lobby/name', 'lobby/css'],
        buildPath: `${outDir}/`,
        files: [
          file('css/brands.css', 'lobby/css/brands'),
          ...brands.map((b) => file(`css/${b.brand.name}.css`, 'lobby/css/brand', { brand: b })),
          file('theme.ts', 'lobby/theme'),
          file('tokens.json', 'lobby/json'),
        ],
      },
    },
  });
  await sd.buildPlatform('css');
  return { tokens: base.dictionary.allTokens.length, brands: names };
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
    const { tokens, brands } = await build({ ...(brandsDir && { brandsDir }), ...(outDir && { outDir }) });
    console.log(`tokens: ${tokens} tokens, brands ${brands.join(', ')} -> ${outDir ?? 'tokens/dist'}`);
  } catch (err) {
    if (err instanceof TokenError) {
      console.error(`tokens: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}
