/**
 * Contrast guard: every text/background token pair the kit uses, checked against WCAG 2.2 AA
 * (1.4.3: 4.5:1 body text; 1.4.11: 3:1 for UI parts and focus rings). Used by the contrast test
 * over every brand and by the brand studio while an operator edits.
 */
export interface ContrastPair {
  /** Token path of the foreground (text, icon, border). */
  fg: string;
  /** Token path of the background it sits on. */
  bg: string;
  /** 4.5 for text, 3 for UI parts. */
  min: 4.5 | 3;
  /** Where the kit uses it, for the failure message. */
  use: string;
}

const text = (fg: string, bg: string, use: string): ContrastPair => ({ fg, bg, min: 4.5, use });
const ui = (fg: string, bg: string, use: string): ContrastPair => ({ fg, bg, min: 3, use });

export const contrastPairs: readonly ContrastPair[] = [
  ...['color.bg.canvas', 'color.bg.surface', 'color.bg.raised', 'color.bg.sunken'].flatMap((bg) => [
    text('color.fg.default', bg, 'body text'),
    text('color.fg.muted', bg, 'secondary text'),
    text('color.fg.accent', bg, 'accent text and icons'),
    text('color.fg.danger', bg, 'field errors'),
    ui('color.border.focus', bg, 'focus ring'),
  ]),
  ...['color.bg.canvas', 'color.bg.surface', 'color.bg.raised'].flatMap((bg) => [
    text('color.fg.link', bg, 'links'),
    text('color.fg.success', bg, 'success text'),
  ]),
  text('color.fg.default', 'color.bg.accentMuted', 'selected chips'),
  ui('color.border.strong', 'color.bg.raised', 'input borders'),
  ui('color.border.strong', 'color.bg.surface', 'input borders'),
  text('color.fg.onAccent', 'color.bg.accent', 'text on the accent'),
  text('color.fg.onBadge', 'color.bg.badge', 'count badges'),
  text('button.primaryFg', 'button.primaryBg', 'primary button'),
  text('button.secondaryFg', 'button.secondaryBg', 'secondary button'),
  text('button.dangerFg', 'button.dangerBg', 'danger button'),
  text('badge.fg', 'badge.bg', 'badges'),
  text('toast.fg', 'toast.bg', 'toasts'),
  text('footer.fg', 'footer.bg', 'footer items'),
  text('footer.activeFg', 'footer.bg', 'active footer item'),
  text('header.fg', 'header.bg', 'header'),
  text('jackpot.digitFg', 'jackpot.digitBg', 'jackpot digits'),
  ui('carousel.dotActive', 'color.bg.canvas', 'carousel pagination'),
];

type Rgba = [number, number, number, number];

/** Parses #rgb, #rrggbb, #rrggbbaa, rgb() and rgba(). */
export function parseColor(value: string): Rgba | undefined {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(v)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const n = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
    return [n(0), n(2), n(4), full.length === 8 ? n(6) / 255 : 1];
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(v)?.[1];
  if (fn) {
    const parts = fn
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if (parts.length >= 3 && parts.every((p) => Number.isFinite(p))) {
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    }
  }
  if (v === 'transparent') return [0, 0, 0, 0];
  return undefined;
}

/** Composites a translucent colour over an opaque one. */
function over([r, g, b, a]: Rgba, [r2, g2, b2]: Rgba): Rgba {
  return [r * a + r2 * (1 - a), g * a + g2 * (1 - a), b * a + b2 * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours; a translucent background is laid over `canvas`. */
export function contrastRatio(fg: string, bg: string, canvas = '#000000'): number {
  const base = parseColor(canvas) ?? [0, 0, 0, 1];
  const b = parseColor(bg);
  const f = parseColor(fg);
  if (!b || !f) return Number.NaN;
  const back = b[3] < 1 ? over(b, base) : b;
  const front = f[3] < 1 ? over(f, back) : f;
  const [l1, l2] = [luminance(front), luminance(back)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

export interface ContrastFailure extends ContrastPair {
  ratio: number;
  brand: string;
  message: string;
}

/** Checks one brand's resolved tokens; returns every failing pair with a readable message. */
export function checkContrast(brand: string, values: Record<string, string>): ContrastFailure[] {
  const canvas = values['color.bg.canvas'] ?? '#000000';
  const failures: ContrastFailure[] = [];
  for (const pair of contrastPairs) {
    const fg = values[pair.fg];
    const bg = values[pair.bg];
    const ratio = fg && bg ? contrastRatio(fg, bg, canvas) : Number.NaN;
    if (!(ratio >= pair.min)) {
      failures.push({
        ...pair,
        ratio,
        brand,
        message: `brand "${brand}": ${pair.fg} (${fg}) on ${pair.bg} (${bg}) is ${Number.isNaN(ratio) ? 'not a colour pair' : `${ratio.toFixed(2)}:1`}, needs ${pair.min}:1 (${pair.use})`,
      });
    }
  }
  return failures;
}
