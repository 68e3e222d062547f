import preview from '#.storybook/preview';
import { Loading, Spinner } from './Spinner.tsx';

const meta = preview.meta({
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { size: 'md', label: 'Loading' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
});

export const Playground = meta.story();
export const Sizes = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 16 }}>
      <Spinner size="sm" label="Loading small" />
      <Spinner size="md" label="Loading medium" />
      <Spinner size="lg" label="Loading large" />
    </div>
  ),
});
export const LoadingBlock = meta.story({ render: () => <Loading /> });
export const LoadingLongText = meta.story({
  render: () => <Loading text="Connecting to the game provider, this can take a few seconds on slow networks" />,
});
