/**
 * Brand studio logic (issue 12): an operator's edits as brand overrides -> CSS variables for a live
 * preview, contrast results from the contrast guard, and one DTCG brand file the token build takes
 * unchanged. Pure: no React, no DOM, no file access. The token sources come in as parsed JSON
 * (Storybook imports them, tests read them), so this module never holds a second copy of a token.
 */
import { checkContrast, contrastPairs, contrastRatio, parseColor } from './contrast.ts';
import type { ContrastFailure, ContrastPair } from './contrast.ts';

/** A token value as DTCG JSON holds it: a literal, a `{reference}`, a cubic-bezier or a shadow. */
export type RawValue = string | number | readonly number[] | Readonly<Record<string, string>>;
/** A brand's overrides on the shared base: token path -> raw value. */
export type Overrides = Readonly<Record<string, RawValue>>;
export type ColorScheme = 'light' | 'dark';

export interface TokenSources {
  /** tokens/src/base.json, semantic.json and component.json, parsed. */
  tiers: { base: unknown; semantic: unknown; component: unknown };
  /** tokens/brands/*.json, parsed, in any order. */
  brands: readonly unknown[];
}

export interface BaseToken {
  value: RawValue;
  type: string;
  tier: 'base' | 'semantic' | 'component';
  description: string;
}

export interface BrandInfo {
  /** Lower-case name, the `data-brand` value and the file name. */
  name: string;
  label: string;
  colorScheme: ColorScheme;
  description: string;
}

export interface StudioBrand extends BrandInfo {
  overrides: Overrides;
}

export interface TokenModel {
  tokens: ReadonlyMap<string, BaseToken>;
  /** The shipped brands, by name. */
  brands: ReadonlyMap<string, StudioBrand>;
}

export type ParseResult = { ok: true; brand: StudioBrand } | { ok: false; errors: string[] };

const TIERS = ['base', 'semantic', 'component'] as const;
/** Same rules as the token build (tokens/scripts/build.mjs), so what the studio accepts the build accepts. */
export const BRAND_NAME = /^[a-z][a-z0-9-]*$/;
const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\(.+\)|hsla?\(.+\)|transparent)$/;
const DURATION = /^\d+(\.\d+)?m?s$/;
const DIMENSION = /^-?\d+(\.\d+)?(px|rem|em|%)$/;
const REF = /^\{([^{}]+)\}$/;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isToken = (node: unknown): node is Json & { $value: RawValue } => isObject(node) && '$value' in node;

function* walk(node: unknown, path: string[] = [], type?: string): Generator<[string, Json, string | undefined]> {
  if (!isObject(node)) return;
  const t = typeof node.$type === 'string' ? node.$type : type;
  if (isToken(node)) {
    yield [path.join('.'), node, t];
    return;
  }
  for (const [key, child] of Object.entries(node)) {
    if (!key.startsWith('$')) yield* walk(child, [...path, key], t);
  }
}

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
/** `color.bg.accentMuted` -> `--color-bg-accent-muted`, as the build names variables. */
export const cssName = (path: string): string => `--${path.split('.').map(kebab).join('-')}`;
const refOf = (value: RawValue): string | undefined => (typeof value === 'string' ? REF.exec(value)?.[1] : undefined);

/** Why a value is not acceptable for a token, or undefined when it is. */
export function valueError(tokens: ReadonlyMap<string, BaseToken>, path: string, value: unknown): string | undefined {
  const token = tokens.get(path);
  if (!token) return `"${path}" is not a token of the base; a brand may only override existing tokens`;
  if (typeof value === 'string') {
    const ref = REF.exec(value)?.[1];
    if (ref) {
      const target = tokens.get(ref);
      if (!target) return `${path}: references unknown token {${ref}}`;
      if (target.type !== token.type) return `${path}: {${ref}} is a ${target.type}, not a ${token.type}`;
      return undefined;
    }
  }
  switch (token.type) {
    case 'color':
      return typeof value === 'string' && COLOR.test(value) ? undefined : `${path}: "${String(value)}" is not a colour`;
    case 'duration':
      return DURATION.test(String(value)) ? undefined : `${path}: "${String(value)}" is not a duration like 300ms`;
    case 'dimension':
      return typeof value === 'string' && DIMENSION.test(value)
        ? undefined
        : `${path}: "${String(value)}" is not a size like 12px`;
    case 'number':
    case 'fontWeight':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : `${path}: needs a number`;
    case 'fontFamily':
      return typeof value === 'string' && value.trim() ? undefined : `${path}: needs a font family`;
    case 'cubicBezier':
      return Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === 'number')
        ? undefined
        : `${path}: cubicBezier needs 4 numbers`;
    case 'shadow':
      return isObject(value) &&
        ['color', 'offsetX', 'offsetY', 'blur', 'spread'].every((k) => typeof value[k] === 'string')
        ? undefined
        : `${path}: a shadow needs color, offsetX, offsetY, blur and spread`;
    default:
      return undefined;
  }
}

