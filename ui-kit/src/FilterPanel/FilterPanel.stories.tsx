import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ComponentType } from 'react';
import { theme } from '@lobby/tokens';
import { sampleVendors } from '../VendorStrip/logos.ts';
import { FilterPanel } from './FilterPanel.tsx';

const categories = [
  { value: 'LIVE', label: 'Live' },
  { value: 'FISH', label: 'Fish' },
  { value: 'SPORTS', label: 'Sports' },
  { value: 'LOTT', label: 'Lottery' },
];

/** The panel is a dialog's content: shown here on the dialog's surface, with the dialog's padding. */
function OnDialogSurface(Story: ComponentType) {
  return (
    <div style={{ padding: theme.space.md, background: theme.color.bg.surface }}>
      <Story />
    </div>
  );
}

const meta = preview.meta({
  title: 'Lobby/FilterPanel',
  component: FilterPanel,
  decorators: [OnDialogSurface],
  args: {
    vendors: sampleVendors.slice(0, 5),
    value: { vassalage: '', gameClassify: 'ALL', minBet: 'all' } as const,
    isRng: true,
    onSubmit: fn(),
    onReset: fn(),
    categories,
    onCategorySelect: fn(),
  },
});

export const Playground = meta.story();
export const Rng = meta.story();
export const NotRng = meta.story({ args: { isRng: false } });
export const Chosen = meta.story({ args: { value: { vassalage: 'PG', gameClassify: 'NEW', minBet: '0.1' } } });
export const SubmitAndReset = meta.story({
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
});
export const NoOtherCategories = meta.story({ args: { categories: [], isRng: false } });
export const ManyVendors = meta.story({
  args: {
    vendors: [...sampleVendors, ...sampleVendors.map((v) => ({ ...v, value: `${v.value}2`, name: `${v.name} Asia` }))],
  },
});
export const RightToLeft = meta.story({ globals: { direction: 'rtl' } });
