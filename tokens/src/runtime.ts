import { brandNames, resolvedTokens, defaultBrand, tokenCatalogue } from '../dist/theme.ts';
import type { BrandName, TokenName } from '../dist/theme.ts';

/** Names of the motion duration tokens, e.g. 'fade', 'autoplay'. */
export type DurationToken =
  Extract<TokenName, `--motion-duration-${string}`> extends `--motion-duration-${infer N}` ? N : never;

/** `var(--name)` for a token name, checked at compile time. */
export const cssVar = (name: TokenName, fallback?: string): string =>
  fallback === undefined ? `var(${name})` : `var(${name}, ${fallback})`;

export const isBrandName = (value: unknown): value is BrandName =>
  typeof value === 'string' && (brandNames as readonly string[]).includes(value);

/**
 * Switches brand at run time: one attribute on the root, no React re-render (CONVENTIONS: tokens).
 */
export function setBrand(brand: BrandName, root: HTMLElement = document.documentElement): void {
  root.dataset.brand = brand;
}

function parseDuration(text: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)(ms|s)\s*$/.exec(text);
  if (!m) return undefined;
  return m[2] === 's' ? Number(m[1]) * 1000 : Number(m[1]);
}

/**
 * Values read from the root, by name, and what the root looked like when they were read. A read is
 * getComputedStyle, which first brings the whole document's style up to date: a part reading a
 * token while it renders during hydration (the carousel, the marquee) cost the home 60-110 ms of
 * style work at 2.5x CPU. The root's tokens change only with its attributes (the brand, reduced
 * motion, an inline style) or with the page's stylesheets, so the values are kept until one of those
 * changes; checking costs a few attribute reads, and needs no observer.
 */
const rootValues = new Map<string, string>();
let rootLook = '';

function lookOf(root: Element): string {
  let look = String(document.styleSheets.length);
  for (const { name, value } of Array.from(root.attributes)) look += `|${name}=${value}`;
  return look;
}

function computed(name: string, el?: Element): string {
  if (typeof window === 'undefined' || typeof getComputedStyle !== 'function') return '';
  const root = document.documentElement;
  if (el && el !== root) return getComputedStyle(el).getPropertyValue(name);
  const look = lookOf(root);
  if (look !== rootLook) {
    rootValues.clear();
    rootLook = look;
  }
  const kept = rootValues.get(name);
  if (kept !== undefined) return kept;
  const value = getComputedStyle(root).getPropertyValue(name);
  // An empty answer (the styles not in yet) is asked again next time.
  if (value.trim() !== '') rootValues.set(name, value);
  return value;
}

/**
 * A motion duration in milliseconds, read from the live CSS variable so a brand (or the brand
 * studio) can retune timers without a rebuild; falls back to the built default.
 */
export function readDurationMs(token: DurationToken, el?: Element): number {
  const name = `--motion-duration-${token}`;
  const live = parseDuration(computed(name, el));
  if (live !== undefined) return live;
  // The CSS name is kebab-case ('toast-success-long') while the token path may be camelCase
  // ('motion.duration.toastSuccessLong'): look the path up by CSS name, never rebuild it.
  const info = tokenCatalogue.find((t) => t.name === name);
  const fallback = info ? parseDuration(resolvedTokens[defaultBrand][info.path] ?? '') : undefined;
  return fallback ?? 0;
}

/** A numeric token (e.g. '--marquee-speed') read live, with the built default as fallback. */
export function readNumber(name: TokenName, el?: Element): number {
  const live = Number.parseFloat(computed(name, el));
  if (Number.isFinite(live)) return live;
  const info = tokenCatalogue.find((t) => t.name === name);
  return info ? Number.parseFloat(resolvedTokens[defaultBrand][info.path] ?? '') : Number.NaN;
}
