import { useState } from 'react';
import preview from '#.storybook/preview';
import { expect, fn, userEvent, within, screen } from 'storybook/test';
import { StoryFrame, useStoryValue } from '../Field/StoryFrame.tsx';
import { PhoneField } from './PhoneField.tsx';
import type { DialingCountry, PhoneFieldProps } from './PhoneField.tsx';

/** Local flag pictures: simple stripes as data: URLs (the app passes its own, never a CDN URL). */
const stripes = (colors: string[], vertical = false) => {
  const n = colors.length;
  const bands = colors
    .map((c, i) =>
      vertical
        ? `<rect x="${(i * 24) / n}" width="${24 / n}" height="16" fill="${c}"/>`
        : `<rect y="${(i * 16) / n}" width="24" height="${16 / n}" fill="${c}"/>`,
    )
    .join('');
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 16">${bands}</svg>`)}`;
};
const countries: DialingCountry[] = [
  { code: 'PH', dialCode: '+63', name: 'Philippines', flag: stripes(['#0038a8', '#ce1126']) },
  { code: 'VN', dialCode: '+84', name: 'Vietnam', flag: stripes(['#da251d']) },
  {
    code: 'TH',
    dialCode: '+66',
    name: 'Thailand',
    flag: stripes(['#a51931', '#f4f5f8', '#2d2a4a', '#f4f5f8', '#a51931']),
  },
  { code: 'ID', dialCode: '+62', name: 'Indonesia', flag: stripes(['#ce1126', '#ffffff']) },
  { code: 'MY', dialCode: '+60', name: 'Malaysia', flag: stripes(['#cc0001', '#ffffff', '#cc0001', '#ffffff']) },
  { code: 'IN', dialCode: '+91', name: 'India', flag: stripes(['#ff9933', '#ffffff', '#138808']) },
  { code: 'BR', dialCode: '+55', name: 'Brazil', flag: stripes(['#009c3b', '#ffdf00', '#009c3b']) },
  { code: 'FR', dialCode: '+33', name: 'France', flag: stripes(['#0055a4', '#ffffff', '#ef4135'], true) },
  { code: 'CN', dialCode: '+86', name: 'China', flag: stripes(['#de2910']) },
  { code: 'AE', dialCode: '+971', name: 'United Arab Emirates', flag: stripes(['#00732f', '#ffffff', '#000000']) },
];

function Controlled(args: PhoneFieldProps) {
  const state = useStoryValue(args.value);
  const [dialCode, setDialCode] = useState(args.dialCode);
  return (
    <StoryFrame>
      <PhoneField
        {...args}
        value={state.value}
        onChange={state.onChange}
        dialCode={dialCode}
        onDialCodeChange={(code, country) => {
          setDialCode(code);
          args.onDialCodeChange(code, country);
        }}
      />
    </StoryFrame>
  );
}

const meta = preview.meta({
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: {
    label: 'Mobile number',
    name: 'mobileNum',
    value: '',
    placeholder: 'Mobile number',
    countries,
    dialCode: '+63',
    onDialCodeChange: fn(),
    required: true,
  },
  render: (args) => <Controlled {...args} />,
});

export const Playground = meta.story();
export const Empty = meta.story();
export const Filled = meta.story({ args: { value: '9171234567' } });
export const WithError = meta.story({ args: { value: '917', error: 'Please enter a valid mobile number' } });
export const Disabled = meta.story({ args: { value: '9171234567', disabled: true } });
export const PickerOpen = meta.story({
  args: { defaultPickerOpen: true },
  // the sheet's module loads on first open: the shot waits for the sheet
  play: async () => {
    await screen.findByRole('dialog', { name: /country code/i });
  },
});
export const PickCountry = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /country code/i }));
    const search = await screen.findByRole('searchbox', { name: /search country/i });
    await userEvent.type(search, 'viet');
    await userEvent.click(screen.getByRole('button', { name: /vietnam/i }));
    await expect(args.onDialCodeChange).toHaveBeenCalledWith('+84', expect.objectContaining({ code: 'VN' }));
    await expect(canvas.getByRole('button', { name: /country code/i })).toHaveTextContent('+84');
  },
});
export const SearchNoMatch = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  args: { defaultPickerOpen: true },
  play: async () => {
    await userEvent.type(await screen.findByRole('searchbox'), 'zzz');
    await expect(screen.getByRole('status')).toHaveTextContent('No data');
  },
});
export const UnknownCode = meta.story({ args: { dialCode: '855', value: '12345678' } });
export const RightToLeft = meta.story({
  args: { label: 'رقم الهاتف', value: '501234567', dialCode: '+971' },
  globals: { direction: 'rtl' },
});
