import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DownloadPopup } from './DownloadPopup.tsx';

const meta = {
  title: 'Frame/DownloadPopup',
  component: DownloadPopup,
  args: { defaultOpen: true, onAndroid: fn(), onIos: fn(), onProfile: fn() },
} satisfies Meta<typeof DownloadPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const AndroidOnly: Story = { args: { onIos: undefined, onProfile: undefined } };
export const IosWithProfile: Story = { args: { onAndroid: undefined } };
export const RightToLeft: Story = { args: { title: 'تحميل التطبيق' }, globals: { direction: 'rtl', locale: 'ar' } };
