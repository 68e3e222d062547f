import type { LanguageCode } from './languages.ts';

/**
 * Scripts that Noto Sans (and its Arabic companion, loaded for everyone) do not cover. Each is its own
 * lazy CSS chunk of the script's subset only, fetched when that language is picked or the language
 * picker opens (it lists every native name): a player of another language never loads them. The font
 * stack token names these families after Noto Sans, so text switches to them as soon as they land.
 */
const scriptFonts: Partial<Record<LanguageCode, () => Promise<unknown>>> = {
  MY: () =>
    Promise.all([
      import('@fontsource/noto-sans-myanmar/myanmar-400.css'),
      import('@fontsource/noto-sans-myanmar/myanmar-700.css'),
    ]),
  KM: () =>
    Promise.all([
      import('@fontsource/noto-sans-khmer/khmer-400.css'),
      import('@fontsource/noto-sans-khmer/khmer-700.css'),
    ]),
  LO: () =>
    Promise.all([import('@fontsource/noto-sans-lao/lao-400.css'), import('@fontsource/noto-sans-lao/lao-700.css')]),
  TE: () =>
    Promise.all([
      import('@fontsource/noto-sans-telugu/telugu-400.css'),
      import('@fontsource/noto-sans-telugu/telugu-700.css'),
    ]),
};

const started = new Map<LanguageCode, Promise<void>>();

/** Loads the web font a language's script needs (once); resolves at once for scripts already covered. */
export function loadScriptFont(code: LanguageCode): Promise<void> {
  const load = scriptFonts[code];
  if (!load) return Promise.resolve();
  let p = started.get(code);
  if (!p) {
    p = load().then(
      () => undefined,
      () => undefined, // offline: the text still shows in a system font
    );
    started.set(code, p);
  }
  return p;
}

/** Every script font, for the language picker that shows each language in its own script. */
export function loadAllScriptFonts(): Promise<void> {
  return Promise.all((Object.keys(scriptFonts) as LanguageCode[]).map(loadScriptFont)).then(() => undefined);
}

/** Languages that bring a font of their own (for tests and stories). */
export const scriptFontLanguages = Object.keys(scriptFonts) as LanguageCode[];
