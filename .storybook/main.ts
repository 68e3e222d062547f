import { resolve, relative, isAbsolute } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import type { Plugin } from 'vite';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const tokensDist = resolve(import.meta.dirname, '../tokens/dist');

/**
 * `LOBBY_TOKENS_DIST=<dir>`: build Storybook against another token build (the CSS variables and the
 * typed theme of tokens/dist come from <dir>). The token-change check (tests/tooling/token-change.ts)
 * builds one brand with one colour changed into a temporary directory and needs a Storybook of it
 * without touching tokens/dist.
 */
function tokensDistFrom(dir: string): Plugin {
  const target = resolve(dir);
  return {
    name: 'lobby-tokens-dist',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file = '', query = ''] = resolved.id.split(/(?=\?)/);
      const rel = relative(tokensDist, file);
      if (rel.startsWith('..') || isAbsolute(rel)) return resolved;
      return { ...resolved, id: resolve(target, rel) + query };
    },
  };
}

/**
 * Story files import the CSF factory preview as `#.storybook/preview` (the specifier Storybook's
 * docs use), wherever they live; tsconfig.tooling.json maps the same name for the types. Storybook
 * recognises a factory story file by an import whose path ends in `/preview`.
 */
const previewAlias = { '#.storybook/preview': resolve(import.meta.dirname, 'preview.tsx') };

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    './docs/*.mdx',
    './docs/*.stories.@(ts|tsx)',
    './studio/*.stories.@(ts|tsx)',
    './pages/*.stories.@(ts|tsx)',
    '../ui-kit/src/**/*.mdx',
    '../ui-kit/src/**/*.stories.@(ts|tsx)',
    '../app/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal(viteConfig) {
    const aliased = mergeConfig(viteConfig, { resolve: { alias: previewAlias } });
    const dir = process.env.LOBBY_TOKENS_DIST;
    if (!dir) return aliased;
    return { ...aliased, plugins: [tokensDistFrom(dir), ...(aliased.plugins ?? [])] };
  },
};
export default config;
