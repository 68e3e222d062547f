import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = preview.meta({
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {},
});

export const Playground = meta.story();
export const NoData = meta.story();
export const WithDescription = meta.story({
  args: { title: 'No favourites yet', description: 'Tap the star on any game to keep it here.' },
});
export const WithAction = meta.story({
  args: {
    title: 'No deposits yet',
    description: 'Your deposit requests will show up here.',
    action: <Button size="sm">Deposit now</Button>,
  },
});
export const LongText = meta.story({
  args: {
    title: 'There are no records for the selected date range and filters',
    description:
      'Try a wider date range, clear the vendor filter or pick another category; records can take a few minutes to appear after a round ends.',
  },
});