/** Reads a brand file (a shipped one or one an operator pastes) and checks it as the build would. */
export function parseBrandFile(tokens: ReadonlyMap<string, BaseToken>, json: unknown): ParseResult {
  if (!isObject(json)) return { ok: false, errors: ['A brand file is one JSON object'] };
  const errors: string[] = [];
  const ext = json.$extensions;
  const meta = isObject(ext) && isObject(ext.lobby) ? ext.lobby : {};
  const name = meta.brand;
  if (typeof name !== 'string' || !BRAND_NAME.test(name)) {
    errors.push('$extensions.lobby.brand must be a lower-case name like "gold"');
  }
  const overrides: Record<string, RawValue> = {};
  for (const [path, token] of walk(json)) {
    const value = token.$value;
    const problem = valueError(tokens, path, value);
    const declared = token.$type;
    if (problem) errors.push(problem);
    else if (declared !== undefined && declared !== tokens.get(path)?.type) {
      errors.push(`${path}: $type "${String(declared)}" should be "${tokens.get(path)?.type}"`);
    } else overrides[path] = value as RawValue; // valueError checked its shape
  }
  if (errors.length) return { ok: false, errors };
  const scheme = meta.colorScheme === 'light' ? 'light' : 'dark';
  return {
    ok: true,
    brand: {
      name: name as string,
      label: typeof meta.label === 'string' && meta.label ? meta.label : (name as string),
      colorScheme: scheme,
      description: typeof json.$description === 'string' ? json.$description : '',
      overrides,
    },
  };
}

/** The shared tiers and the shipped brands, from parsed JSON. Throws on a broken source. */
export function loadModel(sources: TokenSources): TokenModel {
  const tokens = new Map<string, BaseToken>();
  for (const tier of TIERS) {
    for (const [path, token, type] of walk(sources.tiers[tier])) {
      if (!type) throw new Error(`${tier}.json: ${path} has no $type`);
      tokens.set(path, {
        value: token.$value as RawValue,
        type,
        tier,
        description: typeof token.$description === 'string' ? token.$description : '',
      });
    }
  }
  const brands = new Map<string, StudioBrand>();
  for (const file of sources.brands) {
    const parsed = parseBrandFile(tokens, file);
    if (!parsed.ok) throw new Error(parsed.errors.join('; '));
    brands.set(parsed.brand.name, parsed.brand);
  }
  return { tokens, brands };
}

function serialise(value: RawValue, type: string): string {
  if (type === 'cubicBezier' && Array.isArray(value)) return `cubic-bezier(${value.join(', ')})`;
  if (type === 'shadow' && isObject(value)) {
    const { color, offsetX, offsetY, blur, spread } = value as Record<string, string>;
    return `${offsetX} ${offsetY} ${blur} ${spread} ${color}`;
  }
  return String(value);
}

/** Fully resolved values (references followed) for a set of overrides: what the build's tokens.json holds. */
export function resolveTokens(model: TokenModel, overrides: Overrides): Record<string, string> {
  const out: Record<string, string> = {};
  const visiting = new Set<string>();
  const get = (path: string): string => {
    const done = out[path];
    if (done !== undefined) return done;
    if (visiting.has(path)) throw new Error(`reference cycle through ${path}`);
    const token = model.tokens.get(path);
    if (!token) throw new Error(`unknown token {${path}}`);
    visiting.add(path);
    const raw = overrides[path] ?? token.value;
    const ref = refOf(raw);
    const value = ref ? get(ref) : serialise(raw, token.type);
    visiting.delete(path);
    out[path] = value;
    return value;
  };
  for (const path of model.tokens.keys()) get(path);
  return out;
}

/** CSS text of one raw value: a reference becomes var(--...). */
export function cssValueOf(model: TokenModel, path: string, raw: RawValue): string {
  const ref = refOf(raw);
  return ref ? `var(${cssName(ref)})` : serialise(raw, model.tokens.get(path)?.type ?? '');
}

