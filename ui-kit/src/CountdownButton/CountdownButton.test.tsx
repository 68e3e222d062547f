import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { CountdownButton } from './CountdownButton.tsx';

const renderButton = (onSend: () => Promise<number | void>) =>
  render(
    <KitProvider>
      <CountdownButton label="Get code" readyAnnouncement="You can request a new code" onSend={onSend} />
    </KitProvider>,
  );

/** Resolve onSend's promise and let React commit. */
const flush = () => act(async () => undefined);

describe('CountdownButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down the seconds onSend resolves with, then returns to idle', async () => {
    const onSend = vi.fn(() => Promise.resolve(3));
    renderButton(onSend);
    const button = screen.getByRole('button', { name: 'Get code' });
    fireEvent.click(button);
    await flush();
    expect(button).toHaveTextContent('3s');
    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('2s');
    act(() => vi.advanceTimersByTime(2000));
    expect(button).toHaveTextContent('Get code');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('uses 60 seconds when onSend resolves without a number (docs/product/constants.md#limits)', async () => {
    renderButton(() => Promise.resolve());
    fireEvent.click(screen.getByRole('button'));
    await flush();
    expect(screen.getByRole('button')).toHaveTextContent('60s');
  });

  it('is disabled while sending and while counting: one code per press', async () => {
    let resolve: (s: number) => void = () => undefined;
    const onSend = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    renderButton(onSend);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    resolve(5);
    await flush();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('is right after the clock jumps (background tab, sleeping phone): no drift', async () => {
    renderButton(() => Promise.resolve(60));
    const button = screen.getByRole('button');
    fireEvent.click(button);
    await flush();
    // The tab sleeps: 45 s pass on the wall clock but no timer fires.
    vi.setSystemTime(Date.now() + 45_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(button).toHaveTextContent('15s');
    // It jumps past the deadline: idle at once, not after 15 more ticks.
    vi.setSystemTime(Date.now() + 20_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(button).toHaveTextContent('Get code');
  });

  it('returns to idle when sending fails', async () => {
    renderButton(() => Promise.reject(new Error('sms down')));
    const button = screen.getByRole('button');
    fireEvent.click(button);
    await flush();
    expect(button).toHaveTextContent('Get code');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('announces only when a new code can be requested', async () => {
    renderButton(() => Promise.resolve(2));
    const status = screen.getByRole('status');
    fireEvent.click(screen.getByRole('button'));
    await flush();
    act(() => vi.advanceTimersByTime(1000));
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1000));
    expect(status).toHaveTextContent('You can request a new code');
  });
});
