/**
 * The stylesheets of each script font, apart from scriptFonts.ts so that their names and preload
 * lists load only when one of these languages (or the language picker) needs them.
 */
export const scriptFontFiles = {
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
} satisfies Record<string, () => Promise<unknown>>;

/** A language that brings a font of its own. Imports run one way: scriptFonts.ts reads this file. */
export type ScriptFontLanguage = keyof typeof scriptFontFiles;
