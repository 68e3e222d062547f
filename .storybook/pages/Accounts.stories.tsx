import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness } from './PageHarness.tsx';
import { pageMeta, settledWith } from './pageStory.ts';

/** Login and register (docs/product/states.md#registration) as a guest, with the seed's register settings and flags. */
const meta = {
  title: 'Pages/Accounts',
  component: PageHarness,
  ...pageMeta,
  // Spelled out: Storybook's CSF transform drops `parameters` that only come in through a spread.
  parameters: { ...pageMeta.parameters },
  args: { path: '/m/login' },
} satisfies Meta<typeof PageHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = { play: settledWith() };

export const Register: Story = { args: { path: '/m/register' }, play: settledWith() };

/** Arabic, right to left: the form, its labels and the header mirror. */
export const LoginRightToLeft: Story = { globals: { direction: 'rtl', locale: 'ar' }, play: settledWith() };

export const RegisterRightToLeft: Story = {
  args: { path: '/m/register' },
  globals: { direction: 'rtl', locale: 'ar' },
  play: settledWith(),
};
