import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGrid, SkeletonList } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: '60%' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-md)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-sm)' }}>
      <Skeleton shape="rect" ratio={2.5} />
      <Skeleton />
      <Skeleton width="60%" />
      <Skeleton shape="circle" height="var(--space-xxl)" />
    </div>
  ),
};
export const List: Story = { render: () => <SkeletonList /> };
export const ListOneRow: Story = { render: () => <SkeletonList rows={1} /> };
export const ListManyRows: Story = { render: () => <SkeletonList rows={12} avatar={false} lines={1} /> };
export const Cards: Story = { render: () => <SkeletonGrid /> };
export const CardsNoTitle: Story = { render: () => <SkeletonGrid count={6} withTitle={false} /> };
export const RightToLeft: Story = { render: () => <SkeletonList rows={3} />, globals: { direction: 'rtl' } };
export const ReducedMotion: Story = { render: () => <SkeletonGrid count={3} />, globals: { motion: 'reduce' } };
