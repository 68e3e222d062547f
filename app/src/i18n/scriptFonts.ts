import type { LanguageCode } from './languages.ts';
import type { ScriptFontLanguage } from './scriptFontFiles.ts';

/**
 * Scripts that Noto Sans (and its Arabic companion, loaded for everyone) do not cover. Each is its own
 * lazy CSS chunk of the script's subset only, fetched when that language is picked or the language
 * picker opens (it lists every native name): a player of another language never loads them. The font
 * stack token names these families after Noto Sans, so text switches to them as soon as they land.
 * Only the codes are here; their stylesheets are listed in scriptFontFiles.ts, a chunk of its own.
 */
const withFont: readonly ScriptFontLanguage[] = ['MY', 'KM', 'LO', 'TE'];

export type { ScriptFontLanguage };

function hasFont(code: LanguageCode): code is ScriptFontLanguage {
  return (withFont as readonly LanguageCode[]).includes(code);
}

const started = new Map<LanguageCode, Promise<void>>();

/** Loads the web font a language's script needs (once); resolves at once for scripts already covered. */
export function loadScriptFont(code: LanguageCode): Promise<void> {
  if (!hasFont(code)) return Promise.resolve();
  let p = started.get(code);
  if (!p) {
    p = import('./scriptFontFiles.ts')
      .then(({ scriptFontFiles }) => scriptFontFiles[code]())
      .then(
        () => undefined,
        () => undefined, // offline: the text still shows in a system font
      );
    started.set(code, p);
  }
  return p;
}

/** Every script font, for the language picker that shows each language in its own script. */
export function loadAllScriptFonts(): Promise<void> {
  return Promise.all(withFont.map(loadScriptFont)).then(() => undefined);
}

/** Languages that bring a font of their own (for tests and stories). */
export const scriptFontLanguages: LanguageCode[] = [...withFont];