/**
 * Custom properties to set on a wrapper that carries `data-brand={from.name}`, so the wrapper shows
 * `overrides` instead: every token either side overrides. `[data-brand]` re-resolves every var() on
 * the wrapper (see build.mjs), so component tokens follow the edited semantic ones.
 */
export function studioVariables(model: TokenModel, from: StudioBrand, overrides: Overrides): Record<string, string> {
  const vars: Record<string, string> = {};
  const paths = new Set([...Object.keys(from.overrides), ...Object.keys(overrides)]);
  for (const path of [...paths].sort()) {
    const token = model.tokens.get(path);
    if (!token) continue;
    const raw = overrides[path] ?? token.value;
    if (raw === from.overrides[path]) continue;
    vars[cssName(path)] = cssValueOf(model, path, raw);
  }
  return vars;
}

/** Sets one token; a value that resolves to the base's own value is dropped (a brand names only changes). */
export function setOverride(model: TokenModel, overrides: Overrides, path: string, value: RawValue): Overrides {
  const next: Record<string, RawValue> = { ...overrides };
  delete next[path];
  const base = resolveTokens(model, next)[path];
  const mine = resolveTokens(model, { ...next, [path]: value })[path];
  if (mine !== base) next[path] = value;
  return next;
}

/** Token paths whose value differs from the starting brand's. */
export function changedFrom(model: TokenModel, from: StudioBrand, overrides: Overrides): string[] {
  const a = resolveTokens(model, from.overrides);
  const b = resolveTokens(model, overrides);
  return [...model.tokens.keys()].filter((p) => a[p] !== b[p] && (p in overrides || p in from.overrides));
}

/** 'light' when dark text reads better on the canvas than light text. */
export function colorSchemeFor(canvas: string): ColorScheme {
  return contrastRatio('#000000', canvas) > contrastRatio('#ffffff', canvas) ? 'light' : 'dark';
}

/** One brand override file in our DTCG shape (as tokens/brands/*.json): only tokens that differ from the base. */
export function exportBrand(model: TokenModel, info: Omit<BrandInfo, 'colorScheme'>, overrides: Overrides): Json {
  const values = resolveTokens(model, overrides);
  const file: Json = {
    $description: info.description,
    $extensions: {
      lobby: { brand: info.name, label: info.label, colorScheme: colorSchemeFor(values['color.bg.canvas'] ?? '#000') },
    },
  };
  for (const path of [...model.tokens.keys()]) {
    if (!(path in overrides)) continue;
    const parts = path.split('.');
    let node = file;
    for (const part of parts.slice(0, -1)) {
      const child = node[part];
      node = isObject(child) ? child : (node[part] = {});
    }
    node[parts.at(-1)!] = { $value: overrides[path], $type: model.tokens.get(path)!.type };
  }
  return file;
}

/** The exported file's text: two-space JSON with a final newline, like the shipped brand files. */
export const brandFileText = (file: Json): string => `${JSON.stringify(file, null, 2)}\n`;

/** Reads pasted text as a brand file; names every problem instead of throwing. */
export function importBrandText(model: TokenModel, text: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, errors: [`Not valid JSON: ${(err as Error).message}`] };
  }
  return parseBrandFile(model.tokens, json);
}

// ---- contrast: the guard's own pair list, ratio and failure messages ----

export interface ContrastRow extends ContrastPair {
  fgValue: string;
  bgValue: string;
  ratio: number;
  pass: boolean;
}

export interface ContrastReport {
  rows: ContrastRow[];
  /** checkContrast's failures, with its messages. */
  failures: ContrastFailure[];
}

export function contrastReport(brand: string, values: Record<string, string>): ContrastReport {
  const canvas = values['color.bg.canvas'] ?? '#000000';
  const rows = contrastPairs.map((pair) => {
    const fgValue = values[pair.fg] ?? '';
    const bgValue = values[pair.bg] ?? '';
    const ratio = contrastRatio(fgValue, bgValue, canvas);
    return { ...pair, fgValue, bgValue, ratio, pass: ratio >= pair.min };
  });
  return { rows, failures: checkContrast(brand, values) };
}

// ---- the controls an operator gets ----

export type ControlKind = 'color' | 'radius' | 'font' | 'duration';
export type ControlGroup = 'Surfaces' | 'Accent' | 'Text' | 'Status' | 'Borders' | 'Radius' | 'Type' | 'Motion';

export interface StudioControl {
  path: string;
  kind: ControlKind;
  group: ControlGroup;
  label: string;
  description: string;
  /** Sliders: range and step, in px or ms. */
  min?: number;
  max?: number;
  step?: number;
}

