import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastProvider, ToastView, useToast } from './Toast.tsx';
import type { ToastOptions } from './Toast.tsx';

/** Shows one sticky toast on mount, so the picture is the same whenever it is taken. */
function ShowOnMount(props: ToastOptions) {
  const toast = useToast();
  useEffect(() => {
    const id = toast.show({ ...props, timing: 'sticky' });
    return () => toast.dismiss(id);
  }, [toast, props]);
  return null;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastView,
  args: { kind: 'success', message: 'Change saved' },
  argTypes: { kind: { control: 'inline-radio', options: ['loading', 'success', 'error', 'info'] } },
  render: (args) => (
    <ToastProvider>
      <ShowOnMount kind={args.kind} message={args.message} />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Loading: Story = { args: { kind: 'loading', message: 'Please wait' } };
export const Success: Story = { args: { kind: 'success', message: 'Verification code sent' } };
export const Short: Story = { args: { kind: 'info', message: 'Copied to clipboard' } };
export const Reject: Story = { args: { kind: 'error', message: 'Please contact customer service' } };
export const LongText: Story = {
  args: {
    kind: 'info',
    message:
      'The account has been logged out because it signed in on another device; please log in again to continue playing.',
  },
};
export const OneWord: Story = { args: { kind: 'info', message: 'OK' } };
export const RightToLeft: Story = {
  args: { kind: 'success', message: 'تم الحفظ بنجاح' },
  globals: { direction: 'rtl', locale: 'ar' },
};
export const ReducedMotion: Story = { args: { kind: 'loading', message: 'Sending' }, globals: { motion: 'reduce' } };

function Triggers() {
  const toast = useToast();
  return (
    <div style={{ display: 'grid', gap: 'var(--space-sm)', padding: 'var(--space-md)' }}>
      <Button onClick={() => toast.success('Change saved')}>Success 1 s</Button>
      <Button onClick={() => toast.success('Verification code sent', { long: true })}>Success 1.5 s</Button>
      <Button onClick={() => toast.loading('Please wait')}>Loading 10 s</Button>
      <Button onClick={() => toast.loading('Sending', { sending: true })}>Loading 9999 ms</Button>
      <Button onClick={() => toast.short('Copied')}>Short 3 s</Button>
      <Button onClick={() => toast.long('Your withdrawal request was received and is being reviewed.')}>
        Long 8 s
      </Button>
      <Button variant="danger" onClick={() => toast.reject('Please contact customer service')}>
        Reject 2 s
      </Button>
      <Button variant="secondary" onClick={() => toast.dismiss()}>
        Dismiss
      </Button>
    </div>
  );
}

export const Live: Story = {
  // Interactive: its picture depends on when the play function's clicks land, so no baseline.
  tags: ['no-visual'],
  render: () => (
    <ToastProvider>
      <Triggers />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(document.body).getByRole('status', { name: 'Notifications' });
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Short 3 s' }));
    await expect(region).toHaveTextContent('Copied');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  },
};
