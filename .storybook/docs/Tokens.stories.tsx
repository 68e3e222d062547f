import preview from '#.storybook/preview';
import { defaultBrand, isBrandName } from '@lobby/tokens';
import { TokenSheet } from './TokenSheet.tsx';

const meta = preview.meta({
  title: 'Tokens/Sheet',
  component: TokenSheet,
  tags: ['!autodocs'],
  args: { brand: defaultBrand },
  render: (_args, { globals }) => <TokenSheet brand={isBrandName(globals.brand) ? globals.brand : defaultBrand} />,
});

/** Follows the Brand toolbar. */
export const AllTokens = meta.story();
