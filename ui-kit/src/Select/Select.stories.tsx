import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledField } from '../Field/StoryFrame.tsx';
import { Select } from './Select.tsx';

const banks = [
  { value: 'bdo', label: 'BDO Unibank' },
  { value: 'bpi', label: 'Bank of the Philippine Islands' },
  { value: 'gcash', label: 'GCash' },
  { value: 'maya', label: 'Maya', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Bank', name: 'bank', value: '', options: banks, placeholder: 'Choose a bank', onChange: fn() },
  render: controlledField(Select),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = {};
export const Chosen: Story = {
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Bank' });
    await userEvent.selectOptions(select, 'gcash');
    await expect(select).toHaveValue('gcash');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: 'Please choose a bank' } };
export const Disabled: Story = { args: { value: 'bdo', disabled: true } };
export const LongOption: Story = {
  args: {
    value: 'x',
    options: [{ value: 'x', label: 'Rizal Commercial Banking Corporation, savings account ending in 4821' }],
  },
};
export const RightToLeft: Story = {
  args: { label: 'البنك', value: 'bdo', options: [{ value: 'bdo', label: 'بنك الإمارات' }] },
  globals: { direction: 'rtl' },
};
