import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultBrand, isBrandName } from '@lobby/tokens';
import { TokenSheet } from './TokenSheet.tsx';

const meta = {
  title: 'Tokens/Sheet',
  component: TokenSheet,
  tags: ['!autodocs'],
  args: { brand: defaultBrand },
  render: (_args, { globals }) => <TokenSheet brand={isBrandName(globals.brand) ? globals.brand : defaultBrand} />,
} satisfies Meta<typeof TokenSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the Brand toolbar. */
export const AllTokens: Story = {};
