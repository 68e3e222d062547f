import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {},
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const NoData: Story = {};
export const WithDescription: Story = {
  args: { title: 'No favourites yet', description: 'Tap the star on any game to keep it here.' },
};
export const WithAction: Story = {
  args: {
    title: 'No deposits yet',
    description: 'Your deposit requests will show up here.',
    action: <Button size="sm">Deposit now</Button>,
  },
};
export const LongText: Story = {
  args: {
    title: 'There are no records for the selected date range and filters',
    description:
      'Try a wider date range, clear the vendor filter or pick another category; records can take a few minutes to appear after a round ends.',
  },
};