const colorGroups: Array<[ControlGroup, Array<[string, string]>]> = [
  [
    'Surfaces',
    [
      ['color.bg.canvas', 'Canvas'],
      ['color.bg.surface', 'Surface'],
      ['color.bg.raised', 'Raised'],
      ['color.bg.sunken', 'Sunken'],
      ['color.bg.overlay', 'Overlay scrim'],
    ],
  ],
  [
    'Accent',
    [
      ['color.bg.accent', 'Accent'],
      ['color.fg.onAccent', 'Text on accent'],
      ['color.bg.accentMuted', 'Accent, muted'],
      ['color.fg.accent', 'Accent text'],
      ['color.fg.link', 'Links'],
      ['color.border.focus', 'Focus ring'],
    ],
  ],
  [
    'Text',
    [
      ['color.fg.default', 'Body text'],
      ['color.fg.muted', 'Secondary text'],
    ],
  ],
  [
    'Status',
    [
      ['color.bg.danger', 'Danger'],
      ['color.fg.danger', 'Danger text'],
      ['color.bg.success', 'Success'],
      ['color.fg.success', 'Success text'],
      ['color.bg.badge', 'Badge'],
      ['color.fg.onBadge', 'Text on badge'],
    ],
  ],
  [
    'Borders',
    [
      ['color.border.default', 'Divider'],
      ['color.border.strong', 'Input border'],
      ['color.border.danger', 'Error border'],
    ],
  ],
];

const radius = (path: string, label: string, max: number) =>
  ({ group: 'Radius', kind: 'radius', path, label, min: 0, max, step: 1 }) as const;
const duration = (path: string, label: string, min: number, max: number, step: number) =>
  ({ group: 'Motion', kind: 'duration', path, label, min, max, step }) as const;
const otherControls: ReadonlyArray<Omit<StudioControl, 'description'>> = [
  radius('radius.sm', 'Small', 24),
  radius('radius.md', 'Medium', 32),
  radius('radius.lg', 'Large', 32),
  radius('radius.xl', 'Extra large', 40),
  { group: 'Type', kind: 'font', path: 'font.family.base', label: 'Body font' },
  { group: 'Type', kind: 'font', path: 'font.family.display', label: 'Display font' },
  duration('motion.duration.instant', 'Instant', 0, 400, 10),
  duration('motion.duration.fast', 'Fast (presses)', 0, 600, 10),
  duration('motion.duration.fade', 'Fade (pages, popups)', 0, 1000, 10),
  duration('motion.duration.slide', 'Slide (carousels, jackpot)', 0, 1500, 50),
  duration('motion.duration.autoplay', 'Autoplay interval', 2000, 10000, 250),
];

/** Every control of the studio, in the order it shows them; only tokens the base defines. */
export function studioControls(model: TokenModel): StudioControl[] {
  const describe = (path: string) => model.tokens.get(path)?.description ?? '';
  const colors = colorGroups.flatMap(([group, entries]) =>
    entries.map(([path, label]): Omit<StudioControl, 'description'> => ({ path, kind: 'color', group, label })),
  );
  return [...colors, ...otherControls]
    .filter((c) => model.tokens.has(c.path))
    .map((c) => ({ ...c, description: describe(c.path) }));
}

/** The font stacks we ship (base fontStack.*), as select options: value is the DTCG reference. */
export function fontOptions(model: TokenModel): Array<{ value: string; label: string }> {
  return [...model.tokens]
    .filter(([path]) => path.startsWith('fontStack.'))
    .map(([path, t]) => ({ value: `{${path}}`, label: String(t.value).split(',')[0]!.replace(/['"]/g, '').trim() }));
}

/** `#rrggbb` for a colour picker (translucent colours show their opaque colour). */
export function pickerHex(value: string): string {
  const c = parseColor(value);
  if (!c) return '#000000';
  return `#${c
    .slice(0, 3)
    .map((n) => Math.round(n).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** A typed colour if the build accepts it (adds a missing '#'), else undefined. */
export function normaliseColor(text: string): string | undefined {
  const t = text.trim();
  const v = (/^[0-9a-f]+$/i.test(t) ? `#${t}` : t).toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(v);
  return (hex || /^rgba?\(/.test(v)) && COLOR.test(v) && parseColor(v) ? v : undefined;
}

/** Number part of a px or ms value, for sliders. */
export const numberOf = (value: string): number => Number.parseFloat(value) || 0;
