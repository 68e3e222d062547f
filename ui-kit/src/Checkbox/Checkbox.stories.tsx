import { useState } from 'react';
import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../Field/StoryFrame.tsx';
import { Checkbox } from './Checkbox.tsx';
import type { CheckboxProps } from './Checkbox.tsx';

function Controlled(args: CheckboxProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <StoryFrame>
      <Checkbox
        {...args}
        checked={checked}
        onChange={(e) => {
          setChecked(e.target.checked);
          args.onChange?.(e);
        }}
      />
    </StoryFrame>
  );
}

const meta = preview.meta({
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remember password', name: 'remember', checked: false, disabled: false, onChange: fn() },
  render: (args) => <Controlled {...args} />,
});

export const Playground = meta.story();
export const Unchecked = meta.story();
export const Checked = meta.story({ args: { checked: true } });
export const Toggle = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember password' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
});
export const Agreement = meta.story({
  args: {
    name: 'agree',
    checked: true,
    label: (
      <>
        I am over 18 and agree to the <a href="#agreement">user agreement</a>
      </>
    ),
  },
});
export const WithError = meta.story({
  args: { name: 'agree', label: 'I agree to the user agreement', error: 'Please accept the user agreement' },
});
export const Disabled = meta.story({ args: { checked: true, disabled: true } });
export const LongLabel = meta.story({
  args: {
    label:
      'Remember my username and password on this device so I do not need to type them again next time I open the site',
  },
});
export const RightToLeft = meta.story({
  args: { label: 'تذكر كلمة المرور', checked: true },
  globals: { direction: 'rtl' },
});
