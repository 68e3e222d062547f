import preview from '#.storybook/preview';
import { Skeleton, SkeletonGrid, SkeletonList } from './Skeleton.tsx';

const meta = preview.meta({
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
});

export const Playground = meta.story();
export const Shapes = meta.story({
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-sm)' }}>
      <Skeleton shape="rect" ratio={2.5} />
      <Skeleton />
      <Skeleton width="60%" />
      <Skeleton shape="circle" height="var(--space-xxl)" />
    </div>
  ),
});
export const List = meta.story({ render: () => <SkeletonList /> });
export const ListOneRow = meta.story({ render: () => <SkeletonList rows={1} /> });
export const ListManyRows = meta.story({ render: () => <SkeletonList rows={12} avatar={false} lines={1} /> });
export const Cards = meta.story({ render: () => <SkeletonGrid /> });
export const CardsNoTitle = meta.story({ render: () => <SkeletonGrid count={6} withTitle={false} /> });
export const RightToLeft = meta.story({ render: () => <SkeletonList rows={3} />, globals: { direction: 'rtl' } });
export const ReducedMotion = meta.story({ render: () => <SkeletonGrid count={3} />, globals: { motion: 'reduce' } });
