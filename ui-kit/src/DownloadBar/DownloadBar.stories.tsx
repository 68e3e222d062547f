import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadBar } from './DownloadBar.tsx';

const meta = preview.meta({
  title: 'Frame/DownloadBar',
  component: DownloadBar,
  args: {
    title: 'Lobby app',
    description: 'Faster games and instant deposits',
    actionLabel: 'Get',
    onDownload: fn(),
    onClose: fn(),
  },
});

export const Playground = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
});
export const Defaults = meta.story({ args: { title: undefined, description: undefined, actionLabel: undefined } });
export const LongText = meta.story({
  args: {
    title: 'Lobby — the official mobile app for every game and lottery',
    description: 'Install it for faster loading, push notices of jackpots and one-tap deposits',
  },
});
/** Filipino on a 320 px phone: the bar leaves the app icon out, so the words keep their room. */
export const NarrowPhone = meta.story({
  args: { title: 'I-download ang app', description: 'Mas mabilis na laro, agarang abiso', actionLabel: 'I-download' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
});
export const RightToLeft = meta.story({
  args: { title: 'تطبيق لوبي', description: 'ألعاب أسرع', actionLabel: 'تحميل' },
  globals: { direction: 'rtl', locale: 'ar' },
});
