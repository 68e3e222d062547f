import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddToHomeTip } from './AddToHomeTip.tsx';

const meta = {
  title: 'Frame/AddToHomeTip',
  component: AddToHomeTip,
  args: { iosVersion: { major: 16, minor: 4 }, onClose: fn() },
} satisfies Meta<typeof AddToHomeTip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const LegacyIos11: Story = { args: { iosVersion: { major: 11, minor: 4 } } };
export const LegacyIos12_1: Story = { name: 'Legacy iOS 12.1', args: { iosVersion: { major: 12, minor: 1 } } };
export const Ios12_4: Story = { name: 'iOS 12.4 (no legacy hint)', args: { iosVersion: { major: 12, minor: 4 } } };
export const RightToLeft: Story = { globals: { direction: 'rtl', locale: 'ar' } };
