import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame, useStoryChoice } from '../Field/StoryFrame.tsx';
import { SegmentedTabs } from './SegmentedTabs.tsx';
import type { SegmentedTabsProps } from './SegmentedTabs.tsx';

const panel = (text: string) => <p style={{ margin: 0, color: 'var(--color-fg-muted)' }}>{text}</p>;
const twoMethods = [
  { value: 'username', label: 'Username', content: panel('Username and password fields go here.') },
  { value: 'mobile', label: 'Mobile number', content: panel('Mobile number and SMS code fields go here.') },
];

function Controlled(args: SegmentedTabsProps) {
  const choice = useStoryChoice(args);
  return (
    <StoryFrame>
      <SegmentedTabs {...args} {...choice} />
    </StoryFrame>
  );
}

const meta = preview.meta({
  title: 'Forms/SegmentedTabs',
  component: SegmentedTabs,
  args: { items: twoMethods, value: 'username', onValueChange: fn(), 'aria-label': 'Registration method' },
  render: (args) => <Controlled {...args} />,
});

export const Playground = meta.story();
export const UsernameActive = meta.story();
export const MobileActive = meta.story({ args: { value: 'mobile' } });
export const LoginMethods = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  args: {
    'aria-label': 'Login method',
    items: [
      { value: 'username', label: 'Username', content: panel('Username and password.') },
      { value: 'sms', label: 'SMS', content: panel('Mobile number and SMS code.') },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'SMS' }));
    await expect(canvas.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Mobile number and SMS code.');
    await expect(args.onValueChange).toHaveBeenCalledWith('sms');
  },
});
export const OneMethodOnly = meta.story({ args: { items: twoMethods.slice(1), value: 'mobile' } });
export const WithDisabled = meta.story({
  args: { items: [twoMethods[0]!, { ...twoMethods[1]!, disabled: true }] },
});
export const LongLabels = meta.story({
  args: {
    items: [
      { value: 'username', label: 'Register with a username and password', content: panel('…') },
      { value: 'mobile', label: 'Register with your mobile phone number', content: panel('…') },
    ],
  },
});
/** A report's four date ranges (today, 7 days, 30 days, custom) in a language's own words. */
const dateRanges = (label: string, [today, week, month, custom]: readonly [string, string, string, string]) => ({
  'aria-label': label,
  items: [
    { value: 'today', label: today, content: panel('…') },
    { value: '7', label: week, content: panel('…') },
    { value: '30', label: month, content: panel('…') },
    { value: 'custom', label: custom, content: panel('…') },
  ],
});
/** A report's four date ranges in French: the last word is wider than a quarter of a phone's row. */
export const LongWord = meta.story({
  args: {
    ...dateRanges('Période', ["Aujourd'hui", '7 jours', '30 jours', 'Personnalisée']),
    value: 'custom',
  },
});
/** Tamil's four report ranges on a 320 px phone: wider together than the row, they scroll inside it. */
export const ScrollsWhenNarrow = meta.story({
  args: {
    ...dateRanges('தேதி வரம்பு', ['இன்று', '7 நாட்கள்', '30 நாட்கள்', 'தனிப்பயன்']),
    value: '30',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
});
export const RightToLeft = meta.story({
  args: {
    items: [
      { value: 'username', label: 'اسم المستخدم', content: panel('حقول اسم المستخدم') },
      { value: 'mobile', label: 'رقم الهاتف', content: panel('حقول الهاتف') },
    ],
  },
  globals: { direction: 'rtl' },
});
