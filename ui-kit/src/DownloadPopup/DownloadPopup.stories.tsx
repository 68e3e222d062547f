import preview from '#.storybook/preview';
import { fn } from 'storybook/test';
import { DownloadPopup } from './DownloadPopup.tsx';

const meta = preview.meta({
  title: 'Frame/DownloadPopup',
  component: DownloadPopup,
  args: { defaultOpen: true, onAndroid: fn(), onIos: fn(), onProfile: fn() },
});

export const Playground = meta.story();
export const AndroidOnly = meta.story({ args: { onIos: undefined, onProfile: undefined } });
export const IosWithProfile = meta.story({ args: { onAndroid: undefined } });
export const RightToLeft = meta.story({
  args: { title: 'تحميل التطبيق' },
  globals: { direction: 'rtl', locale: 'ar' },
});
