import preview from '#.storybook/preview';
import { OfflineBanner } from './OfflineBanner.tsx';

const meta = preview.meta({
  title: 'Feedback/OfflineBanner',
  component: OfflineBanner,
  args: { offline: true },
});

export const Playground = meta.story();
export const Offline = meta.story();
export const Online = meta.story({ args: { offline: false }, name: 'Online (renders an empty live region)' });
export const LongText = meta.story({
  args: { text: 'Slow connection: some games and balances may take longer to load until the network recovers' },
});
export const RightToLeft = meta.story({
  args: { text: 'اتصال بطيء / لا يوجد إنترنت' },
  globals: { direction: 'rtl', locale: 'ar' },
});
