import { useState } from 'react';
import preview from '#.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { PageTransition } from './PageTransition.tsx';

const page = (title: string) => (
  <div style={{ padding: 'var(--space-md)' }}>
    <h2 style={{ margin: 0 }}>{title}</h2>
    <EmptyState title={`${title} page`} description="Each page fades in over 300 ms; a swipe-back pop does not." />
  </div>
);

const meta = preview.meta({
  title: 'Frame/PageTransition',
  component: PageTransition,
  args: {
    transitionKey: '/m/home',
    navigationType: 'push' as const,
    swipedBack: false,
    skipAnimation: false,
    children: page('Home'),
  },
  argTypes: { navigationType: { control: 'inline-radio', options: ['push', 'pop', 'replace'] } },
});

export const Playground = meta.story();
export const SwipeBackPop = meta.story({
  args: { transitionKey: '/m/activity', navigationType: 'pop', swipedBack: true, children: page('Activity') },
});
export const ReducedMotion = meta.story({ globals: { motion: 'reduce' } });

function Demo() {
  const [at, setAt] = useState<'Home' | 'Activity'>('Home');
  return (
    <>
      <div style={{ padding: 'var(--space-md)' }}>
        <Button onClick={() => setAt(at === 'Home' ? 'Activity' : 'Home')}>
          Go to {at === 'Home' ? 'Activity' : 'Home'}
        </Button>
      </div>
      <PageTransition transitionKey={at}>{page(at)}</PageTransition>
    </>
  );
}
export const Navigating = meta.story({
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Activity' }));
    await expect(canvas.getByRole('heading', { name: 'Activity' })).toBeInTheDocument();
  },
  // Ends mid-fade after the play function's click; the still pages are covered above.
  tags: ['no-visual'],
});
