import addonA11y from '@storybook/addon-a11y';
import type { DocsTypes } from '@storybook/addon-docs';
import * as docsAnnotations from '@storybook/addon-docs/preview';
import { definePreview } from '@storybook/react-vite';
import { definePreviewAddon } from 'storybook/internal/csf';
import type { Decorator, Preview } from '@storybook/react-vite';
import '@lobby/tokens/fonts';
import { brandMeta, defaultBrand } from '@lobby/tokens';
import { GlobalStyle, KitProvider } from '@lobby/ui-kit';
import type { MotionPreference } from '@lobby/ui-kit';

/**
 * Brand, locale, direction and motion come from the toolbar. Brand is one attribute on <html>:
 * the CSS variables re-theme every story with no reload and no React re-render of the tree.
 */
const withKit: Decorator = (Story, context) => {
  const brand = String(context.globals.brand ?? defaultBrand);
  const locale = String(context.globals.locale ?? 'en');
  const dir = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  const motion = (context.globals.motion ?? 'system') as MotionPreference;
  const root = document.documentElement;
  root.dataset.brand = brand;
  root.dir = dir;
  root.lang = locale;
  if (motion === 'reduce') root.dataset.reducedMotion = 'reduce';
  else delete root.dataset.reducedMotion;
  return (
    <KitProvider locale={locale} dir={dir} motion={motion}>
      <GlobalStyle />
      <Story />
    </KitProvider>
  );
};

type ToolbarMenu = NonNullable<Preview['globalTypes']>[string];
type ToolbarIcon = NonNullable<ToolbarMenu['toolbar']>['icon'];

/** A toolbar menu for one global; the chosen item's title stands as the menu's title. */
const toolbarMenu = (
  description: string,
  title: string,
  icon: ToolbarIcon,
  items: { value: string; title: string }[],
): ToolbarMenu => ({
  description,
  toolbar: { title, icon, items, dynamicTitle: true },
});

/**
 * The docs addon from its preview annotations, as main.ts's addon list gives them to a CSF3 preview,
 * not from `addonDocs()`: the package's entry also imports the docs renderer (the doc blocks and
 * their theming), which then loads with every story instead of only on a docs page. With it in the
 * preview's first bundle the carousel's slides (keen-slider measures them when it mounts) came out
 * 16 px narrow on about one fresh load in four (5 of 25, against 0 of 30 this way): measured while
 * <body> still had its default margin. `parameters.docs.renderer` loads the renderer when a docs
 * page needs it.
 */
const docsAddon = definePreviewAddon<DocsTypes>(docsAnnotations);

/**
 * The project's annotations as a CSF factory: stories start from `preview.meta({...})`, so their
 * args, parameters and globals are typed from this file and its addons.
 */
const preview = definePreview({
  addons: [docsAddon, addonA11y()],
  tags: ['autodocs'],
  decorators: [withKit],
  globalTypes: {
    brand: toolbarMenu(
      'Brand (design tokens)',
      'Brand',
      'paintbrush',
      brandMeta.map((b) => ({ value: b.name, title: b.label })),
    ),
    locale: toolbarMenu('Locale for numbers and dates', 'Locale', 'globe', [
      { value: 'en', title: 'English' },
      { value: 'fil', title: 'Filipino (TY)' },
      { value: 'de', title: 'Deutsch' },
      { value: 'ar', title: 'العربية' },
      { value: 'zh-CN', title: '中文' },
      { value: 'my', title: 'မြန်မာ' },
    ]),
    direction: toolbarMenu('Text direction', 'Direction', 'transfer', [
      { value: 'ltr', title: 'LTR' },
      { value: 'rtl', title: 'RTL' },
    ]),
    motion: toolbarMenu('Motion preference', 'Motion', 'lightning', [
      { value: 'system', title: 'Motion: system' },
      { value: 'reduce', title: 'Reduced motion' },
      { value: 'no-preference', title: 'Full motion' },
    ]),
  },
  initialGlobals: {
    brand: defaultBrand,
    locale: 'en',
    direction: 'ltr',
    motion: 'system',
    viewport: { value: 'phone', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 375x812', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        small: { name: 'Small phone 320x568', styles: { width: '320px', height: '568px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768x1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    a11y: {
      // Every story must pass axe; page-level rules are off for isolated parts.
      test: 'error',
      config: {
        rules: [
          { id: 'region', enabled: false },
          { id: 'landmark-one-main', enabled: false },
          { id: 'page-has-heading-one', enabled: false },
        ],
      },
    },
    chromatic: {
      pauseAnimationAtEnd: true,
      modes: Object.fromEntries(brandMeta.map((b) => [b.label, { brand: b.name }])),
    },
    controls: { matchers: { color: /(background|color)$/i } },
    options: { storySort: { order: ['Introduction', 'Tokens', 'Compose a screen', '*'] } },
  },
});

export default preview;
