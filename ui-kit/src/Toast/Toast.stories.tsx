import { useEffect } from 'react';
import preview from '#.storybook/preview';
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

const meta = preview.meta({
  title: 'Feedback/Toast',
  component: ToastView,
  args: { kind: 'success' as const, message: 'Change saved' },
  argTypes: { kind: { control: 'inline-radio', options: ['loading', 'success', 'error', 'info'] } },
  render: (args) => (
    <ToastProvider>
      <ShowOnMount kind={args.kind} message={args.message} />
    </ToastProvider>
  ),
});

export const Playground = meta.story();
export const Loading = meta.story({ args: { kind: 'loading', message: 'Please wait' } });
export const Success = meta.story({ args: { kind: 'success', message: 'Verification code sent' } });
export const Short = meta.story({ args: { kind: 'info', message: 'Copied to clipboard' } });
export const Reject = meta.story({ args: { kind: 'error', message: 'Please contact customer service' } });
export const LongText = meta.story({
  args: {
    kind: 'info',
    message:
      'The account has been logged out because it signed in on another device; please log in again to continue playing.',
  },
});
export const OneWord = meta.story({ args: { kind: 'info', message: 'OK' } });
export const RightToLeft = meta.story({
  args: { kind: 'success', message: 'تم الحفظ بنجاح' },
  globals: { direction: 'rtl', locale: 'ar' },
});
export const ReducedMotion = meta.story({
  args: { kind: 'loading', message: 'Sending' },
  globals: { motion: 'reduce' },
});

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

export const Live = meta.story({
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
});
