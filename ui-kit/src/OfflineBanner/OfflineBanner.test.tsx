import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the browser online/offline events when not told', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <KitProvider>
        <OfflineBanner />
      </KitProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(region).toHaveTextContent('Slow Connection / No Internet');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(region).toBeEmptyDOMElement();
  });

  it('the offline prop wins', () => {
    render(
      <KitProvider>
        <OfflineBanner offline />
      </KitProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Slow Connection / No Internet');
  });
});
