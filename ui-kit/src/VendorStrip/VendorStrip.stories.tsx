import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleVendors } from './logos.ts';
import { useStoryChoice } from '../Field/StoryFrame.tsx';
import { VendorStrip } from './VendorStrip.tsx';
import type { VendorStripProps } from './VendorStrip.tsx';

function Controlled(args: VendorStripProps) {
  const choice = useStoryChoice(args);
  return <VendorStrip {...args} {...choice} />;
}

const meta = {
  title: 'Lobby/VendorStrip',
  component: VendorStrip,
  args: { vendors: sampleVendors, value: '', onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof VendorStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const AllSelected: Story = {};
export const VendorSelected: Story = {
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'PG Soft' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('PG');
    await expect(canvas.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const OneVendor: Story = { args: { vendors: sampleVendors.slice(0, 1) } };
export const NoVendors: Story = { args: { vendors: [] } };
export const NamesOnly: Story = {
  args: { vendors: sampleVendors.map(({ value, name }) => ({ value, name: `${name} Gaming Studio` })) },
};
export const RightToLeft: Story = { args: { value: 'JILI' }, globals: { direction: 'rtl' } };
