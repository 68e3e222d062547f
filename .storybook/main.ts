import type { StorybookConfig } from '@storybook/react-vite';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

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
};
export default config;
