import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { ToastProvider, useToast } from './Toast.tsx';
import type { ToastApi } from './Toast.tsx';
import { toastDurationMs } from './toastTiming.ts';

let api: ToastApi;
function Grab() {
  api = useToast();
  return null;
}
function setup() {
  render(
    <KitProvider>
      <ToastProvider>
        <Grab />
      </ToastProvider>
    </KitProvider>,
  );
  return screen.getByRole('status', { name: 'Notifications' });
}

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the docs/product/constants.md#toasts durations from the motion tokens', () => {
    expect(toastDurationMs('loading')).toBe(10000);
    expect(toastDurationMs('sending')).toBe(9999);
    expect(toastDurationMs('success')).toBe(1000);
    expect(toastDurationMs('successLong')).toBe(1500);
    expect(toastDurationMs('short')).toBe(3000);
    expect(toastDurationMs('long')).toBe(8000);
    expect(toastDurationMs('reject')).toBe(2000);
    expect(toastDurationMs('sticky')).toBeNull();
  });

  it('has one polite live region from the first render', () => {
    const region = setup();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => void api.short('Copied'));
    expect(region).toHaveTextContent('Copied');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it.each([
    ['success', () => api.success('Saved'), 1000],
    ['success long', () => api.success('Sent', { long: true }), 1500],
    ['short', () => api.short('Hi'), 3000],
    ['long', () => api.long('Read me'), 8000],
    ['reject', () => api.reject('Contact service'), 2000],
    ['loading', () => api.loading('Please wait'), 10000],
    ['loading while sending', () => api.loading('Sending', { sending: true }), 9999],
  ])('%s stays exactly its duration', (_name, open, ms) => {
    const region = setup();
    act(() => void open());
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(region).not.toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('a new toast replaces the current one and restarts the clock', () => {
    const region = setup();
    const first = vi.fn();
    act(() => void api.show({ message: 'One', timing: 'short', onClose: first }));
    act(() => vi.advanceTimersByTime(2500));
    act(() => void api.success('Two'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(region).toHaveTextContent('Two');
    act(() => vi.advanceTimersByTime(999));
    expect(region).toHaveTextContent('Two');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('dismiss(id) hides only that toast; a sticky toast waits for it', () => {
    const region = setup();
    let id = 0;
    act(() => void (id = api.show({ message: 'Working', kind: 'loading', timing: 'sticky' })));
    act(() => vi.advanceTimersByTime(60000));
    expect(region).toHaveTextContent('Working');
    act(() => api.dismiss(id + 1));
    expect(region).toHaveTextContent('Working');
    act(() => api.dismiss(id));
    expect(region).toBeEmptyDOMElement();
  });

  it('pauses while a pointer rests on it and resumes with the time left', () => {
    const region = setup();
    act(() => void api.short('Hover me'));
    act(() => vi.advanceTimersByTime(1000));
    const box = screen.getByText('Hover me').parentElement as HTMLElement;
    act(() => box.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    act(() => vi.advanceTimersByTime(10000));
    expect(region).toHaveTextContent('Hover me');
    act(() => box.dispatchEvent(new PointerEvent('pointerout', { bubbles: true })));
    act(() => vi.advanceTimersByTime(1999));
    expect(region).toHaveTextContent('Hover me');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('useToast outside a provider says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Grab />)).toThrow(/ToastProvider/);
  });
});
