import preview from '#.storybook/preview';
import { PageHarness } from './PageHarness.tsx';
import { pageMeta, pageParameters, settledWith } from './pageStory.ts';

const meta = preview.meta({
  title: 'Pages/Accounts',
  component: PageHarness,
  ...pageMeta,
  // Spelled out: Storybook's CSF transform drops `parameters` that only come in through a spread.
  parameters: pageParameters(
    "Login and register (docs/product/states.md#registration) as a guest, with the seed's register settings and flags.",
  ),
  args: { path: '/m/login' },
});

export const Login = meta.story({ play: settledWith() });

export const Register = meta.story({ args: { path: '/m/register' }, play: settledWith() });

/** Arabic, right to left: the form, its labels and the header mirror. */
export const LoginRightToLeft = meta.story({ globals: { direction: 'rtl', locale: 'ar' }, play: settledWith() });

export const RegisterRightToLeft = meta.story({
  args: { path: '/m/register' },
  globals: { direction: 'rtl', locale: 'ar' },
  play: settledWith(),
});
