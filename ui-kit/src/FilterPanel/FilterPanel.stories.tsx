import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleVendors } from '../VendorStrip/logos.ts';
import { FilterPanel } from './FilterPanel.tsx';

const categories = [
  { value: 'LIVE', label: 'Live' },
  { value: 'FISH', label: 'Fish' },
  { value: 'SPORTS', label: 'Sports' },
  { value: 'LOTT', label: 'Lottery' },
];

const meta = {
  title: 'Lobby/FilterPanel',
  component: FilterPanel,
  args: {
    vendors: sampleVendors.slice(0, 5),
    value: { vassalage: '', gameClassify: 'ALL', minBet: 'all' },
    isRng: true,
    onSubmit: fn(),
    onReset: fn(),
    categories,
    onCategorySelect: fn(),
  },
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Rng: Story = {};
export const NotRng: Story = { args: { isRng: false } };
export const Chosen: Story = { args: { value: { vassalage: 'PG', gameClassify: 'NEW', minBet: '0.1' } } };
export const SubmitAndReset: Story = {
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'JILI' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'HOT' }));
    await userEvent.click(canvas.getByRole('radio', { name: '0.5' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ vassalage: 'JILI', gameClassify: 'HOT', minBet: '0.5' });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('radio', { name: 'ALL' })).toBeChecked();
    await expect(args.onReset).toHaveBeenCalled();
  },
};
export const NoOtherCategories: Story = { args: { categories: [], isRng: false } };
export const ManyVendors: Story = {
  args: {
    vendors: [...sampleVendors, ...sampleVendors.map((v) => ({ ...v, value: `${v.value}2`, name: `${v.name} Asia` }))],
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
