import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledField } from '../Field/StoryFrame.tsx';
import { Select } from './Select.tsx';

const banks = [
  { value: 'bdo', label: 'BDO Unibank' },
  { value: 'bpi', label: 'Bank of the Philippine Islands' },
  { value: 'gcash', label: 'GCash' },
  { value: 'maya', label: 'Maya', disabled: true },
];

const meta = preview.meta({
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Bank', name: 'bank', value: '', options: banks, placeholder: 'Choose a bank', onChange: fn() },
  render: controlledField(Select),
});

export const Playground = meta.story();
export const Empty = meta.story();
export const Chosen = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Bank' });
    await userEvent.selectOptions(select, 'gcash');
    await expect(select).toHaveValue('gcash');
    await expect(args.onChange).toHaveBeenCalled();
  },
});
export const Required = meta.story({ args: { required: true } });
export const WithError = meta.story({ args: { required: true, error: 'Please choose a bank' } });
export const Disabled = meta.story({ args: { value: 'bdo', disabled: true } });
export const LongOption = meta.story({
  args: {
    value: 'x',
    options: [{ value: 'x', label: 'Rizal Commercial Banking Corporation, savings account ending in 4821' }],
  },
});
export const RightToLeft = meta.story({
  args: { label: 'البنك', value: 'bdo', options: [{ value: 'bdo', label: 'بنك الإمارات' }] },
  globals: { direction: 'rtl' },
});
