import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleVendors } from './logos.ts';
import { useStoryChoice } from '../Field/StoryFrame.tsx';
import { VendorStrip } from './VendorStrip.tsx';
import type { VendorStripProps } from './VendorStrip.tsx';

function Controlled(args: VendorStripProps) {
  const choice = useStoryChoice(args);
  return <VendorStrip {...args} {...choice} />;
}

const meta = preview.meta({
  title: 'Lobby/VendorStrip',
  component: VendorStrip,
  args: { vendors: sampleVendors, value: '', onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
});

export const Playground = meta.story();
export const AllSelected = meta.story();
export const VendorSelected = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'PG Soft' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('PG');
    await expect(canvas.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
  },
});
export const OneVendor = meta.story({ args: { vendors: sampleVendors.slice(0, 1) } });
export const NoVendors = meta.story({ args: { vendors: [] } });
export const NamesOnly = meta.story({
  args: { vendors: sampleVendors.map(({ value, name }) => ({ value, name: `${name} Gaming Studio` })) },
});
export const RightToLeft = meta.story({ args: { value: 'JILI' }, globals: { direction: 'rtl' } });
