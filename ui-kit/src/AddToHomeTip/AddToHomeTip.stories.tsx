import preview from '#.storybook/preview';
import { fn } from 'storybook/test';
import { AddToHomeTip } from './AddToHomeTip.tsx';

const meta = preview.meta({
  title: 'Frame/AddToHomeTip',
  component: AddToHomeTip,
  args: { iosVersion: { major: 16, minor: 4 }, onClose: fn() },
});

export const Playground = meta.story();
export const LegacyIos11 = meta.story({ args: { iosVersion: { major: 11, minor: 4 } } });
export const LegacyIos12_1 = meta.story({ name: 'Legacy iOS 12.1', args: { iosVersion: { major: 12, minor: 1 } } });
export const Ios12_4 = meta.story({ name: 'iOS 12.4 (no legacy hint)', args: { iosVersion: { major: 12, minor: 4 } } });
export const RightToLeft = meta.story({ globals: { direction: 'rtl', locale: 'ar' } });
