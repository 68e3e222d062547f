import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

afterEach(() => {
  vi.useRealTimers();
});

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('SmsCodeField', { timeout: 30_000 }, () => {
  it('keeps the input disabled until a code was sent, then counts down', { timeout: 30_000 }, async () => {
    vi.useFakeTimers();
    const onSend = vi.fn(async () => 3);
    render(
      <KitProvider>
        <SmsCodeField label="Code" value="" onChange={() => undefined} sendLabel="Get code" onSend={onSend} />
      </KitProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('maxlength', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await act(async () => undefined);
    await act(async () => undefined);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(input).toBeEnabled();
    expect(screen.getByRole('button')).toHaveTextContent('3s');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
  });

  it('stays disabled when sending fails', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('nope');
    });
    render(
      <KitProvider>
        <SmsCodeField label="Code" value="" onChange={() => undefined} sendLabel="Get code" onSend={onSend} />
      </KitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByRole('textbox')).toBeDisabled();
  });
});
